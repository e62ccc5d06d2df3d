import { describe, expect, it } from 'vitest';
import { layoutMarkets, pointsLine, selectionDescription, selectionForRow, tableRows } from './market-layout';
import { alternateSpread, BILLS, CHIEFS, mainLines, market, participant, selection } from './test-fixtures';

describe('market layout', () => {
  const [spread, total, ml] = mainLines('e1', 'Bills', 'Chiefs');

  it('labels points: spreads as sent, totals with O / U', () => {
    expect(pointsLine(spread!.selections[0]!)).toBe('+3.5');
    expect(pointsLine(total!.selections[0]!)).toBe('O 47.5');
    expect(pointsLine(total!.selections[1]!)).toBe('U 47.5');
    expect(pointsLine(ml!.selections[0]!)).toBeNull();
    expect(selectionDescription(spread!, spread!.selections[1]!)).toBe('Spread, Chiefs -3.5');
    expect(selectionDescription(total!, total!.selections[0]!)).toBe('Total, Over 47.5');
  });

  it('puts each selection on its participant’s row, over on the first and under on the second', () => {
    const rows = tableRows([BILLS, CHIEFS], [spread, total, ml]);
    expect(rows).toEqual(['AWAY', 'HOME']);
    expect(selectionForRow(spread, 1, rows)?.id).toBe('e1-spread-h');
    expect(selectionForRow(total, 0, rows)?.type).toBe('OVER');
    expect(selectionForRow(ml, 0, rows)?.id).toBe('e1-ml-a');
    expect(selectionForRow(null, 0, rows)).toBeUndefined();
  });

  it('adds a draw row between the teams when a column is three-way', () => {
    const home = participant('HOME', 'Arsenal', 'Arsenal', 'ARS');
    const away = participant('AWAY', 'Chelsea', 'Chelsea', 'CHE');
    const result = market('r', 's1', 'THREE_WAY', 'Result', [
      selection('r-h', 'r', 's1', 'HOME', 'Arsenal', 120),
      selection('r-d', 'r', 's1', 'DRAW', 'Draw', 240),
      selection('r-a', 'r', 's1', 'AWAY', 'Chelsea', 210),
    ]);
    const rows = tableRows([home, away], [result]);
    expect(rows).toEqual(['HOME', 'DRAW', 'AWAY']);
    expect(selectionForRow(result, 1, rows)?.id).toBe('r-d');
    expect(selectionForRow(result, 2, rows)?.id).toBe('r-a');
  });

  it('lays out main lines as one table, alternates as one ladder sorted by line, and props by statistic', () => {
    const props = [
      market('p1', 'e1', 'PLAYER_PROP', 'Josh Allen Passing Yards', [
        selection('p1-o', 'p1', 'e1', 'OVER', 'Over', -115),
        selection('p1-u', 'p1', 'e1', 'UNDER', 'Under', -105),
      ], { isMain: false, statisticAccrued: 'Passing Yards' }),
      market('p2', 'e1', 'PLAYER_PROP', 'Patrick Mahomes Passing Yards', [
        selection('p2-o', 'p2', 'e1', 'OVER', 'Over', -110),
        selection('p2-u', 'p2', 'e1', 'UNDER', 'Under', -110),
      ], { isMain: false, statisticAccrued: 'Passing Yards' }),
      market('p3', 'e1', 'GAME_PROP', 'Overtime?', [selection('p3-y', 'p3', 'e1', 'YES', 'Yes', 900), selection('p3-n', 'p3', 'e1', 'NO', 'No', -2500)], { isMain: false }),
    ];
    const blocks = layoutMarkets([...mainLines('e1', 'Bills', 'Chiefs'), ...alternateSpread('e1', 'Bills', 'Chiefs', [6.5, 1.5, 4.5]), ...props], [BILLS, CHIEFS]);
    expect(blocks.map((b) => b.kind)).toEqual(['lines', 'ladder', 'pairs', 'market']);
    const lines = blocks[0]!;
    expect(lines.kind === 'lines' && lines.columns.map((c) => c.header)).toEqual(['Spread', 'Total', 'Moneyline']);
    const ladder = blocks[1]!;
    expect(ladder.kind === 'ladder' && ladder.title).toBe('Alternate Spread');
    expect(ladder.kind === 'ladder' && ladder.headers).toEqual(['Bills', 'Chiefs']);
    expect(ladder.kind === 'ladder' && ladder.rows.map((r) => r.cells[0]?.points?.formattedPoints)).toEqual(['+1.5', '+4.5', '+6.5']);
    const pairs = blocks[2]!;
    expect(pairs.kind === 'pairs' && pairs.title).toBe('Passing Yards');
    expect(pairs.kind === 'pairs' && pairs.rows.map((r) => r.label)).toEqual(['Josh Allen', 'Patrick Mahomes']);
    expect(blocks[3]!.kind === 'market' && blocks[3]!.market.name).toBe('Overtime?');
  });

  it('calls the spread a puck line in hockey', () => {
    const blocks = layoutMarkets(mainLines('h1', 'Rangers', 'Bruins', 1.5, 6.5), [BILLS, CHIEFS], 'Puck Line');
    expect(blocks[0]!.kind === 'lines' && blocks[0]!.columns[0]!.header).toBe('Puck Line');
  });
});
