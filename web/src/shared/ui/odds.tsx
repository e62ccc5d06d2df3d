import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { comparePayout, formatOdds, type OddsFormat, type OddsLike } from '@/shared/format/odds';
import { useCurrentOddsFormat, useShowsOddsTrend } from '@/shared/odds/odds-format-store';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import './odds.css';

/** How long a moved price stays highlighted (see docs/product/sports-and-odds.md). */
export const ODDS_HIGHLIGHT_MS = 2000;
/** How long the digits roll to a new price. */
export const ODDS_ROLL_MS = 900;
/** Prices with more digits than this change without rolling. */
export const ODDS_ROLL_MAX_DIGITS = 10;

export type OddsTrend = 'up' | 'down';

/**
 * Watches a price as shown: after the text on screen moves (a new price, not a new format,
 * and not a new fraction that shows the same), `trend` says which way for 2 s and `rolling`
 * is true for the 900 ms roll. With `shown` false, moves are followed but not reported (the
 * next move after it turns true is measured from the last price).
 */
export function useOddsMovement(odds: OddsLike | null | undefined, text: string, format: OddsFormat, shown = true): { trend: OddsTrend | null; rolling: boolean } {
  const key = `${format}|${text}`;
  const previous = useRef<{ text: string; format: OddsFormat; odds: OddsLike | null | undefined }>({ text, format, odds });
  const [trend, setTrend] = useState<OddsTrend | null>(null);
  const [rolling, setRolling] = useState(false);

  useEffect(() => {
    const before = previous.current;
    previous.current = { text, format, odds };
    if (!shown || !odds || before.format !== format || before.text === text) return;
    const direction = comparePayout(before.odds, odds);
    if (direction === 0) return;
    setTrend(direction > 0 ? 'up' : 'down');
    setRolling(true);
    const rollTimer = setTimeout(() => setRolling(false), ODDS_ROLL_MS);
    const trendTimer = setTimeout(() => setTrend(null), ODDS_HIGHLIGHT_MS);
    return () => {
      clearTimeout(rollTimer);
      clearTimeout(trendTimer);
    };
    // The price is read through its displayed text: a new object with the same text is not a move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { trend, rolling };
}

/**
 * The visible layer of a rolling price. Digits are columns whose strip of 0-9 slides to the
 * digit (CSS-generated, so the element's text stays the plain price); columns are keyed from
 * the right so "+95" -> "+105" rolls the units and tens and adds a column on the left.
 */
function RollingText({ text, rolling }: { text: string; rolling: boolean }) {
  const chars = text.split('');
  return (
    <span className={`odds-roll${rolling ? ' odds-roll--rolling' : ''}`} aria-hidden="true">
      {chars.map((c, i) => {
        const fromRight = chars.length - i;
        return /\d/.test(c) ? (
          <span key={`d${fromRight}`} className="odds-roll__col" style={{ '--digit': c } as CSSProperties} />
        ) : (
          <span key={`c${fromRight}:${c}`} className="odds-roll__char" data-char={c} />
        );
      })}
    </span>
  );
}

export interface OddsProps {
  odds: OddsLike | null | undefined;
  /** Defaults to the viewer's preference. */
  format?: OddsFormat;
  className?: string;
  /** Set false for prices that never tick (a settled bet). */
  live?: boolean;
  /**
   * Show movement even when the content setting "show price movement" is off (the betslip,
   * where a moved price is something to review, not decoration).
   */
  alwaysShowMovement?: boolean;
}

/**
 * Every price in the app goes through here: the viewer's format (American "+150", "-110",
 * "Even"; decimal "2.50"), tabular numerals, a 2 s up (green) or down (red) highlight after
 * a move, and the 900 ms digit roll (prices of at most 10 digits; none under
 * prefers-reduced-motion, nor when the account holder turned "show price movement" off).
 */
export function Odds({ odds, format, className, live = true, alwaysShowMovement = false }: OddsProps) {
  const preferred = useCurrentOddsFormat();
  const showsTrend = useShowsOddsTrend();
  const moving = live && (showsTrend || alwaysShowMovement);
  const shown = format ?? preferred;
  const text = formatOdds(odds, shown);
  const { trend, rolling } = useOddsMovement(live ? odds : null, text, shown, moving);
  const reduced = usePrefersReducedMotion();
  const digits = text.replace(/\D/g, '').length;
  const roll = moving && !reduced && digits > 0 && digits <= ODDS_ROLL_MAX_DIGITS;
  return (
    <span className={['odds', className ?? ''].filter(Boolean).join(' ')} data-trend={trend ?? undefined} data-rolling={rolling && roll ? '' : undefined}>
      {roll ? (
        <>
          <RollingText text={text} rolling={rolling} />
          <span className="odds__text">{text}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
