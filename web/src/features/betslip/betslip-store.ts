/**
 * Betslip UI state (app state): the tab (persisted), the view (betslip or quick deposit), whether
 * the panel is open, amount edits waiting for the server, and the last placement's refusals. The
 * slip itself is server state in the Apollo cache.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { BetslipErrorFieldsFragment, BetslipFieldsFragment, PlaceBetsMutation } from '@/graphql/graphql';
import { BET_PLACED_MS } from './button-rules';
import { INITIAL_TAB_STATE, nextTabState, type BetslipTab, type SlipShape, type TabEvent } from './tab-rules';

export const BETSLIP_TAB_KEY = 'sb.betslip.tab';

export type BetslipView = 'betslip' | 'quickDeposit';

export function slipShape(slip: Pick<BetslipFieldsFragment, 'numberOfSelections' | 'parlay' | 'teaser'>): SlipShape {
  return { selections: slip.numberOfSelections, parlayBets: slip.parlay.draftBets.length, teaserBets: slip.teaser.draftBets.length };
}

function selectionKey(slip: Pick<BetslipFieldsFragment, 'marketSelections'>): string {
  return slip.marketSelections.map((s) => s.id).join('|');
}

interface BetslipUiState {
  tab: BetslipTab;
  isNew: boolean;
  view: BetslipView;
  /** Phones and the collapsed layout: the panel shows as a sheet while open. */
  open: boolean;
  /** Desktop: the side column is collapsed to the floating button. */
  collapsed: boolean;
  /** Draft bet ids with an amount edit waiting for the server. */
  pendingAmounts: Record<string, true>;
  /** Refusals of the last placement, shown until the slip changes. */
  placementErrors: BetslipErrorFieldsFragment[];
  /** "Bet Placed" shows (3 s after a placement). */
  placed: boolean;
  /** The bets of the last placement, while its confirmation modal is open. */
  confirmation: PlaceBetsMutation['placeBets']['placedBets'] | null;
  setConfirmation: (bets: PlaceBetsMutation['placeBets']['placedBets'] | null) => void;
  /** The last slip seen (its shape drives tab moves; its selections reset the view). */
  lastShape: SlipShape | null;
  lastSelections: string | null;
  tabEvent: (event: TabEvent) => void;
  /** Records a new answer from the server. */
  slipArrived: (slip: BetslipFieldsFragment) => void;
  setView: (view: BetslipView) => void;
  /** The bettor went past the first-wager modal in this session (kept until logout). */
  firstWagerSeen: boolean;
  setFirstWagerSeen: () => void;
  /** A quick deposit went through: back to the slip, the refusal for funds no longer holds. */
  depositCompleted: () => void;
  setOpen: (open: boolean) => void;
  setCollapsed: (collapsed: boolean) => void;
  setPendingAmount: (draftBetId: string, pending: boolean) => void;
  setPlacementErrors: (errors: BetslipErrorFieldsFragment[]) => void;
  /** Shows "Bet Placed" for 3 s (see docs/product/betslip.md). */
  markPlaced: () => void;
  /** Forget the slip (logout, tests). */
  reset: () => void;
}

let placedTimer: ReturnType<typeof setTimeout> | null = null;

export const useBetslipStore = create<BetslipUiState>()(
  persist(
    (set, get) => ({
      ...INITIAL_TAB_STATE,
      view: 'betslip',
      open: false,
      collapsed: false,
      pendingAmounts: {},
      placementErrors: [],
      placed: false,
      lastShape: null,
      lastSelections: null,
      tabEvent: (event) => set((s) => nextTabState({ tab: s.tab, isNew: s.isNew }, event)),
      slipArrived: (slip) => {
        const s = get();
        const shape = slipShape(slip);
        const key = selectionKey(slip);
        const next = nextTabState({ tab: s.tab, isNew: s.isNew }, { type: 'slipChanged', before: s.lastShape, after: shape });
        const selectionsChanged = s.lastSelections !== null && s.lastSelections !== key;
        set({
          ...next,
          lastShape: shape,
          lastSelections: key,
          // The view returns to the betslip whenever the selections change.
          view: selectionsChanged ? 'betslip' : s.view,
          placementErrors: selectionsChanged ? [] : s.placementErrors,
        });
      },
      setView: (view) => set({ view }),
      firstWagerSeen: false,
      setFirstWagerSeen: () => set({ firstWagerSeen: true }),
      depositCompleted: () => set((s) => ({ view: 'betslip', placementErrors: s.placementErrors.filter((e) => e.displayType !== 'DEPOSIT') })),
      setOpen: (open) => set({ open }),
      setCollapsed: (collapsed) => set({ collapsed }),
      setPendingAmount: (id, pending) =>
        set((s) => {
          const next = { ...s.pendingAmounts };
          if (pending) next[id] = true;
          else delete next[id];
          return { pendingAmounts: next };
        }),
      setPlacementErrors: (placementErrors) => set({ placementErrors }),
      confirmation: null,
      setConfirmation: (confirmation) => set({ confirmation }),
      markPlaced: () => {
        if (placedTimer) clearTimeout(placedTimer);
        set({ placed: true });
        placedTimer = setTimeout(() => {
          placedTimer = null;
          set({ placed: false });
        }, BET_PLACED_MS);
      },
      reset: () => set({ view: 'betslip', pendingAmounts: {}, placementErrors: [], placed: false, confirmation: null, lastShape: null, lastSelections: null, firstWagerSeen: false }),
    }),
    {
      name: BETSLIP_TAB_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ tab: s.tab, isNew: s.isNew }),
    },
  ),
);
