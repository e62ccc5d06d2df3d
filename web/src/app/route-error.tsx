import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@/shared/api/report-error';
import { ErrorScreen } from '@/features/shell/screens';

/** The router's error element: reports the error and shows the error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { source: 'router' });
  }, [error]);
  return (
    <main id="main" className="fullscreen">
      <ErrorScreen />
    </main>
  );
}
