import type { LogoProps } from '../types';

/** Scorecard mark: a score tile with two bars and the mint "win" dot. */
export function ScorecardMark({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 40 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <rect x="1" y="1" width="38" height="38" rx="10" fill="#2D7FF9" />
      <rect x="9" y="10" width="14" height="5" rx="2.5" fill="#FFFFFF" />
      <rect x="9" y="18" width="22" height="5" rx="2.5" fill="#FFFFFF" />
      <rect x="9" y="26" width="10" height="5" rx="2.5" fill="#FFFFFF" />
      <circle cx="29" cy="12.5" r="3.5" fill="#35D49A" />
    </svg>
  );
}

export function ScorecardLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 194 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <rect x="1" y="3" width="34" height="34" rx="9" fill="#2D7FF9" />
      <rect x="8" y="11" width="12" height="4.5" rx="2.25" fill="#FFFFFF" />
      <rect x="8" y="18" width="20" height="4.5" rx="2.25" fill="#FFFFFF" />
      <rect x="8" y="25" width="9" height="4.5" rx="2.25" fill="#FFFFFF" />
      <circle cx="27" cy="13.2" r="3.2" fill="#35D49A" />
      <text x="44" y="27" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="22" fontWeight="800" letterSpacing="-0.8">
        scorecard
      </text>
      <rect x="163" y="10" width="30" height="20" rx="5" fill="#35D49A" />
      <text x="178" y="24.5" textAnchor="middle" fill="#0E0F12" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fontWeight="800" letterSpacing="0.5">
        BET
      </text>
    </svg>
  );
}

export function ScorecardParentLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 150 28" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <path d="M2 22 10 6l8 16Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="10" cy="17" r="2" fill="currentColor" />
      <text x="26" y="19" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fontWeight="700" letterSpacing="0.6">
        SCORECARD LABS
      </text>
    </svg>
  );
}
