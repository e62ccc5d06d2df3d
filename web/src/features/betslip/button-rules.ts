/**
 * The place-bet button (see docs/product/betslip.md), row by row, as a pure function of
 * what the slip and the session say.
 */
import { formatCents } from '@/shared/format/money';

export type DisplayType =
  | 'ODDS_CHANGED'
  | 'GEO'
  | 'RG_ACKNOWLEDGEMENT_REQUIRED'
  | 'DEPOSIT'
  | 'RETRYABLE'
  | 'ANONYMOUS_REGION'
  | 'BET_ALREADY_PLACED'
  | 'BET_AMOUNT'
  | 'WIN_AMOUNT'
  | 'GENERIC'
  | 'INVALID'
  | 'RG_LIMIT'
  | 'SELECTION_DISABLED';

export type ButtonAction = 'login' | 'place' | 'accept' | 'acceptAndPlace' | 'deposit' | 'none';

export interface ButtonInput {
  loggedIn: boolean;
  /** Selections in the slip. */
  selections: number;
  /** A placement (or accept call) is under way. */
  busy: boolean;
  /** "Bet Placed" is showing (3 s after success). */
  placed: boolean;
  /** An amount edit waits for the server's answer. */
  amountsUpdating: boolean;
  /** Display types of the errors that apply to the open tab (slip, section, its bets, last placement). */
  displayTypes: readonly string[];
  /** Flag `oddsChangeOptimizations`. */
  optimizations: boolean;
  /** Total stake of the bets that would be placed, in cents. */
  totalCents: number;
  /** Bets with an amount and no bet or leg errors (other than odds changes). */
  placeableBets: number;
  /** The amount text has a non-zero digit (retryable errors allow the button only then). */
  amountHasNonZeroDigit: boolean;
}

export interface ButtonState {
  label: string;
  action: ButtonAction;
  disabled: boolean;
  loading: boolean;
}

export const PLACE_BET = 'Place Bet';
export const LOG_IN_TO_BET = 'Log In to Bet';
export const ACCEPT_CHANGES = 'Accept Changes';
export const ACCEPT_CHANGES_AND_BET = 'Accept Changes & Bet';
export const DEPOSIT = 'Deposit';
export const BET_PLACED = 'Bet Placed';
/** How long "Bet Placed" stays. */
export const BET_PLACED_MS = 3000;

export function placeButtonState(input: ButtonInput): ButtonState {
  const has = (t: DisplayType) => input.displayTypes.includes(t);
  const placeLabel = input.optimizations && input.totalCents > 0 ? `Bet ${formatCents(input.totalCents)}` : PLACE_BET;
  const off = (label: string, action: ButtonAction = 'none'): ButtonState => ({ label, action, disabled: true, loading: false });

  if (!input.loggedIn) {
    return { label: LOG_IN_TO_BET, action: 'login', disabled: input.selections === 0, loading: false };
  }
  if (input.busy) return { label: placeLabel, action: 'none', disabled: true, loading: true };
  if (input.placed) return off(BET_PLACED);
  if (input.selections === 0 || input.amountsUpdating) return off(placeLabel);
  if (has('GEO') || has('RG_ACKNOWLEDGEMENT_REQUIRED') || has('ANONYMOUS_REGION')) return off(placeLabel);
  if (has('DEPOSIT')) return { label: DEPOSIT, action: 'deposit', disabled: false, loading: false };
  if (has('ODDS_CHANGED')) {
    return input.optimizations
      ? { label: ACCEPT_CHANGES_AND_BET, action: 'acceptAndPlace', disabled: input.placeableBets === 0, loading: false }
      : { label: ACCEPT_CHANGES, action: 'accept', disabled: false, loading: false };
  }
  if (has('RETRYABLE')) {
    return { label: placeLabel, action: 'place', disabled: !input.amountHasNonZeroDigit || input.placeableBets === 0, loading: false };
  }
  return { label: placeLabel, action: 'place', disabled: input.placeableBets === 0, loading: false };
}
