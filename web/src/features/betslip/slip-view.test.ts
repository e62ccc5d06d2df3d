import { describe, expect, it } from 'vitest';
import { tabView } from './slip-view';
import { draftBet, leg, money, slip } from './test-fixtures';

const A = leg('a', 'Kansas City Chiefs');
const B = leg('b', 'Buffalo Bills');

describe('tab view totals', () => {
  it("takes the potential return from the server's section totals: a bonus bet's stake is not returned", () => {
    const bonus = draftBet('straight:a', 'STRAIGHT', [A], { amountSourceType: 'FREE_BET', betAmount: money(1000), totalBetAmount: money(1000), winAmount: money(909) });
    const cash = draftBet('straight:b', 'STRAIGHT', [B], { betAmount: money(500), totalBetAmount: money(500), winAmount: money(454) });
    const s = slip([A, B], { straight: [bonus, cash] });
    s.straight.totalPotentialReturnAmount = money(909 + 500 + 454);
    s.straight.totalPotentialBoostedReturnAmount = money(909 + 500 + 454);
    const view = tabView(s, 'straight', false);
    expect(view.totalCents).toBe(1500);
    // $9.09 for the bonus bet (no stake back) plus $9.54 for the cash bet.
    expect(view.returnCents).toBe(1863);
    expect(view.boostedReturnCents).toBe(1863);
  });

  it('adds the round robin section on the Parlay tab and keeps the boosted return apart', () => {
    const C = leg('c', 'Miami Dolphins');
    const s = slip([A, B, C]);
    s.parlay.totalPotentialReturnAmount = money(3000);
    s.parlay.totalPotentialBoostedReturnAmount = money(3500);
    s.roundRobin = { ...s.roundRobin, draftBets: [draftBet('round-robin:2', 'ROUND_ROBIN', [A, B, C])], totalPotentialReturnAmount: money(2000), totalPotentialBoostedReturnAmount: money(2000) };
    expect(tabView(s, 'parlay', true)).toMatchObject({ returnCents: 5000, boostedReturnCents: 5500 });
    expect(tabView(s, 'parlay', false)).toMatchObject({ returnCents: 3000, boostedReturnCents: 3500 });
  });
});
