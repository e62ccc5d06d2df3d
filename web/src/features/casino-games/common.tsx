import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { formatCents } from '@/shared/format/money';
import type { GameApi, GameApiError, GameSession, JackpotHit } from './api';

/** An amount in the session's currency. */
export function money(cents: number, currency: string): string {
  return formatCents(cents, currency);
}

/** "Jackpot! $10,000.05 from Gold Rush Mega." */
export function jackpotSentence(jackpot: JackpotHit, currency: string): string {
  return `Jackpot! ${money(jackpot.amountCents, currency)} from ${jackpot.name}.`;
}

/** The banner of a round that hit a jackpot (its payout is already in the balance). */
export function JackpotBanner({ jackpot, currency }: { jackpot: JackpotHit; currency: string }) {
  return (
    <div className="cg-jackpot" role="status">
      <p className="cg-jackpot__title">Jackpot! {money(jackpot.amountCents, currency)}</p>
      <p className="cg-jackpot__note">You won the whole {jackpot.name} pot. It is in your balance.</p>
    </div>
  );
}

/** What a game reports to the frame around it. */
export interface GameProps {
  api: GameApi;
  session: GameSession;
  /** A new balance (already told to the parent page by the API client). */
  onBalance: (balanceCents: number) => void;
  /** A round ended: what it paid back and a sentence describing it for the live region. */
  onResult: (winCents: number, sentence: string) => void;
  /** A call failed. */
  onError: (error: GameApiError) => void;
  /** Clears the error shown, when the player starts again. */
  onClearError: () => void;
}

/** "You won $4.50" or "No win this time", after an optional description of the result. */
export function resultSentence(winCents: number, currency: string, detail?: string): string {
  const verdict = winCents > 0 ? `You won ${money(winCents, currency)}` : 'No win this time';
  return detail ? `${detail}. ${verdict}` : verdict;
}

const LADDER_BASE = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000, 100000, 200000, 500000, 1000000];

/**
 * The stakes the selector steps through: round amounts between `min` and `max` that are whole
 * multiples of `step` (keno stakes are tens of cents, blackjack stakes even, slot totals a whole
 * line bet on every line), the smallest and the largest allowed ones included.
 */
export function stakeLadder(min: number, max: number, step = 1): number[] {
  const lowest = Math.ceil(Math.max(min, step) / step) * step;
  const highest = Math.floor(max / step) * step;
  if (highest < lowest) return [];
  const values = new Set<number>([lowest, highest]);
  for (const base of LADDER_BASE) {
    const value = Math.ceil(base / step) * step;
    if (value >= lowest && value <= highest) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

const PREFERRED_CHIPS = [50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** A few of the ladder's values for one-tap chips: the lowest, then the round amounts nearest to common chips. */
export function presetChips(ladder: number[], count = 6): number[] {
  if (ladder.length <= count) return ladder;
  const picks = new Set<number>(ladder.slice(0, 1));
  for (const chip of PREFERRED_CHIPS) picks.add(nearestOnLadder(ladder, chip));
  return [...picks].sort((a, b) => a - b).slice(0, count);
}

/** The ladder's value nearest to `wanted` (the first one when the ladder is empty). */
export function nearestOnLadder(ladder: number[], wanted: number): number {
  let best = ladder[0] ?? wanted;
  for (const value of ladder) if (Math.abs(value - wanted) < Math.abs(best - wanted)) best = value;
  return best;
}

/** The stake: preset chips and -/+ buttons over the allowed stakes. */
export function StakeSelector({
  label,
  value,
  ladder,
  currency,
  onChange,
  disabled = false,
  hint,
}: {
  label: string;
  value: number;
  ladder: number[];
  currency: string;
  onChange: (cents: number) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  const index = ladder.indexOf(value);
  const lower = index > 0 ? ladder[index - 1] : undefined;
  const higher = index >= 0 && index < ladder.length - 1 ? ladder[index + 1] : undefined;
  return (
    <div className="cg-stake" role="group" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <div className="cg-stake__row">
        <span id={`${id}-label`} className="cg-stake__label">
          {label}
        </span>
        <button type="button" className="cg-btn cg-btn--icon" aria-label={`Lower ${label.toLowerCase()}`} disabled={disabled || lower === undefined} onClick={() => lower !== undefined && onChange(lower)}>
          <Minus size={16} aria-hidden="true" />
        </button>
        <output className="cg-stake__value" aria-label={`${label}: ${money(value, currency)}`}>
          {money(value, currency)}
        </output>
        <button type="button" className="cg-btn cg-btn--icon" aria-label={`Raise ${label.toLowerCase()}`} disabled={disabled || higher === undefined} onClick={() => higher !== undefined && onChange(higher)}>
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
      <div className="cg-stake__chips">
        {presetChips(ladder).map((chip) => (
          <button
            key={chip}
            type="button"
            className="cg-chip"
            aria-pressed={chip === value}
            aria-label={`${label} ${money(chip, currency)}`}
            disabled={disabled}
            onClick={() => onChange(chip)}
          >
            {money(chip, currency)}
          </button>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="cg-stake__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
