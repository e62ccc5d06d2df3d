import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { useAuth } from '@/shared/auth/use-auth';
import { loginPathFor } from '@/shared/auth/session-controller';
import './auth.css';

function Checking() {
  return (
    <div className="auth-center">
      <Spinner size={28} label="Checking your session" />
    </div>
  );
}

/**
 * Protected routes (see docs/product/shell-and-identity.md): a logged-out visitor goes to
 * `/login?reason=unauthorized&previousPath=<here>`; nothing renders while the session is
 * being checked. Use as a layout route (renders the matched child) or around `children`.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { loginState } = useAuth();
  const location = useLocation();
  if (loginState === 'unknown') return <Checking />;
  if (loginState === 'loggedOut') {
    return <Navigate to={loginPathFor('unauthorized', `${location.pathname}${location.search}`)} replace />;
  }
  return children ? <>{children}</> : <Outlet />;
}

/**
 * The restricted-route guard: when `restricted` is true the user is sent
 * to `redirectTo` (home by default) after `onRestricted` runs once. While `restricted` is
 * null (not known yet) the page renders normally.
 */
export function RestrictedRoute({
  restricted,
  redirectTo = '/',
  onRestricted,
  children,
}: {
  restricted: boolean | null;
  redirectTo?: string;
  onRestricted?: () => void;
  children?: ReactNode;
}) {
  const ran = useRef(false);
  useEffect(() => {
    if (restricted && !ran.current) {
      ran.current = true;
      onRestricted?.();
    }
  }, [restricted, onRestricted]);
  if (restricted) return <Navigate to={redirectTo} replace />;
  return children ? <>{children}</> : <Outlet />;
}
