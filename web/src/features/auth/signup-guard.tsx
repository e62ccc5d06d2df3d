import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '@/brands/brand-context';
import { useStartup } from '@/shared/api/use-startup';
import { RestrictedRoute } from './guards';
import { isSignupRestricted, showRestrictedSignupToast } from './restricted-signup';

/** Sign-up routes: visitors outside the US and Canada go home with the danger toast. */
export function SignupGuard() {
  const brand = useBrand();
  const navigate = useNavigate();
  const { data } = useStartup();
  const country = data ? (data.regionalMetadata.ipAddressCountryCode ?? data.regionalMetadata.currentCountryCode) : null;
  const restricted = data ? isSignupRestricted(country) : null;
  const onRestricted = useCallback(() => showRestrictedSignupToast(brand.name, (p) => void navigate(p)), [brand.name, navigate]);
  return <RestrictedRoute restricted={restricted} onRestricted={onRestricted} />;
}
