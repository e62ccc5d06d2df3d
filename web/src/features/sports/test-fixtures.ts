/**
 * Builders of GraphQL-shaped sports data for the feature's tests (the shapes of the
 * operations' fragments, with __typename so Apollo's cache can normalize them).
 */
import type {
  ParticipantSide,
  SportsEventFragment,
  SportsMarketFragment,
  SportsOddsFragment,
  SportsSelectionFragment,
  SportsStatisticsFragment,
  SportsTableCardFragment,
} from '@/graphql/graphql';
import { formatAmerican, formatDecimal } from '@/shared/format/odds';
import type { MarketplacePageData } from './marketplace-operations';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A price from its American value (-110, +150, 100 for Even). */
export function odds(american: number): SportsOddsFragment {
  let n = american > 0 ? american : 100;
  let d = american > 0 ? 100 : -american;
  const g = gcd(n, d);
  n /= g;
  d /= g;
  const f = { numerator: BigInt(n), denominator: BigInt(d) };
  return {
    __typename: 'Odds',
    numeratorLong: String(n),
    denominatorLong: String(d),
    american: formatAmerican(f),
    decimal: formatDecimal(f),
    formattedOdds: formatAmerican(f),
  };
}

export function selection(
  id: string,
  marketId: string,
  eventId: string,
  type: SportsSelectionFragment['type'],
  name: string,
  american: number,
  extra: Partial<SportsSelectionFragment> = {},
): SportsSelectionFragment {
  return {
    __typename: 'MarketSelection',
    id,
    marketId,
    eventId,
    name: { __typename: 'SelectionName', clean: name, full: name },
    type,
    points: null,
    odds: odds(american),
    trend: 'NO_CHANGE',
    status: 'OPEN',
    unavailableLabel: null,
    ...extra,
  };
}

function pts(value: number, total = false) {
  const formatted = total ? String(value) : value > 0 ? `+${value}` : value === 0 ? 'PK' : String(value);
  return { __typename: 'Points' as const, value, formattedPoints: formatted };
}

export function market(
  id: string,
  eventId: string,
  type: SportsMarketFragment['type'],
  name: string,
  selections: SportsSelectionFragment[],
  extra: Partial<SportsMarketFragment> = {},
): SportsMarketFragment {
  return {
    __typename: 'Market',
    id,
    eventId,
    name,
    type,
    isMain: true,
    status: 'OPEN',
    updatedAt: '2025-11-22T15:00:00Z',
    statisticAccrued: null,
    selections,
    ...extra,
  };
}

/** Main lines of a two-way event, away listed first (US order). */
export function mainLines(eventId: string, away: string, home: string, spread = 3.5, total = 47.5): SportsMarketFragment[] {
  return [
    market(`${eventId}-spread`, eventId, 'SPREAD', 'Spread', [
      selection(`${eventId}-spread-a`, `${eventId}-spread`, eventId, 'AWAY', away, -110, { points: pts(spread) }),
      selection(`${eventId}-spread-h`, `${eventId}-spread`, eventId, 'HOME', home, -110, { points: pts(-spread) }),
    ]),
    market(`${eventId}-total`, eventId, 'TOTAL', 'Total', [
      selection(`${eventId}-total-o`, `${eventId}-total`, eventId, 'OVER', 'Over', -110, { points: pts(total, true) }),
      selection(`${eventId}-total-u`, `${eventId}-total`, eventId, 'UNDER', 'Under', -110, { points: pts(total, true) }),
    ]),
    market(`${eventId}-ml`, eventId, 'MONEYLINE', 'Moneyline', [
      selection(`${eventId}-ml-a`, `${eventId}-ml`, eventId, 'AWAY', away, 150),
      selection(`${eventId}-ml-h`, `${eventId}-ml`, eventId, 'HOME', home, -180),
    ]),
  ];
}

export function alternateSpread(eventId: string, away: string, home: string, lines: number[]): SportsMarketFragment[] {
  return lines.map((l) =>
    market(
      `${eventId}-alt-${l}`,
      eventId,
      'ALTERNATE_SPREAD',
      'Alternate Spread',
      [
        selection(`${eventId}-alt-${l}-a`, `${eventId}-alt-${l}`, eventId, 'AWAY', away, l > 3.5 ? -150 : 120, { points: pts(l) }),
        selection(`${eventId}-alt-${l}-h`, `${eventId}-alt-${l}`, eventId, 'HOME', home, l > 3.5 ? 125 : -145, { points: pts(-l) }),
      ],
      { isMain: false },
    ),
  );
}

