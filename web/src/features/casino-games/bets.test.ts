import { describe, expect, it } from 'vitest';
import { betLabel, covers, InvalidBetError, kenoBets, pocketColour, rouletteBet, rouletteBets, slotBets, wager } from './bets';
import { mergeChips } from './roulette';

// The JSON below is what serde writes for crates/casino-games (record.rs `Bets`, roulette/bet.rs
// `BetKind` behind `Bet`'s `into = "BetKind"`, `Wager`'s `stake` renamed `stake_cents`).
describe('roulette bet JSON', () => {
  it('writes every bet kind as the externally tagged, snake_case BetKind', () => {
    expect(JSON.stringify(rouletteBet({ kind: 'straight', number: 17 }))).toBe('{"straight":17}');
    expect(JSON.stringify(rouletteBet({ kind: 'straight', number: 0 }))).toBe('{"straight":0}');
    expect(JSON.stringify(rouletteBet({ kind: 'split', numbers: [20, 17] }))).toBe('{"split":[17,20]}');
    expect(JSON.stringify(rouletteBet({ kind: 'split', numbers: [0, 3] }))).toBe('{"split":[0,3]}');
    expect(JSON.stringify(rouletteBet({ kind: 'street', numbers: [18, 16, 17] }))).toBe('{"street":[16,17,18]}');
    expect(JSON.stringify(rouletteBet({ kind: 'street', numbers: [0, 2, 3] }))).toBe('{"street":[0,2,3]}');
    expect(JSON.stringify(rouletteBet({ kind: 'corner', numbers: [5, 1, 4, 2] }))).toBe('{"corner":[1,2,4,5]}');
    expect(JSON.stringify(rouletteBet({ kind: 'six_line', numbers: [6, 5, 4, 3, 2, 1] }))).toBe('{"six_line":[1,2,3,4,5,6]}');
    expect(JSON.stringify(rouletteBet({ kind: 'column', column: 2 }))).toBe('{"column":2}');
    expect(JSON.stringify(rouletteBet({ kind: 'dozen', dozen: 3 }))).toBe('{"dozen":3}');
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(JSON.stringify(rouletteBet({ kind }))).toBe(`"${kind}"`);
    }
  });

  it('writes the round record test bets of record.rs byte for byte', () => {
    const bets = rouletteBets([wager({ kind: 'red' }, 500), wager({ kind: 'corner', numbers: [1, 2, 4, 5] }, 500)]);
    expect(JSON.stringify(bets)).toBe('{"roulette":[{"bet":"red","stake_cents":500},{"bet":{"corner":[1,2,4,5]},"stake_cents":500}]}');
  });

  it('refuses what Bet::new refuses', () => {
    const refused = [
      () => rouletteBet({ kind: 'straight', number: 37 }),
      () => rouletteBet({ kind: 'split', numbers: [3, 4] }), // 3 ends a row, 4 starts the next
      () => rouletteBet({ kind: 'split', numbers: [18, 19] }),
      () => rouletteBet({ kind: 'split', numbers: [0, 4] }),
      () => rouletteBet({ kind: 'split', numbers: [7, 7] }),
      () => rouletteBet({ kind: 'street', numbers: [2, 3, 4] }),
      () => rouletteBet({ kind: 'street', numbers: [0, 1, 3] }),
      () => rouletteBet({ kind: 'corner', numbers: [3, 4, 6, 7] }),
      () => rouletteBet({ kind: 'six_line', numbers: [1, 2, 3, 4, 5, 7] }),
      () => rouletteBet({ kind: 'six_line', numbers: [2, 3, 4, 5, 6, 7] }),
      () => rouletteBet({ kind: 'column', column: 0 }),
      () => rouletteBet({ kind: 'dozen', dozen: 4 }),
      () => wager({ kind: 'red' }, 0),
      () => wager({ kind: 'red' }, 1.5),
      () => rouletteBets([]),
    ];
    for (const build of refused) expect(build).toThrow(InvalidBetError);
  });

  it('counts the crate’s 60 splits and 23 corners', () => {
    let splits = 0;
    let corners = 0;
    const valid = (build: () => unknown) => {
      try {
        build();
        return true;
      } catch {
        return false;
      }
    };
    for (let a = 0; a <= 36; a += 1) {
      for (let b = a + 1; b <= 36; b += 1) {
        if (valid(() => rouletteBet({ kind: 'split', numbers: [a, b] }))) splits += 1;
        for (let c = b + 1; c <= 36; c += 1) {
          for (let d = c + 1; d <= 36; d += 1) {
            if (valid(() => rouletteBet({ kind: 'corner', numbers: [a, b, c, d] }))) corners += 1;
          }
        }
      }
    }
    expect([splits, corners]).toEqual([60, 23]);
  });

  it('knows what each bet covers and names it', () => {
    expect(covers('red', 1)).toBe(true);
    expect(covers('black', 2)).toBe(true);
    expect(covers('red', 0) || covers('even', 0) || covers('low', 0)).toBe(false);
    expect(covers({ column: 1 }, 34)).toBe(true);
    expect(covers({ column: 3 }, 36)).toBe(true);
    expect(covers({ dozen: 2 }, 24)).toBe(true);
    expect(covers({ dozen: 2 }, 25)).toBe(false);
    expect(covers({ split: [0, 3] }, 0)).toBe(true);
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(32)).toBe('red');
    expect(pocketColour(33)).toBe('black');
    expect(betLabel({ dozen: 1 })).toBe('1st dozen');
    expect(betLabel('high')).toBe('19 to 36');
  });

  it('merges chips on the same bet into one wager', () => {
    const red = rouletteBet({ kind: 'red' });
    const seven = rouletteBet({ kind: 'straight', number: 7 });
    expect(
      mergeChips([
        { bet: red, stakeCents: 100 },
        { bet: seven, stakeCents: 50 },
        { bet: red, stakeCents: 200 },
      ]),
    ).toEqual([
      { bet: 'red', stake_cents: 300 },
      { bet: { straight: 7 }, stake_cents: 50 },
    ]);
  });
});

describe('slot and keno bet JSON', () => {
  it('writes SlotBet and Ticket as their raw serde forms', () => {
    expect(JSON.stringify(slotBets(5))).toBe('{"slot":{"line_bet_cents":5}}');
    expect(JSON.stringify(kenoBets([15, 3, 14], 100))).toBe('{"keno":{"picks":[3,14,15],"stake_cents":100}}');
  });
});
