import type { LogoProps } from '../types';

/** Riverbend mark: a gold river bend across an emerald medallion. */
export function RiverbendMark({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 40 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <circle cx="20" cy="20" r="19" fill="#0F5C4A" stroke="#D4A944" strokeWidth="2" />
      <path d="M7 27c6-1 8-5 12-9s8-5 14-4" fill="none" stroke="#D4A944" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M9 32c5-1 8-3 11-6s6-4 11-3" fill="none" stroke="#FBF7EE" strokeWidth="1.6" strokeLinecap="round" opacity="0.85" />
      <path d="M20 6.5l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5Z" fill="#D4A944" />
    </svg>
  );
}

export function RiverbendLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 176 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <circle cx="19" cy="20" r="17.5" fill="#0F5C4A" stroke="#D4A944" strokeWidth="2" />
      <path d="M7 26.5c5.5-1 7.5-4.6 11-8.3s7.5-4.6 13-3.7" fill="none" stroke="#D4A944" strokeWidth="3" strokeLinecap="round" />
      <path d="M9 31c4.6-1 7.4-2.8 10.2-5.5s5.5-3.7 10.2-2.8" fill="none" stroke="#FBF7EE" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M19 7.5l1.5 3 3.3.5-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.5Z" fill="#D4A944" />
      <text x="45" y="22" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="20" fontWeight="700" letterSpacing="0.2">
        Riverbend
      </text>
      <text x="46" y="34" fill="#D4A944" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="8.5" fontWeight="700" letterSpacing="5">
        CASINO
      </text>
    </svg>
  );
}

export function RiverbendParentLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 160 28" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <path d="M2 20c4-1 6-4 9-7s6-4 10-3" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <text x="28" y="19" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fontWeight="700" letterSpacing="0.6">
        RIVERBEND RESORTS
      </text>
    </svg>
  );
}
