/**
 * What the open tab shows and would place, derived from the slip (pure): its draft bets,
 * the errors for the banners and the button, totals, and the bets ready for submission
 * (a bet amount, no bet errors and no leg errors; an odds change alone is
 * resolved by accepting it).
 */
import type { BetslipDraftBetFragment, BetslipErrorFieldsFragment, BetslipFieldsFragment } from '@/graphql/graphql';
import { moneyCents } from './amount-rules';
import type { BetslipTab } from './tab-rules';

export type DraftBet = BetslipDraftBetFragment;
export type SlipError = BetslipErrorFieldsFragment;

/** Banner display types shown in warning style and clickable (see docs/product/betslip.md). */
export const WARNING_TYPES = new Set(['ODDS_CHANGED', 'GEO', 'RG_ACKNOWLEDGEMENT_REQUIRED']);

export interface TabView {
  bets: DraftBet[];
  /** Round robin bets (Parlay tab, flag on). */
  roundRobins: DraftBet[];
  /** Slip, section and placement errors: the banners, one per message, by priority. */
  banners: SlipError[];
  /** Every display type that applies (banners, bets, legs): the button's input. */
  displayTypes: string[];
  placeable: DraftBet[];
  /** Stake of the bets that would be placed. */
  totalCents: number;
  /** The server's potential return of the tab (`totalPotentialReturnAmount`: a bonus bet's stake is not returned). */
  returnCents: number;
  /** The same with profit boosts (`totalPotentialBoostedReturnAmount`). */
  boostedReturnCents: number;
}

function dedupe(errors: SlipError[]): SlipError[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const key = `${e.code}|${e.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.priority - b.priority);
}

/** A bet is ready when it has an amount and nothing but odds changes stands in its way. */
export function isPlaceable(bet: DraftBet): boolean {
  if (moneyCents(bet.betAmount) <= 0) return false;
  const blocking = (e: SlipError) => e.displayType !== 'ODDS_CHANGED';
  return !bet.errors.some(blocking) && !bet.draftLegs.some((l) => l.errors.some(blocking));
}

export function tabView(slip: BetslipFieldsFragment, tab: BetslipTab, roundRobinsEnabled: boolean, placementErrors: SlipError[] = []): TabView {
  const section = tab === 'straight' ? slip.straight : tab === 'parlay' ? slip.parlay : slip.teaser;
  const roundRobins = tab === 'parlay' && roundRobinsEnabled ? slip.roundRobin.draftBets : [];
  const bets = section.draftBets;
  const all = [...bets, ...roundRobins];
  const banners = dedupe([...slip.errors, ...section.errors, ...(roundRobins.length ? slip.roundRobin.errors : []), ...placementErrors]);
  const displayTypes = new Set<string>(banners.map((e) => e.displayType));
  for (const b of all) {
    for (const e of b.errors) displayTypes.add(e.displayType);
    for (const l of b.draftLegs) for (const e of l.errors) displayTypes.add(e.displayType);
  }
  const placeable = all.filter(isPlaceable);
  const totalCents = placeable.reduce((sum, b) => sum + moneyCents(b.totalBetAmount), 0);
  const sections = roundRobins.length ? [section, slip.roundRobin] : [section];
  const returnCents = sections.reduce((sum, s) => sum + moneyCents(s.totalPotentialReturnAmount), 0);
  const boostedReturnCents = sections.reduce((sum, s) => sum + moneyCents(s.totalPotentialBoostedReturnAmount), 0);
  return { bets, roundRobins, banners, displayTypes: [...displayTypes], placeable, totalCents, returnCents, boostedReturnCents };
}

/** The card title (its accessible group name). */
export function betTitle(bet: DraftBet): string {
  const legs = bet.draftLegs.length;
  const picks = `${legs} ${legs === 1 ? 'pick' : 'picks'}`;
  switch (bet.type) {
    case 'STRAIGHT':
      return bet.draftLegs[0]?.marketSelection.name.full ?? 'Straight';
    case 'PARLAY':
    case 'PARLAY_PLUS':
      return `Parlay (${picks})`;
    case 'TEASER':
      return `${bet.label ?? 'Teaser'} (${picks})`;
    case 'ROUND_ROBIN':
      return `Round Robin ${bet.label ?? ''} (${bet.numberOfCombinations} bets)`.replace(/\s+/g, ' ');
    case 'INVALID':
      return `Invalid bet (${picks})`;
  }
}
