import { useBrand } from '@/brands/brand-context';
import { useStartup } from '@/shared/api/use-startup';
import { useAuth } from '@/shared/auth/use-auth';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import type { PartnerConfig } from './link-flow';

export interface Linking {
  /** Whether the answer is known (login state and startup data). */
  known: boolean;
  /** Logged in, the brand links accounts, the `accountLinking` flag is on and startup names the partner. */
  available: boolean;
  partner: PartnerConfig | null;
}

/** Whether account linking is available to the viewer, and the partner's endpoints. */
export function useLinking(): Linking {
  const brand = useBrand();
  const flag = useFeatureFlag('accountLinking');
  const { isLoggedIn, isKnown } = useAuth();
  const { data } = useStartup();
  const attrs = data?.serviceAttributes;
  const partner =
    attrs?.partnerAuthorizeUrl && attrs.partnerClientId && attrs.partnerIdentityTokenUrl
      ? { authorizeUrl: attrs.partnerAuthorizeUrl, clientId: attrs.partnerClientId, tokenUrl: attrs.partnerIdentityTokenUrl }
      : null;
  const available = isLoggedIn && brand.features.linkedAccounts && flag && partner !== null;
  return { known: isKnown && (data !== null || !isLoggedIn), available, partner: available ? partner : null };
}
