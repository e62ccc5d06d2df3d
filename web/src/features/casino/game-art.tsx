/**
 * Tile art the app draws itself (no images): slot reels with symbols, a roulette wheel,
 * playing cards, keno balls. Colours come from the brand's tokens through the classes of
 * casino.css. Decorative: the tile names the game in text.
 */
export type GameArtKind = 'slot' | 'roulette' | 'blackjack' | 'keno';

const KINDS: readonly string[] = ['slot', 'roulette', 'blackjack', 'keno'];

export function artKind(art: string): GameArtKind | null {
  return KINDS.includes(art) ? (art as GameArtKind) : null;
}

function SlotArt() {
  const symbols = [
    ['7', 'cherry', 'bar'],
    ['bar', '7', 'star'],
    ['star', 'cherry', '7'],
  ];
  return (
    <>
      <rect x="14" y="18" width="132" height="64" rx="10" className="art-frame" />
      {symbols.map((reel, r) => (
        <g key={r} transform={`translate(${22 + r * 40} 24)`}>
          <rect width="36" height="52" rx="6" className="art-reel" />
          {reel.map((s, i) => {
            const cy = 9 + i * 17;
            if (s === '7') {
              return (
                <text key={i} x="18" y={cy + 5} textAnchor="middle" className="art-seven">
                  7
                </text>
              );
            }
            if (s === 'cherry') {
              return (
                <g key={i}>
                  <circle cx="14" cy={cy + 2} r="4" className="art-cherry" />
                  <circle cx="22" cy={cy + 3} r="4" className="art-cherry" />
                  <path d={`M14 ${cy - 2} Q18 ${cy - 8} 22 ${cy - 1}`} className="art-stem" />
                </g>
              );
            }
            if (s === 'bar') return <rect key={i} x="8" y={cy - 3} width="20" height="7" rx="2" className="art-bar" />;
            return <path key={i} d={starPath(18, cy, 6, 2.6)} className="art-star" />;
          })}
        </g>
      ))}
      <rect x="14" y="46" width="132" height="3" className="art-payline" />
    </>
  );
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join(' L')} Z`;
}

function RouletteArt() {
  const n = 18;
  const cx = 80;
  const cy = 50;
  const r = 40;
  return (
    <>
      <circle cx={cx} cy={cy} r={r + 4} className="art-frame" />
      <g className="art-wheel">
        {Array.from({ length: n }, (_, i) => {
          const a0 = (2 * Math.PI * i) / n;
          const a1 = (2 * Math.PI * (i + 1)) / n;
          const d = `M${cx} ${cy} L${(cx + r * Math.cos(a0)).toFixed(2)} ${(cy + r * Math.sin(a0)).toFixed(2)} A${r} ${r} 0 0 1 ${(cx + r * Math.cos(a1)).toFixed(2)} ${(cy + r * Math.sin(a1)).toFixed(2)} Z`;
          return <path key={i} d={d} className={i === 0 ? 'art-pocket-zero' : i % 2 ? 'art-pocket-red' : 'art-pocket-black'} />;
        })}
        <circle cx={cx} cy={cy} r={r * 0.55} className="art-reel" />
        <circle cx={cx} cy={cy} r={6} className="art-hub" />
      </g>
      <circle cx={cx + r * 0.72} cy={cy - r * 0.3} r={3.5} className="art-ball" />
    </>
  );
}

function CardShape({ x, y, rotate, rank, suit, red }: { x: number; y: number; rotate: number; rank: string; suit: string; red: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-20" y="-28" width="40" height="56" rx="5" className="art-card" />
      <text x="-14" y="-14" className={red ? 'art-card-red' : 'art-card-black'}>
        {rank}
      </text>
      <text x="0" y="10" textAnchor="middle" className={`art-card-suit ${red ? 'art-card-red' : 'art-card-black'}`}>
        {suit}
      </text>
    </g>
  );
}

function BlackjackArt() {
  return (
    <>
      <ellipse cx="80" cy="88" rx="70" ry="10" className="art-felt" />
      <CardShape x={62} y={50} rotate={-12} rank="A" suit="♠" red={false} />
      <CardShape x={98} y={50} rotate={10} rank="K" suit="♥" red />
      <circle cx="132" cy="80" r="9" className="art-chip" />
      <circle cx="132" cy="80" r="5" className="art-chip-inner" />
    </>
  );
}

function KenoArt() {
  const balls = [7, 18, 23, 41, 56, 62, 70, 80];
  return (
    <>
      {balls.map((b, i) => {
        const x = 24 + (i % 4) * 37;
        const y = 30 + Math.floor(i / 4) * 38;
        return (
          <g key={b}>
            <circle cx={x} cy={y} r="15" className={i % 3 === 0 ? 'art-ball-hit' : 'art-ball-plain'} />
            <circle cx={x} cy={y} r="9" className="art-ball-face" />
            <text x={x} y={y + 4} textAnchor="middle" className="art-ball-number">
              {b}
            </text>
          </g>
        );
      })}
    </>
  );
}

function FallbackArt() {
  return (
    <>
      <rect x="55" y="25" width="50" height="50" rx="10" className="art-card" />
      {[
        [68, 38],
        [92, 38],
        [80, 50],
        [68, 62],
        [92, 62],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4" className="art-hub" />
      ))}
    </>
  );
}

/** The art of a game tile (or the game page's header), 160x100 and scaled by its box. */
export function GameArt({ art, className }: { art: string; className?: string }) {
  const kind = artKind(art);
  return (
    <svg viewBox="0 0 160 100" className={`game-art game-art--${kind ?? 'other'}${className ? ` ${className}` : ''}`} aria-hidden="true" focusable="false" data-art={kind ?? 'other'}>
      <rect width="160" height="100" className="art-bg" />
      {kind === 'slot' ? <SlotArt /> : kind === 'roulette' ? <RouletteArt /> : kind === 'blackjack' ? <BlackjackArt /> : kind === 'keno' ? <KenoArt /> : <FallbackArt />}
    </svg>
  );
}
