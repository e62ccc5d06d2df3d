import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../error-boundary';

/** A page on its own, without the shell (the app offer). */
export function PlainLayout() {
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="fullscreen">
      <ErrorBoundary resetKey={pathname}>
        <Outlet />
      </ErrorBoundary>
    </main>
  );
}
