/**
 * Betslip tab transitions (see docs/product/betslip.md), pure so every rule is testable:
 * Straight by default; clearing returns to Straight and marks the slip new; the first time
 * parlay bets exist (a second leg) a new slip moves from Straight to Parlay; a manual
 * change marks the slip not new; clearing the teaser goes to Parlay when parlay bets remain,
 * else Straight; a tab whose bets are gone falls back the same way.
 */
export type BetslipTab = 'straight' | 'parlay' | 'teaser';

export const TABS: readonly BetslipTab[] = ['straight', 'parlay', 'teaser'];

export interface TabState {
  tab: BetslipTab;
  /** True until the bettor picks a tab by hand (auto moves only happen on a new slip). */
  isNew: boolean;
}

export const INITIAL_TAB_STATE: TabState = { tab: 'straight', isNew: true };

/** What the slip holds, as far as the tabs care. */
export interface SlipShape {
  selections: number;
  parlayBets: number;
  teaserBets: number;
}

export type TabEvent =
  | { type: 'cleared' }
  | { type: 'manual'; tab: BetslipTab }
  | { type: 'teaserCleared'; slip: SlipShape }
  | { type: 'slipChanged'; before: SlipShape | null; after: SlipShape };

/** The tab shown when the teaser tab is not available (flag off) or empty. */
function fallback(slip: SlipShape): BetslipTab {
  return slip.parlayBets > 0 ? 'parlay' : 'straight';
}

export function nextTabState(state: TabState, event: TabEvent): TabState {
  switch (event.type) {
    case 'cleared':
      return { tab: 'straight', isNew: true };
    case 'manual':
      return { tab: event.tab, isNew: false };
    case 'teaserCleared':
      return { ...state, tab: fallback(event.slip) };
    case 'slipChanged': {
      const { before, after } = event;
      if (after.selections === 0) return { tab: 'straight', isNew: true };
      // Parlay bets first exist (a second leg was added): a new slip moves to Parlay.
      if (state.tab === 'straight' && state.isNew && (before?.parlayBets ?? 0) === 0 && after.parlayBets > 0 && before !== null) {
        return { ...state, tab: 'parlay' };
      }
      if (state.tab === 'parlay' && after.parlayBets === 0) return { ...state, tab: 'straight' };
      if (state.tab === 'teaser' && after.teaserBets === 0 && (before?.teaserBets ?? 0) > 0) return { ...state, tab: fallback(after) };
      return state;
    }
  }
}

/** The tab to show: the chosen one, unless it is the teaser tab and teasers are off. */
export function visibleTab(tab: BetslipTab, teaserEnabled: boolean, slip: SlipShape): BetslipTab {
  if (tab === 'teaser' && !teaserEnabled) return fallback(slip);
  return tab;
}

export function parseTab(raw: string | null | undefined): BetslipTab | null {
  return raw === 'straight' || raw === 'parlay' || raw === 'teaser' ? raw : null;
}