export function stats(extra: Partial<SportsStatisticsFragment> = {}): SportsStatisticsFragment {
  return {
    __typename: 'EventStatistics',
    homeScore: 0,
    awayScore: 0,
    progress: '',
    isInPlay: true,
    liveStatus: 'IN_PROGRESS',
    clock: null,
    segments: [],
    football: null,
    baseball: null,
    tennis: null,
    soccer: null,
    hockey: null,
    darts: null,
    ...extra,
  };
}

const SPORTS: Record<string, { name: string; org: string; comp: string; compName: string }> = {
  football: { name: 'Football', org: 'usa', comp: 'nfl', compName: 'NFL' },
  basketball: { name: 'Basketball', org: 'usa', comp: 'nba', compName: 'NBA' },
  hockey: { name: 'Hockey', org: 'north-america', comp: 'nhl', compName: 'NHL' },
  baseball: { name: 'Baseball', org: 'north-america', comp: 'mlb', compName: 'MLB' },
  soccer: { name: 'Soccer', org: 'england', comp: 'premier-league', compName: 'Premier League' },
  tennis: { name: 'Tennis', org: 'atp', comp: 'atp-tour', compName: 'ATP Tour' },
  darts: { name: 'Darts', org: 'pdc', comp: 'pdc-pro-tour', compName: 'PDC Pro Tour' },
};

/** A participant; `side` says where the builders of events put it (the API sends it as home/away participant ids). */
export function participant(side: ParticipantSide, fullName: string, mediumName: string, abbreviation: string) {
  return { __typename: 'Participant' as const, id: `p-${abbreviation}`, side, fullName, mediumName, abbreviation };
}
type FixtureParticipant = ReturnType<typeof participant>;

export function event(
  id: string,
  sport: keyof typeof SPORTS,
  [first, second]: [FixtureParticipant, FixtureParticipant],
  extra: Partial<SportsEventFragment> = {},
): SportsEventFragment {
  const s = SPORTS[sport]!;
  const home = first.side === 'HOME' ? first : second;
  const away = first.side === 'HOME' ? second : first;
  const api = ({ side: _side, ...p }: FixtureParticipant) => p;
  return {
    __typename: 'Event',
    id,
    name: sport === 'soccer' || sport === 'tennis' || sport === 'darts' ? `${first.mediumName} vs ${second.mediumName}` : `${first.mediumName} @ ${second.mediumName}`,
    startTime: '2025-11-23T01:20:00Z',
    status: 'PRE_GAME',
    deepLink: { __typename: 'DeepLink', canonicalUrl: `/sport/${sport}/organization/${s.org}/competition/${s.comp}/event/${id}` },
    sport: { __typename: 'Sport', id: sport, slug: sport, name: s.name },
    competition: { __typename: 'Competition', id: `${sport}/${s.org}/${s.comp}`, slug: s.comp, name: s.compName },
    participants: [api(first), api(second)],
    homeParticipant: { __typename: 'Participant', id: home.id },
    awayParticipant: { __typename: 'Participant', id: away.id },
    statistics: null,
    networks: [],
    extraInformation: null,
    marketCount: 42,
    liveStreamAvailable: false,
    ...extra,
  };
}

export const BILLS = participant('AWAY', 'Buffalo Bills', 'Bills', 'BUF');
export const CHIEFS = participant('HOME', 'Kansas City Chiefs', 'Chiefs', 'KC');

export function nflEvent(id = 'evt-nfl', extra: Partial<SportsEventFragment> = {}): SportsEventFragment {
  return event(id, 'football', [BILLS, CHIEFS], extra);
}

export function tableCard(e: SportsEventFragment, markets: (SportsMarketFragment | null)[], headers = ['Spread', 'Total', 'Moneyline']): SportsTableCardFragment {
  return {
    __typename: 'TableCard',
    id: e.id,
    event: e,
    columns: headers.map((header, i) => ({ __typename: 'TableColumn', header, market: markets[i] ?? null })),
  };
}

export function page(extra: Partial<MarketplacePageData> & Pick<MarketplacePageData, 'sections'>): MarketplacePageData {
  return {
    __typename: 'MarketplacePage',
    id: extra.canonicalUrl ?? '/',
    canonicalUrl: '/',
    pageType: 'HOME',
    title: 'Sportsbook',
    breadcrumbs: [],
    chips: [],
    event: null,
    ...extra,
  };
}

export function section(id: string, title: string, shelves: MarketplacePageData['sections'][number]['shelves'], extra: Partial<MarketplacePageData['sections'][number]> = {}) {
  return {
    __typename: 'MarketplaceSection' as const,
    id,
    title,
    selected: true,
    deepLink: { __typename: 'DeepLink' as const, canonicalUrl: '/' },
    shelves,
    ...extra,
  };
}
