import type { LogoProps } from '../types';

/** Silver Mesa mark: a mesa silhouette in silver under a turquoise sun. */
export function SilvermesaMark({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 40 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <circle cx="20" cy="20" r="19" fill="#22252B" stroke="#C0C6CF" strokeWidth="2" />
      <circle cx="20" cy="18" r="7" fill="#2BB3A7" />
      <path d="M5.5 28 9.5 28 12.5 21.5 27.5 21.5 30 25 32 25 34.5 28Z" fill="#C0C6CF" />
      <path d="M3.9 28H36.1A18 18 0 0 1 3.9 28Z" fill="#2BB3A7" opacity="0.45" />
    </svg>
  );
}

export function SilvermesaLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 190 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <circle cx="19" cy="20" r="17.5" fill="#22252B" stroke="#C0C6CF" strokeWidth="2" />
      <circle cx="19" cy="18.2" r="6.4" fill="#2BB3A7" />
      <path d="M5.3 27.2h3.7l2.8-6h14.4l2.3 3.3h1.9l2.3 2.7Z" fill="#C0C6CF" />
      <path d="M3.9 27.2H34.1A16.3 16.3 0 0 1 3.9 27.2Z" fill="#2BB3A7" opacity="0.45" />
      <text x="44" y="22" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="18" fontWeight="800" letterSpacing="1.8">
        SILVER MESA
      </text>
      <rect x="45" y="28" width="20" height="2" fill="#2BB3A7" />
      <text x="70" y="32.5" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="8" fontWeight="600" letterSpacing="4.6" opacity="0.85">
        CASINO
      </text>
    </svg>
  );
}

export function SilvermesaParentLogo({ title, ...props }: LogoProps) {
  return (
    <svg viewBox="0 0 160 28" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <path d="M2 22h20l-4-6h-3l-1.5-2h-5L7 16H6Z" fill="currentColor" />
      <text x="28" y="19" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fontWeight="700" letterSpacing="0.6">
        MESA HOSPITALITY
      </text>
    </svg>
  );
}
