import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { OAuthCallbackPage } from './oauth-callback-page';
import { SignupGuard } from './signup-guard';
import { SignupPage } from './signup-page';
import { SignupSuccessPage } from './signup-success-page';
import { SupportPage } from './support-page';
import { UpdatePasswordPage } from './update-password-page';
import { VerifyCodePage } from './verify-code-page';

export { ProtectedRoute, RestrictedRoute } from './guards';

/**
 * Auth routes rendered in the full layout (absolute paths; place them as children of the
 * full layout route). Sign-up routes sit behind the restricted-country guard.
 */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/verify', element: <VerifyCodePage /> },
  { path: '/oauth_callback', element: <OAuthCallbackPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/support', element: <SupportPage /> },
  {
    element: <SignupGuard />,
    children: [
      { path: '/signup', element: <SignupPage /> },
      { path: '/signup/success', element: <SignupSuccessPage /> },
    ],
  },
];

/**
 * Routes with their own full-screen layout (see docs/product/shell-and-identity.md):
 * update-password works logged out with `?token=` and logged in without one, so it is not behind
 * the protected guard.
 */
export const authFullScreenRoutes: RouteObject[] = [{ path: '/account/update-password', element: <UpdatePasswordPage /> }];
