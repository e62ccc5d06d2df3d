/**
 * A promotion's art, drawn by the app in the brand's colours (no images): the server names
 * the art (`image.art`) and the screen picks the size. `banner` is the wide strip (the welcome
 * card's 330x117, the promotion page's up to 920 wide); `card` the pick-one card's 482x301.
 * Colours come from the brand's tokens through promotions.css.
 */
export type PromotionArtKind = 'welcome' | 'depositMatch' | 'profitBoost' | 'secondChance' | 'freeSpins' | 'bonusCash' | 'credits';
export type PromotionArtLayout = 'banner' | 'card';

const KINDS: readonly PromotionArtKind[] = ['welcome', 'depositMatch', 'profitBoost', 'secondChance', 'freeSpins', 'bonusCash', 'credits'];

/** The art key, or `welcome` for a key this app does not draw (a newer server's). */
export function artKind(art: string): PromotionArtKind {
  return (KINDS as readonly string[]).includes(art) ? (art as PromotionArtKind) : 'welcome';
}

const SIZES: Record<PromotionArtLayout, { w: number; h: number }> = {
  banner: { w: 330, h: 117 },
  card: { w: 482, h: 301 },
};

/** The motifs, each drawn in a 100x100 box. */
function Motif({ kind }: { kind: PromotionArtKind }) {
  switch (kind) {
    case 'welcome':
      return (
        <>
          <rect x="14" y="40" width="72" height="52" rx="6" className="pa-main" />
          <rect x="8" y="28" width="84" height="18" rx="5" className="pa-main pa-shade" />
          <rect x="44" y="28" width="12" height="64" className="pa-ribbon" />
          <path d="M50 28 C38 6 18 14 30 26 Z M50 28 C62 6 82 14 70 26 Z" className="pa-ribbon" />
        </>
      );
    case 'depositMatch':
      return (
        <>
          <ellipse cx="38" cy="70" rx="28" ry="10" className="pa-coin-edge" />
          <rect x="10" y="52" width="56" height="18" className="pa-coin-edge" />
          <ellipse cx="38" cy="52" rx="28" ry="10" className="pa-coin" />
          <ellipse cx="62" cy="44" rx="28" ry="10" className="pa-coin-edge" />
          <rect x="34" y="26" width="56" height="18" className="pa-coin-edge" />
          <ellipse cx="62" cy="26" rx="28" ry="10" className="pa-coin" />
          <text x="62" y="31" textAnchor="middle" className="pa-glyph pa-glyph--sm">
            2x
          </text>
        </>
      );
    case 'profitBoost':
      return (
        <>
          <rect x="10" y="64" width="16" height="28" rx="3" className="pa-main pa-shade" />
          <rect x="34" y="50" width="16" height="42" rx="3" className="pa-main pa-shade" />
          <rect x="58" y="34" width="16" height="58" rx="3" className="pa-main" />
          <path d="M10 52 L40 30 L56 40 L86 12" className="pa-line" />
          <path d="M72 10 L90 8 L88 26 Z" className="pa-ribbon" />
        </>
      );
    case 'secondChance':
      return (
        <>
          <path d="M50 12 A38 38 0 1 1 14 40" className="pa-line pa-line--thick" />
          <path d="M4 30 L16 46 L26 28 Z" className="pa-ribbon" />
          <rect x="30" y="36" width="40" height="30" rx="4" className="pa-main" />
          <path d="M30 51 h40" className="pa-perforation" />
        </>
      );
    case 'freeSpins':
      return (
        <>
          <rect x="4" y="22" width="92" height="58" rx="8" className="pa-main" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={12 + i * 27} y="30" width="22" height="42" rx="4" className="pa-reel" />
              <text x={23 + i * 27} y="58" textAnchor="middle" className="pa-seven">
                7
              </text>
            </g>
          ))}
          <rect x="92" y="30" width="6" height="30" rx="3" className="pa-ribbon" />
        </>
      );
    case 'bonusCash':
      return (
        <>
          <rect x="14" y="24" width="76" height="44" rx="5" className="pa-main pa-shade" transform="rotate(-8 52 46)" />
          <rect x="8" y="38" width="76" height="44" rx="5" className="pa-main" />
          <circle cx="46" cy="60" r="13" className="pa-coin" />
          <text x="46" y="66" textAnchor="middle" className="pa-glyph pa-glyph--sm">
            $
          </text>
        </>
      );
    case 'credits':
      return (
        <>
          <circle cx="50" cy="52" r="38" className="pa-coin-edge" />
          <circle cx="50" cy="48" r="36" className="pa-coin" />
          <path d="M50 24 L57 40 L74 41 L61 52 L65 69 L50 60 L35 69 L39 52 L26 41 L43 40 Z" className="pa-ribbon" />
        </>
      );
  }
}

export function PromotionArt({
  art,
  alt,
  layout,
  className,
}: {
  art: string;
  /** What a screen reader hears; leave it out where the art is beside its title (decorative). */
  alt?: string;
  layout: PromotionArtLayout;
  className?: string;
}) {
  const kind = artKind(art);
  const { w, h } = SIZES[layout];
  const motif = layout === 'banner' ? h * 0.8 : h * 0.56;
  const mx = layout === 'banner' ? w - motif - 24 : (w - motif) / 2;
  const my = (h - motif) / 2;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="xMidYMid slice"
      className={['promo-art', `promo-art--${layout}`, `promo-art--${kind}`, className ?? ''].filter(Boolean).join(' ')}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
    >
      <rect width={w} height={h} className="pa-bg" />
      <circle cx={w * 0.12} cy={h * 1.05} r={h * 0.7} className="pa-glow" />
      <circle cx={w * 0.9} cy={-h * 0.1} r={h * 0.55} className="pa-glow pa-glow--soft" />
      {Array.from({ length: 6 }, (_, i) => (
        <circle key={i} cx={((i * 53) % w) + 12} cy={((i * 37) % h) + 10} r={2 + (i % 3)} className="pa-dot" />
      ))}
      <g transform={`translate(${mx} ${my}) scale(${motif / 100})`}>
        <Motif kind={kind} />
      </g>
    </svg>
  );
}
