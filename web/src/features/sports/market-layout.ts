import type { ParticipantSide, SportsMarketFragment, SportsSelectionFragment } from '@/graphql/graphql';
import type { ParticipantData } from './event-state';

export type MarketData = SportsMarketFragment;
export type SelectionData = SportsSelectionFragment;

/** The line above a price: "-3.5" for spreads, "O 47.5" / "U 47.5" for over/under; null for the rest. */
export function pointsLine(selection: Pick<SelectionData, 'type' | 'points'>): string | null {
  const points = selection.points?.formattedPoints;
  if (!points) return null;
  if (selection.type === 'OVER') return `O ${points}`;
  if (selection.type === 'UNDER') return `U ${points}`;
  return points;
}

/** What a button backs, for screen readers: "Spread, Kansas City Chiefs -3.5", "Total, Over 47.5". */
export function selectionDescription(market: Pick<MarketData, 'name'>, selection: Pick<SelectionData, 'type' | 'points' | 'name'>): string {
  const who = selection.type === 'OVER' ? 'Over' : selection.type === 'UNDER' ? 'Under' : selection.name.full;
  const points = selection.points?.formattedPoints;
  return `${market.name}, ${[who, points].filter(Boolean).join(' ')}`;
}

/** The selection of a market backing one side (spreads, moneylines). */
export function selectionForSide(market: Pick<MarketData, 'selections'> | null | undefined, side: ParticipantSide): SelectionData | undefined {
  return market?.selections.find((s) => s.type === side);
}

/** The cell of a table card's row: a row is a participant, or the draw of a three-way market. */
export function selectionForRow(market: Pick<MarketData, 'selections' | 'type'> | null | undefined, row: number, rows: TableRowKey[]): SelectionData | undefined {
  if (!market) return undefined;
  const key = rows[row];
  if (!key) return undefined;
  if (market.selections.some((s) => s.type === 'OVER' || s.type === 'UNDER')) {
    // Over on the first row, Under on the second.
    return market.selections.find((s) => s.type === (row === 0 ? 'OVER' : row === 1 ? 'UNDER' : ''));
  }
  if (market.selections.some((s) => s.type === 'YES' || s.type === 'NO')) {
    return market.selections.find((s) => s.type === (row === 0 ? 'YES' : row === 1 ? 'NO' : ''));
  }
  return market.selections.find((s) => s.type === key);
}

export type TableRowKey = ParticipantSide | 'DRAW';

/** The rows of a table card: the participants in display order, with "Draw" between them when a column is three-way. */
export function tableRows(participants: Pick<ParticipantData, 'side'>[], markets: (Pick<MarketData, 'selections'> | null | undefined)[]): TableRowKey[] {
  const sides = participants.map((p) => p.side);
  const threeWay = markets.some((m) => m?.selections.some((s) => s.type === 'DRAW'));
  if (!threeWay || sides.length !== 2) return sides;
  return [sides[0] as ParticipantSide, 'DRAW', sides[1] as ParticipantSide];
}

/** A block of an event page's drawer. */
export type MarketBlock =
  | {
      kind: 'lines';
      key: string;
      /** Rows are the participants in display order; each column is one main market. */
      columns: { header: string; market: MarketData }[];
    }
  | {
      kind: 'ladder';
      key: string;
      title: string;
      /** Column captions (the two teams, or Over / Under). */
      headers: [string, string];
      rows: { key: string; label: string | null; cells: [SelectionData | undefined, SelectionData | undefined]; market: MarketData }[];
    }
  | {
      kind: 'pairs';
      key: string;
      title: string;
      headers: [string, string];
      rows: { key: string; label: string; cells: [SelectionData | undefined, SelectionData | undefined]; market: MarketData }[];
    }
  | { kind: 'market'; key: string; market: MarketData };

const MAIN_COLUMN_TITLES: Record<string, string> = { SPREAD: 'Spread', TOTAL: 'Total', MONEYLINE: 'Moneyline' };

function isOverUnder(m: MarketData): boolean {
  return m.selections.length > 0 && m.selections.every((s) => s.type === 'OVER' || s.type === 'UNDER');
}

function isYesNo(m: MarketData): boolean {
  return m.selections.length > 0 && m.selections.every((s) => s.type === 'YES' || s.type === 'NO');
}

function pointsValue(s: SelectionData | undefined): number {
  return s?.points?.value ?? 0;
}

/** "Patrick Mahomes Passing Yards" in a "Passing Yards" block is "Patrick Mahomes". */
function rowLabel(market: MarketData, title: string): string {
  const name = market.name.trim();
  if (title && name.toLowerCase().endsWith(title.toLowerCase()) && name.length > title.length) {
    return name.slice(0, name.length - title.length).trim().replace(/[-–:,]$/, '').trim();
  }
  return name;
}

