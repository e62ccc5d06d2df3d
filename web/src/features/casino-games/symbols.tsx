import type { SlotSymbol } from './api';

/**
 * The slot's symbols, drawn here (no emoji font needed, the same on every device): each is a
 * 48x48 SVG, decorative (the reel cell carries the symbol's name).
 */
export function SymbolArt({ symbol }: { symbol: SlotSymbol }) {
  return (
    <svg viewBox="0 0 48 48" width="100%" height="100%" aria-hidden="true" focusable="false" className="cg-symbol__art">
      {ART[symbol]}
    </svg>
  );
}

const ART: Record<SlotSymbol, React.ReactNode> = {
  wild: (
    <>
      <rect x="3" y="12" width="42" height="24" rx="6" fill="#7c3aed" />
      <text x="24" y="29.5" textAnchor="middle" fontSize="13" fontWeight="900" fill="#fff" fontFamily="Inter, system-ui, sans-serif">
        WILD
      </text>
    </>
  ),
  scatter: <path d="M24 4l5.9 12 13.1 1.9-9.5 9.3 2.2 13.1L24 34.1 12.3 40.3l2.2-13.1L5 17.9 18.1 16z" fill="#f59e0b" stroke="#b45309" strokeWidth="2" strokeLinejoin="round" />,
  seven: (
    <text x="24" y="39" textAnchor="middle" fontSize="40" fontWeight="900" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" fontFamily="Inter, system-ui, sans-serif">
      7
    </text>
  ),
  bar: (
    <>
      <rect x="4" y="15" width="40" height="18" rx="4" fill="#111827" />
      <text x="24" y="29" textAnchor="middle" fontSize="12" fontWeight="900" fill="#fff" fontFamily="Inter, system-ui, sans-serif">
        BAR
      </text>
    </>
  ),
  bell: (
    <>
      <path d="M24 6c-8 0-12 7-12 15v8l-5 6h34l-5-6v-8c0-8-4-15-12-15z" fill="#facc15" stroke="#a16207" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="24" cy="39" r="4" fill="#a16207" />
    </>
  ),
  melon: (
    <>
      <path d="M5 18a19 19 0 0 0 38 0z" fill="#16a34a" />
      <path d="M9 18a15 15 0 0 0 30 0z" fill="#ef4444" />
      <circle cx="18" cy="24" r="1.6" fill="#111827" />
      <circle cx="24" cy="28" r="1.6" fill="#111827" />
      <circle cx="30" cy="24" r="1.6" fill="#111827" />
    </>
  ),
  plum: (
    <>
      <ellipse cx="24" cy="27" rx="14" ry="15" fill="#7e22ce" />
      <path d="M24 12c1-4 4-6 8-7" stroke="#166534" strokeWidth="3" fill="none" strokeLinecap="round" />
      <ellipse cx="19" cy="22" rx="3" ry="5" fill="#c084fc" opacity="0.6" />
    </>
  ),
  orange: (
    <>
      <circle cx="24" cy="26" r="16" fill="#f97316" />
      <path d="M24 10c2-4 6-5 9-4-2 3-5 5-9 4z" fill="#15803d" />
      <circle cx="19" cy="21" r="3" fill="#fdba74" opacity="0.7" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="24" cy="25" rx="18" ry="13" fill="#fde047" stroke="#ca8a04" strokeWidth="2" />
      <ellipse cx="18" cy="21" rx="5" ry="3" fill="#fef9c3" opacity="0.8" />
    </>
  ),
  cherry: (
    <>
      <path d="M16 30c2-10 6-18 16-24M32 30c-1-9 0-17 0-24" stroke="#166534" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="15" cy="34" r="9" fill="#dc2626" />
      <circle cx="33" cy="34" r="9" fill="#b91c1c" />
      <circle cx="12" cy="31" r="2.5" fill="#fca5a5" />
    </>
  ),
};
