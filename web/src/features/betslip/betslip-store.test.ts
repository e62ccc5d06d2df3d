import { beforeEach, describe, expect, it } from 'vitest';
import { useBetslipStore } from './betslip-store';
import { slipError } from './test-fixtures';

describe('betslip store', () => {
  beforeEach(() => useBetslipStore.getState().reset());

  it('a completed quick deposit returns to the slip and drops only the refusal for funds', () => {
    const funds = slipError('DEPOSIT', 'Insufficient funds. Deposit to place this bet.', 5, 'INSUFFICIENT_FUNDS');
    const odds = slipError('ODDS_CHANGED', 'Odds have changed. Please review and accept the changes.', 2);
    useBetslipStore.getState().setView('quickDeposit');
    useBetslipStore.getState().setPlacementErrors([funds, odds]);
    useBetslipStore.getState().depositCompleted();
    expect(useBetslipStore.getState().view).toBe('betslip');
    expect(useBetslipStore.getState().placementErrors).toEqual([odds]);
  });
});
