import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { FormError } from '@/shared/ui/field';
import { reportError } from '@/shared/api/report-error';
import { useStartup } from '@/shared/api/use-startup';
import { MissingSignInConfigError, prepareAuthorization } from './pkce';

/**
 * Sign-in through the authorization-code flow (PKCE) as an alternative to the password
 * form: builds the authorize URL from startup's single-sign-on settings and leaves for it.
 */
export function SignInWithBrandButton({ returnPath, onNavigate }: { returnPath?: string | null; onNavigate?: (url: string) => void }) {
  const brand = useBrand();
  const { data } = useStartup();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = `Sign in with ${brand.name.split(' ')[0]} ID`;

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      const url = await prepareAuthorization({
        authorizeUrl: data?.serviceAttributes.singleSignOnAuthorizeUrl,
        clientId: data?.serviceAttributes.singleSignOnClientId,
        returnPath: returnPath ?? undefined,
      });
      (onNavigate ?? ((u: string) => window.location.assign(u)))(url);
    } catch (e) {
      reportError(e, { source: 'sign-in' });
      setError(
        e instanceof MissingSignInConfigError
          ? `${label} is not available right now. Please log in with your email and password.`
          : 'We could not start the sign-in. Please try again.',
      );
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" block loading={busy} disabled={!data} icon={<KeyRound size={18} aria-hidden="true" />} onClick={() => void start()}>
        {label}
      </Button>
      {error ? <FormError>{error}</FormError> : null}
    </>
  );
}
