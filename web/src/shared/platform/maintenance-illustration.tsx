/**
 * The maintenance screen's default illustration (188 x 120): a browser
 * window with a gear and a wrench, drawn with the theme's colours so it fits every brand
 * and colour mode.
 */
export function MaintenanceIllustration() {
  return (
    <svg className="maintenance__image" width="188" height="120" viewBox="0 0 188 120" aria-hidden="true" focusable="false">
      <ellipse cx="94" cy="112" rx="78" ry="6" fill="var(--surface-3)" />
      <rect x="22" y="10" width="144" height="96" rx="10" fill="var(--surface)" stroke="var(--border-strong)" strokeWidth="2" />
      <path d="M22 20a10 10 0 0 1 10-10h124a10 10 0 0 1 10 10v8H22z" fill="var(--surface-3)" />
      <circle cx="34" cy="19" r="3" fill="var(--danger)" />
      <circle cx="44" cy="19" r="3" fill="var(--warning)" />
      <circle cx="54" cy="19" r="3" fill="var(--success)" />
      <rect x="36" y="40" width="52" height="6" rx="3" fill="var(--surface-3)" />
      <rect x="36" y="52" width="40" height="6" rx="3" fill="var(--surface-3)" />
      <rect x="36" y="64" width="46" height="6" rx="3" fill="var(--surface-3)" />
      <rect x="36" y="82" width="30" height="10" rx="5" fill="var(--primary)" opacity="0.85" />
      <g className="maintenance__gear" transform="translate(124 64)">
        <path
          d="M-4-24h8l1.6 6.4a18 18 0 0 1 5 2.1l5.7-3.4 5.7 5.7-3.4 5.7a18 18 0 0 1 2.1 5L24-4v8l-6.4 1.6a18 18 0 0 1-2.1 5l3.4 5.7-5.7 5.7-5.7-3.4a18 18 0 0 1-5 2.1L4 24h-8l-1.6-6.4a18 18 0 0 1-5-2.1l-5.7 3.4-5.7-5.7 3.4-5.7a18 18 0 0 1-2.1-5L-24 4v-8l6.4-1.6a18 18 0 0 1 2.1-5l-3.4-5.7 5.7-5.7 5.7 3.4a18 18 0 0 1 5-2.1z"
          fill="var(--primary)"
        />
        <circle r="8" fill="var(--surface)" />
      </g>
      <path
        d="M146 92l14 14a4 4 0 0 1-5.7 5.7l-14-14a10 10 0 0 1-12.6-12.9l6 6 5-1.3 1.3-5-6-6A10 10 0 0 1 146 92z"
        fill="var(--text-muted)"
      />
    </svg>
  );
}
