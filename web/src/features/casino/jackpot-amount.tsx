import { useEffect, useRef, useState } from 'react';
import type { CasinoMoneyFragment } from '@/graphql/graphql';
import { formatCents, formatMoney } from '@/shared/format/money';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';

/** How long the shown amount takes to count to a new value. */
export const TICK_MS = 600;

/**
 * A jackpot's amount. A new value counts up (or down, after a hit) over {@link TICK_MS}, at once
 * when the person asked for less motion; screen readers hear only the new value, politely
 * (`announce`: off where a label already names the amount, as on a game tile).
 */
export function JackpotAmount({ money, className = '', announce = true }: { money: CasinoMoneyFragment; className?: string; announce?: boolean }) {
  const target = Number(money.amountLong);
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState(target);
  const current = useRef(target);
  useEffect(() => {
    const from = current.current;
    if (reduced || from === target || typeof requestAnimationFrame !== 'function') {
      current.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / TICK_MS);
      const value = Math.round(from + (target - from) * t);
      current.current = value;
      setShown(value);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reduced]);
  return (
    <span className={`jackpot-amount ${className}`.trim()}>
      <span aria-hidden="true">{formatCents(shown, money.currency)}</span>
      {announce ? (
        <span className="sr-only" aria-live="polite" aria-atomic="true">
          {formatMoney(money)}
        </span>
      ) : null}
    </span>
  );
}
