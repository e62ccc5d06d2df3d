import { Link } from 'react-router';

/** App-store badges (our own artwork); they lead to the get-the-app page. */
function AppleBadge() {
  return (
    <svg viewBox="0 0 135 40" width="135" height="40" aria-hidden="true">
      <rect x="0.5" y="0.5" width="134" height="39" rx="7" fill="#000" stroke="#A6A6A6" />
      <path d="M24.8 20.6c0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4c.9-1.3 1.3-2.7 1.3-2.7s-2.5-1-2.5-4.1Zm-2.4-7.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" fill="#fff" />
      <text x="40" y="16" fill="#fff" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="7.5">Download on the</text>
      <text x="40" y="30" fill="#fff" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="14" fontWeight="600">App Store</text>
    </svg>
  );
}

function GoogleBadge() {
  return (
    <svg viewBox="0 0 135 40" width="135" height="40" aria-hidden="true">
      <rect x="0.5" y="0.5" width="134" height="39" rx="7" fill="#000" stroke="#A6A6A6" />
      <path d="M11 9.5v21l10.6-10.5Z" fill="#32BBFF" />
      <path d="M11 9.5 25 17.6l-3.4 3.4Z" fill="#32D583" />
      <path d="M11 30.5 25 22.4l-3.4-3.4Z" fill="#F04438" />
      <path d="m25 17.6 4.6 2.6c.6.4.6 1.2 0 1.6L25 24.4 21.6 21Z" fill="#FDB022" />
      <text x="38" y="16" fill="#fff" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="7.5">GET IT ON</text>
      <text x="38" y="30" fill="#fff" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="14" fontWeight="600">Google Play</text>
    </svg>
  );
}

export function StoreBadges({ linked = true }: { linked?: boolean }) {
  if (!linked) {
    return (
      <div className="store-badges">
        <span className="store-badge" role="img" aria-label="Available on the App Store">
          <AppleBadge />
        </span>
        <span className="store-badge" role="img" aria-label="Available on Google Play">
          <GoogleBadge />
        </span>
      </div>
    );
  }
  return (
    <div className="store-badges">
      <Link to="/get-the-app?platform=ios" className="store-badge" aria-label="Download on the App Store">
        <AppleBadge />
      </Link>
      <Link to="/get-the-app?platform=android" className="store-badge" aria-label="Get it on Google Play">
        <GoogleBadge />
      </Link>
    </div>
  );
}
