import { ExternalLink } from 'lucide-react';
import { MaintenanceIllustration } from './maintenance-illustration';
import type { MaintenanceContent } from './platform-store';
import './platform.css';

export const MAINTENANCE_DEFAULT_TITLE = "We're working on a few things";
export const MAINTENANCE_DEFAULT_MESSAGE = 'Check back soon!';
export const MAINTENANCE_DEFAULT_LINK_LABEL = 'More info';

/** Only http(s) links are shown. */
function safeLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const u = new URL(link, window.location.origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The maintenance screen (see docs/product/platform-services.md): title (default "We're working on
 * a few things"), message ("Check back soon!"), an optional "More info" link and an image 188 x 120
 * (80 x 120 when the operator supplies one).
 */
export function MaintenanceScreen({ content }: { content: MaintenanceContent }) {
  const link = safeLink(content.link);
  return (
    <main id="main" className="maintenance" aria-labelledby="maintenance-title">
      <div className="maintenance__card" role="status" aria-live="polite">
        {content.image ? (
          <img className="maintenance__image maintenance__image--custom" src={content.image} width={80} height={120} alt="" />
        ) : (
          <MaintenanceIllustration />
        )}
        <h1 id="maintenance-title" className="maintenance__title">
          {content.title ?? MAINTENANCE_DEFAULT_TITLE}
        </h1>
        <p className="maintenance__message">{content.message ?? MAINTENANCE_DEFAULT_MESSAGE}</p>
        {link ? (
          <a className="maintenance__link" href={link} target="_blank" rel="noopener noreferrer">
            {content.label ?? MAINTENANCE_DEFAULT_LINK_LABEL}
            <ExternalLink size={14} aria-hidden="true" />
          </a>
        ) : null}
        <p className="maintenance__hint">This page will refresh by itself when we are back.</p>
      </div>
    </main>
  );
}
