import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** The linked-accounts page, for the account area (behind its login guard). */
export const linkingAccountRoutes: RouteObject[] = [
  { path: '/account/linked-accounts', lazy: lazyPage(() => import('./linked-accounts-page'), (m) => <m.LinkedAccountsPage />) },
];

/** The partner's return (full layout; it redirects home unless linking is available). */
export const linkingCallbackRoutes: RouteObject[] = [
  { path: '/account_linking/callback', lazy: lazyPage(() => import('./account-linking-callback-page'), (m) => <m.AccountLinkingCallbackPage />) },
];
