import { describe, expect, it } from 'vitest';
import { placeButtonState, type ButtonInput } from './button-rules';

const base: ButtonInput = {
  loggedIn: true,
  selections: 2,
  busy: false,
  placed: false,
  amountsUpdating: false,
  displayTypes: [],
  optimizations: false,
  totalCents: 1000,
  placeableBets: 1,
  amountHasNonZeroDigit: true,
};
const state = (over: Partial<ButtonInput>) => placeButtonState({ ...base, ...over });

describe('place bet button', () => {
  it('logged out: Log In to Bet', () => {
    expect(state({ loggedIn: false })).toMatchObject({ label: 'Log In to Bet', action: 'login', disabled: false });
    expect(state({ loggedIn: false, selections: 0 }).disabled).toBe(true);
  });

  it('logged in: Place Bet; with optimizations Bet and the total', () => {
    expect(state({})).toMatchObject({ label: 'Place Bet', action: 'place', disabled: false });
    expect(state({ optimizations: true, totalCents: 123456 }).label).toBe('Bet $1,234.56');
  });

  it('loading: disabled with a spinner', () => {
    expect(state({ busy: true })).toMatchObject({ disabled: true, loading: true });
  });

  it('success: Bet Placed, disabled', () => {
    expect(state({ placed: true })).toMatchObject({ label: 'Bet Placed', disabled: true });
  });

  it('odds changed: Accept Changes, or Accept Changes & Bet with optimizations', () => {
    expect(state({ displayTypes: ['ODDS_CHANGED'] })).toMatchObject({ label: 'Accept Changes', action: 'accept', disabled: false });
    expect(state({ displayTypes: ['ODDS_CHANGED'], optimizations: true })).toMatchObject({ label: 'Accept Changes & Bet', action: 'acceptAndPlace', disabled: false });
  });

  it('deposit error: Deposit', () => {
    expect(state({ displayTypes: ['DEPOSIT'] })).toMatchObject({ label: 'Deposit', action: 'deposit', disabled: false });
  });

  it('retryable error: enabled only with a non-zero digit', () => {
    expect(state({ displayTypes: ['RETRYABLE'], amountHasNonZeroDigit: false }).disabled).toBe(true);
    expect(state({ displayTypes: ['RETRYABLE'] }).disabled).toBe(false);
  });

  it('geo or RG acknowledgement: disabled', () => {
    expect(state({ displayTypes: ['GEO'] }).disabled).toBe(true);
    expect(state({ displayTypes: ['RG_ACKNOWLEDGEMENT_REQUIRED'] }).disabled).toBe(true);
  });

  it('no selections, amounts updating or nothing placeable: disabled', () => {
    expect(state({ selections: 0 }).disabled).toBe(true);
    expect(state({ amountsUpdating: true }).disabled).toBe(true);
    expect(state({ placeableBets: 0 }).disabled).toBe(true);
  });
});
