import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';
import { IDENTITY_VERIFICATION_PATH } from './verification-prompt';

/** The account area's identity-verification page (placed behind the account login guard by the app). */
export const verificationRoutes: RouteObject[] = [{ path: IDENTITY_VERIFICATION_PATH, lazy: lazyPage(() => import('./identity-verification-page'), (m) => <m.IdentityVerificationPage />) }];