/**
 * Lays a drawer's markets out compactly: the main spread/total/moneyline as one table with a
 * row per participant; alternate spreads and totals as one ladder each (a row per line);
 * over/under and yes/no markets as rows of two buttons under one title per kind (player
 * props by statistic); anything else as its own market with a button per selection.
 */
export function layoutMarkets(markets: MarketData[], participants: Pick<ParticipantData, 'side' | 'mediumName'>[], spreadTitle = 'Spread'): MarketBlock[] {
  const blocks: MarketBlock[] = [];
  const used = new Set<string>();
  const twoSided = participants.length === 2;
  const position = new Map(markets.map((m, i) => [m.id, i]));

  // Main lines: one table.
  const mains = ['SPREAD', 'TOTAL', 'MONEYLINE']
    .map((type) => markets.find((m) => m.type === type && m.isMain))
    .filter((m): m is MarketData => Boolean(m));
  if (twoSided && mains.some((m) => m.type !== 'TOTAL')) {
    mains.forEach((m) => used.add(m.id));
    blocks.push({
      kind: 'lines',
      key: 'lines',
      columns: mains.map((market) => ({ header: market.type === 'SPREAD' ? spreadTitle : (MAIN_COLUMN_TITLES[market.type] ?? market.name), market })),
    });
  }

  const ladder = (type: 'ALTERNATE_SPREAD' | 'ALTERNATE_TOTAL', title: string) => {
    const list = markets.filter((m) => m.type === type && !used.has(m.id));
    if (list.length === 0) return;
    list.forEach((m) => used.add(m.id));
    const [first, second] = participants;
    if (type === 'ALTERNATE_SPREAD' && twoSided && first && second) {
      const rows = list
        .map((market) => ({
          key: market.id,
          label: null,
          cells: [selectionForSide(market, first.side), selectionForSide(market, second.side)] as [SelectionData | undefined, SelectionData | undefined],
          market,
        }))
        .sort((a, b) => pointsValue(a.cells[0]) - pointsValue(b.cells[0]));
      blocks.push({ kind: 'ladder', key: type, title, headers: [first.mediumName, second.mediumName], rows });
    } else {
      const rows = list
        .map((market) => ({
          key: market.id,
          label: null,
          cells: [market.selections.find((s) => s.type === 'OVER'), market.selections.find((s) => s.type === 'UNDER')] as [SelectionData | undefined, SelectionData | undefined],
          market,
        }))
        .sort((a, b) => pointsValue(a.cells[0]) - pointsValue(b.cells[0]));
      blocks.push({ kind: 'ladder', key: type, title, headers: ['Over', 'Under'], rows });
    }
  };
  ladder('ALTERNATE_SPREAD', `Alternate ${spreadTitle}`);
  ladder('ALTERNATE_TOTAL', 'Alternate Total');

  // Two-way props: grouped under one title per kind (player props by statistic).
  const pairs = new Map<string, Extract<MarketBlock, { kind: 'pairs' }>>();
  for (const market of markets) {
    if (used.has(market.id)) continue;
    const overUnder = isOverUnder(market);
    const yesNo = isYesNo(market);
    if (!overUnder && !yesNo) continue;
    const title =
      market.type === 'PLAYER_PROP' && market.statisticAccrued
        ? market.statisticAccrued
        : market.type === 'TEAM_TOTAL'
          ? 'Team Totals'
          : market.type === 'TOTAL'
            ? 'Totals'
            : '';
    if (!title) continue;
    const groupKey = `${market.type}:${title}:${overUnder ? 'ou' : 'yn'}`;
    let block = pairs.get(groupKey);
    if (!block) {
      block = { kind: 'pairs', key: groupKey, title, headers: overUnder ? ['Over', 'Under'] : ['Yes', 'No'], rows: [] };
      pairs.set(groupKey, block);
      blocks.push(block);
    }
    used.add(market.id);
    const [a, b] = overUnder ? (['OVER', 'UNDER'] as const) : (['YES', 'NO'] as const);
    block.rows.push({
      key: market.id,
      label: rowLabel(market, title),
      cells: [market.selections.find((s) => s.type === a), market.selections.find((s) => s.type === b)],
      market,
    });
  }

  for (const market of markets) {
    if (used.has(market.id)) continue;
    blocks.push({ kind: 'market', key: market.id, market });
  }
  // Blocks keep the order of their first market (the server's display order).
  const first = (b: MarketBlock): number => {
    const ids = b.kind === 'lines' ? b.columns.map((c) => c.market.id) : b.kind === 'market' ? [b.market.id] : b.rows.map((r) => r.market.id);
    return Math.min(...ids.map((id) => position.get(id) ?? Number.MAX_SAFE_INTEGER));
  };
  return blocks.map((b) => ({ b, at: first(b) })).sort((x, y) => x.at - y.at).map(({ b }) => b);
}
