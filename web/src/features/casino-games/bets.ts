/**
 * Building the `casino_games::Bets` JSON the provider's `POST /rounds` takes, with the crate's
 * serde shapes and its validation rules (crates/casino-games/src/roulette/bet.rs), so a bet the
 * server would refuse is caught before it is sent.
 */
import type { Bets, RouletteBet, Wager } from './api';

/** The highest number on a European wheel. */
export const HIGHEST = 36;

/** The red numbers (`casino_games::roulette::RED`). */
export const RED: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export type PocketColour = 'green' | 'red' | 'black';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED.includes(pocket) ? 'red' : 'black';
}

/** A roulette bet as the layout thinks of it; `rouletteBet` turns it into the serde JSON. */
export type BetSpec =
  | { kind: 'straight'; number: number }
  | { kind: 'split'; numbers: [number, number] }
  | { kind: 'street'; numbers: [number, number, number] }
  | { kind: 'corner'; numbers: [number, number, number, number] }
  | { kind: 'six_line'; numbers: [number, number, number, number, number, number] }
  | { kind: 'column'; column: number }
  | { kind: 'dozen'; dozen: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

export class InvalidBetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidBetError';
  }
}

function checkNumbers(numbers: readonly number[]): void {
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < 0 || n > HIGHEST) throw new InvalidBetError(`There is no number ${n} on a European wheel.`);
  }
}

function ascending<T extends number[]>(numbers: T): T {
  return [...numbers].sort((a, b) => a - b) as T;
}

function sameAs(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/**
 * The serde JSON of `casino_games::roulette::Bet` for `spec`: an externally tagged `BetKind`,
 * snake_case, numbers of splits, streets, corners and six lines sorted ascending (as the crate
 * stores them). Throws `InvalidBetError` for a shape the crate refuses.
 */
export function rouletteBet(spec: BetSpec): RouletteBet {
  switch (spec.kind) {
    case 'straight':
      checkNumbers([spec.number]);
      return { straight: spec.number };
    case 'split': {
      checkNumbers(spec.numbers);
      const [a, b] = ascending(spec.numbers);
      const adjacent = a === 0 ? b >= 1 && b <= 3 : b === a + 3 || (b === a + 1 && a % 3 !== 0);
      if (!adjacent) throw new InvalidBetError(`${a} and ${b} are not two adjacent numbers.`);
      return { split: [a, b] };
    }
    case 'street': {
      checkNumbers(spec.numbers);
      const numbers = ascending(spec.numbers);
      const [a, b, c] = numbers;
      const street = sameAs(numbers, [0, 1, 2]) || sameAs(numbers, [0, 2, 3]) || (a % 3 === 1 && b === a + 1 && c === a + 2);
      if (!street) throw new InvalidBetError(`${numbers.join(', ')} are not a street.`);
      return { street: numbers };
    }
    case 'corner': {
      checkNumbers(spec.numbers);
      const numbers = ascending(spec.numbers);
      const [a, b, c, d] = numbers;
      const corner = sameAs(numbers, [0, 1, 2, 3]) || (a % 3 !== 0 && b === a + 1 && c === a + 3 && d === a + 4);
      if (!corner) throw new InvalidBetError(`${numbers.join(', ')} do not meet at a corner.`);
      return { corner: numbers };
    }
    case 'six_line': {
      checkNumbers(spec.numbers);
      const numbers = ascending(spec.numbers);
      const first = numbers[0];
      if (first % 3 !== 1 || !numbers.every((n, i) => n === first + i)) throw new InvalidBetError(`${numbers.join(', ')} are not two adjacent streets.`);
      return { six_line: numbers };
    }
    case 'column':
      if (![1, 2, 3].includes(spec.column)) throw new InvalidBetError(`There is no column ${spec.column}: columns are 1, 2 and 3.`);
      return { column: spec.column };
    case 'dozen':
      if (![1, 2, 3].includes(spec.dozen)) throw new InvalidBetError(`There is no dozen ${spec.dozen}: dozens are 1, 2 and 3.`);
      return { dozen: spec.dozen };
    default:
      return spec.kind;
  }
}

/** The most wagers one spin takes (`casino_games::roulette::MAX_WAGERS`). */
export const MAX_WAGERS = 200;

/** `casino_games::roulette::Wager`: a stake is a whole, positive number of cents. */
export function wager(spec: BetSpec, stakeCents: number): Wager {
  if (!Number.isInteger(stakeCents) || stakeCents < 1) throw new InvalidBetError('A stake must be at least one cent.');
  return { bet: rouletteBet(spec), stake_cents: stakeCents };
}

export function rouletteBets(wagers: Wager[]): Bets {
  if (wagers.length === 0) throw new InvalidBetError('Place a chip on the layout first.');
  if (wagers.length > MAX_WAGERS) throw new InvalidBetError(`A spin takes at most ${MAX_WAGERS} wagers.`);
  return { roulette: wagers };
}

export function slotBets(lineBetCents: number): Bets {
  return { slot: { line_bet_cents: lineBetCents } };
}

export function kenoBets(picks: number[], stakeCents: number): Bets {
  return { keno: { picks: ascending(picks), stake_cents: stakeCents } };
}

/** The numbers a bet covers (0 only for straight, split, street and corner bets that name it). */
export function covers(bet: RouletteBet, pocket: number): boolean {
  if (typeof bet === 'string') {
    if (pocket === 0) return false;
    switch (bet) {
      case 'red':
        return RED.includes(pocket);
      case 'black':
        return !RED.includes(pocket);
      case 'odd':
        return pocket % 2 === 1;
      case 'even':
        return pocket % 2 === 0;
      case 'low':
        return pocket <= 18;
      case 'high':
        return pocket >= 19;
    }
  }
  if ('straight' in bet) return bet.straight === pocket;
  if ('column' in bet) return pocket !== 0 && pocket % 3 === bet.column % 3;
  if ('dozen' in bet) return pocket !== 0 && Math.floor((pocket - 1) / 12) + 1 === bet.dozen;
  const numbers: readonly number[] = 'split' in bet ? bet.split : 'street' in bet ? bet.street : 'corner' in bet ? bet.corner : bet.six_line;
  return numbers.includes(pocket);
}

const ORDINAL = ['', '1st', '2nd', '3rd'];

/** A bet's name for the layout, the wager list and screen readers. */
export function betLabel(bet: RouletteBet): string {
  if (typeof bet === 'string') {
    return { red: 'Red', black: 'Black', odd: 'Odd', even: 'Even', low: '1 to 18', high: '19 to 36' }[bet];
  }
  if ('straight' in bet) return `Number ${bet.straight}`;
  if ('column' in bet) return `${ORDINAL[bet.column] ?? bet.column} column`;
  if ('dozen' in bet) return `${ORDINAL[bet.dozen] ?? bet.dozen} dozen`;
  if ('split' in bet) return `Split ${bet.split.join('/')}`;
  if ('street' in bet) return `Street ${bet.street.join('/')}`;
  if ('corner' in bet) return `Corner ${bet.corner.join('/')}`;
  return `Six line ${bet.six_line[0]}–${bet.six_line[5]}`;
}

/** A stable key for a bet (wagers on the same bet are shown as one pile). */
export function betKey(bet: RouletteBet): string {
  return JSON.stringify(bet);
}
