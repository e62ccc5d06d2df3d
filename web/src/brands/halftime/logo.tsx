import type { LogoProps } from '../types';

/** Halftime mark: a ball split at half time, navy and signal red, with the H between. */
export function HalftimeMark({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 40 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <circle cx="20" cy="20" r="19" fill="#0B1F3A" stroke="#FFFFFF" strokeWidth="2" />
      <path d="M20 1a19 19 0 0 1 0 38Z" fill="#E5322D" />
      <path d="M12.5 11h4.2v7h6.6v-7h4.2v18h-4.2v-7.2h-6.6V29h-4.2Z" fill="#FFFFFF" />
    </svg>
  );
}

/** Wordmark; the text takes the current colour so it reads on any header. */
export function HalftimeLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 188 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <g transform="translate(0 0)">
        <circle cx="20" cy="20" r="18" fill="#0B1F3A" stroke="currentColor" strokeWidth="2" />
        <path d="M20 2a18 18 0 0 1 0 36Z" fill="#E5322D" />
        <path d="M13 11.5h4v6.7h6v-6.7h4v17h-4v-6.8h-6v6.8h-4Z" fill="#FFFFFF" />
      </g>
      <text x="48" y="22" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="21" fontWeight="800" fontStyle="italic" letterSpacing="-0.5">
        HALFTIME
      </text>
      <rect x="48" y="27" width="9" height="3" fill="#E5322D" />
      <text x="61" y="32.5" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="8.5" fontWeight="600" letterSpacing="3.1">
        SPORTSBOOK
      </text>
    </svg>
  );
}

/** Parent company: Halftime Media Group. */
export function HalftimeParentLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 150 28" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <rect x="1" y="4" width="20" height="20" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M6 9h3v4h4V9h3v10h-3v-3.5H9V19H6Z" fill="currentColor" />
      <text x="28" y="19" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fontWeight="700" letterSpacing="0.6">
        HALFTIME MEDIA
      </text>
    </svg>
  );
}
