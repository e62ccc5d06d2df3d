import type { RouteObject } from 'react-router';
import { AccountLinkingCallbackPage } from './account-linking-callback-page';
import { LinkedAccountsPage } from './linked-accounts-page';

/** The linked-accounts page, for the account area (behind its login guard). */
export const linkingAccountRoutes: RouteObject[] = [{ path: '/account/linked-accounts', element: <LinkedAccountsPage /> }];

/** The partner's return (full layout; it redirects home unless linking is available). */
export const linkingCallbackRoutes: RouteObject[] = [{ path: '/account_linking/callback', element: <AccountLinkingCallbackPage /> }];
