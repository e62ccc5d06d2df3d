import './shell.css';
import { Link } from 'react-router';
import { CircleAlert, Compass, RefreshCw, ServerCrash } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';

/** Where Contact Support leads: the help page with the support email and phone. */
export const SUPPORT_PATH = '/support';

function reload() {
  window.location.reload();
}

/**
 * Generic error screen (see docs/product/shell-and-identity.md). Rendered by the router's error
 * element, so it cannot rely on router links; plain anchors work everywhere.
 */
export function ErrorScreen() {
  return (
    <div className="screen" role="alert">
      <div className="screen__icon screen__icon--danger" aria-hidden="true">
        <CircleAlert size={32} />
      </div>
      <h1 className="screen__title">Oops... Looks like something went wrong</h1>
      <p className="screen__text">Let&apos;s try that again.</p>
      <div className="screen__actions">
        <Button icon={<RefreshCw size={18} aria-hidden="true" />} onClick={reload}>
          Reload
        </Button>
        <Button asChild variant="outline">
          <a href={SUPPORT_PATH}>Contact Support</a>
        </Button>
      </div>
    </div>
  );
}

/** Shown when startup cannot be loaded: the platform itself has a problem. */
export function PlatformIssueScreen() {
  const brand = useBrand();
  return (
    <main className="screen screen--full" id="main">
      <brand.Mark className="screen__mark" />
      <div className="screen__icon screen__icon--danger" aria-hidden="true">
        <ServerCrash size={32} />
      </div>
      <h1 className="screen__title">Oops... Something went wrong</h1>
      <p className="screen__text">
        {brand.name} is currently experiencing issues. We&apos;re working on solving them as fast as we can.
      </p>
      <div className="screen__actions">
        <Button icon={<RefreshCw size={18} aria-hidden="true" />} onClick={reload}>
          Reload
        </Button>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <div className="screen">
      <div className="screen__icon" aria-hidden="true">
        <Compass size={32} />
      </div>
      <h1 className="screen__title">Page not found</h1>
      <p className="screen__text">The page you were looking for doesn&apos;t exist or has moved. Check the address, or head back to the start.</p>
      <div className="screen__actions">
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={SUPPORT_PATH}>Contact Support</Link>
        </Button>
      </div>
    </div>
  );
}

/** Full-screen wait while the app (or the waiting room) gets ready. */
export function LoadingScreen({ message = 'Loading' }: { message?: string }) {
  const brand = useBrand();
  return (
    <div className="screen screen--full screen--loading">
      <brand.Mark className="screen__mark screen__mark--pulse" />
      <Spinner size={28} label={message} />
    </div>
  );
}
