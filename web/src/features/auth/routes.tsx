import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';
import { SignupGuard } from './signup-guard';

export { ProtectedRoute, RestrictedRoute } from './guards';

/**
 * Auth routes rendered in the full layout (absolute paths; place them as children of the
 * full layout route). Sign-up routes sit behind the restricted-country guard.
 */
export const authRoutes: RouteObject[] = [
  { path: '/login', lazy: lazyPage(() => import('./login-page'), (m) => <m.LoginPage />) },
  { path: '/login/verify', lazy: lazyPage(() => import('./verify-code-page'), (m) => <m.VerifyCodePage />) },
  { path: '/oauth_callback', lazy: lazyPage(() => import('./oauth-callback-page'), (m) => <m.OAuthCallbackPage />) },
  { path: '/forgot-password', lazy: lazyPage(() => import('./forgot-password-page'), (m) => <m.ForgotPasswordPage />) },
  { path: '/support', lazy: lazyPage(() => import('./support-page'), (m) => <m.SupportPage />) },
  {
    element: <SignupGuard />,
    children: [
      { path: '/signup', lazy: lazyPage(() => import('./signup-page'), (m) => <m.SignupPage />) },
      { path: '/signup/success', lazy: lazyPage(() => import('./signup-success-page'), (m) => <m.SignupSuccessPage />) },
    ],
  },
];

/**
 * Routes with their own full-screen layout (see docs/product/shell-and-identity.md):
 * update-password works logged out with `?token=` and logged in without one, so it is not behind
 * the protected guard.
 */
export const authFullScreenRoutes: RouteObject[] = [{ path: '/account/update-password', lazy: lazyPage(() => import('./update-password-page'), (m) => <m.UpdatePasswordPage />) }];
