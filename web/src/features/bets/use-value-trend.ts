import { useEffect, useRef, useState } from 'react';
import { ODDS_HIGHLIGHT_MS } from '@/shared/ui/odds';

export type ValueTrend = 'up' | 'down';

/** Cents as a BigInt, or null for anything that is not whole cents. */
function cents(value: string | null): bigint | null {
  return value !== null && /^-?\d+$/.test(value) ? BigInt(value) : null;
}

/**
 * Watches an amount in cents (as text): after it moves, `trend` says which way for 2 s (the
 * same highlight as a moved price), `last` is the way of the latest move, and `moves` counts the moves, so a screen-reader message
 * can be said again when the value moves the same way twice. The first value is no move.
 */
export function useValueTrend(value: string | null): { trend: ValueTrend | null; last: ValueTrend | null; moves: number } {
  const previous = useRef<bigint | null>(cents(value));
  const [state, setState] = useState<{ trend: ValueTrend | null; last: ValueTrend | null; moves: number }>({ trend: null, last: null, moves: 0 });

  useEffect(() => {
    const next = cents(value);
    const before = previous.current;
    previous.current = next;
    if (next === null || before === null || next === before) return;
    const direction: ValueTrend = next > before ? 'up' : 'down';
    setState((s) => ({ trend: direction, last: direction, moves: s.moves + 1 }));
    const timer = setTimeout(() => setState((s) => ({ ...s, trend: null })), ODDS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [value]);

  return state;
}
