/**
 * Which market selections the viewer picked (the odds buttons' selected state).
 *
 * Clicking a selection (see docs/product/betslip.md) adds it optimistically and removes it again
 * if the add fails; clicking a selected one removes it. Where a pick goes is the adapter's
 * business: today the local adapter only keeps the picks in this browser; the betslip
 * replaces it with one call, `setSelectionAdapter(serverBetslipAdapter)`, whose `add` runs
 * BetslipAddMarketSelection (selectionId, odds numerator/denominator, selectionOrigin, and
 * the optional branchChannel and shareId of a pick that came from outside the app) and
 * whose `remove` runs BetslipRemoveMarketSelection, and calls `replaceSelections` with the
 * server's betslip whenever it changes.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { toast } from '@/shared/ui/toast-store';

export const SELECTIONS_STORAGE_KEY = 'sb.selections';
/** The toast when a pick could not be added to the betslip. */
export const ADD_SELECTION_FAILED = 'Something went wrong while adding your bet to your betslip. Please try again later.';
export const REMOVE_SELECTION_FAILED = 'Something went wrong while removing your bet from your betslip. Please try again later.';

/** Where on screen a pick was made (the betslip's `selectionOrigin`). */
export type SelectionOrigin = 'table-card' | 'carousel-card' | 'event-page' | 'featured-bet' | 'quick-bets' | 'parlay-lounge' | 'see-all-lines' | 'shared-link' | 'reuse-selections';

export const SELECTION_ORIGINS: readonly SelectionOrigin[] = ['table-card', 'carousel-card', 'event-page', 'featured-bet', 'quick-bets', 'parlay-lounge', 'see-all-lines', 'shared-link', 'reuse-selections'];

/** What the betslip needs to add a selection at the price the viewer saw. */
export interface SelectionCandidate {
  selectionId: string;
  marketId: string;
  eventId: string;
  /** The price shown when picked (reduced profit fraction, as decimal strings). */
  numerator: string;
  denominator: string;
  origin: SelectionOrigin;
  /**
   * Attribution of a pick that came from outside the app (the server's
   * marketSelectionsMetadata), absent for picks made in the app: the share code of a shared
   * bet (`/shared_bet?canonicalUrl=CODE`).
   */
  shareId?: string;
  /** The channel of the link it came by (`utm_source`). */
  branchChannel?: string;
}

/** Where picks go. */
export interface SelectionAdapter {
  add: (candidate: SelectionCandidate) => Promise<void>;
  remove: (selectionId: string) => Promise<void>;
  /**
   * Adds a featured bet card's selections in one call at current prices (the betslip's
   * `betslipAddFeaturedBet`); without it each candidate is added on its own.
   */
  addFeatured?: (featuredBetId: string, candidates: SelectionCandidate[]) => Promise<void>;
}

/** Keeps picks in this browser only (until the betslip brings its server adapter). */
export const localSelectionAdapter: SelectionAdapter = {
  add: () => Promise.resolve(),
  remove: () => Promise.resolve(),
};

let adapter: SelectionAdapter = localSelectionAdapter;

/** Swaps where picks go (the betslip's server calls); returns the previous adapter. */
export function setSelectionAdapter(next: SelectionAdapter): SelectionAdapter {
  const previous = adapter;
  adapter = next;
  return previous;
}

interface SelectionState {
  /** Picks by selection id, in the order they were made. */
  selected: Record<string, SelectionCandidate>;
  /** Selection ids with a call to the adapter under way. */
  pending: Record<string, true>;
  /** Adds a selection that is not picked, removes one that is. */
  toggle: (candidate: SelectionCandidate) => Promise<void>;
  /**
   * Adds the not-yet-picked `candidates` of a featured bet card together (optimistic; all put
   * back with the add toast when the adapter refuses).
   */
  addFeatured: (featuredBetId: string, candidates: SelectionCandidate[]) => Promise<void>;
  /** Replaces every pick (the server's betslip is the truth once it exists). */
  replaceSelections: (candidates: SelectionCandidate[]) => void;
  clear: () => void;
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set, get) => ({
      selected: {},
      pending: {},
      toggle: async (candidate) => {
        const id = candidate.selectionId;
        if (get().pending[id]) return;
        const wasSelected = Boolean(get().selected[id]);
        const previous = get().selected[id];
        // Optimistic: the button flips at once; a failure puts it back.
        set((s) => ({
          selected: wasSelected ? without(s.selected, id) : { ...s.selected, [id]: candidate },
          pending: { ...s.pending, [id]: true },
        }));
        try {
          if (wasSelected) await adapter.remove(id);
          else await adapter.add(candidate);
        } catch {
          set((s) => ({
            selected: wasSelected && previous ? { ...s.selected, [id]: previous } : without(s.selected, id),
          }));
          toast({ id: 'selection-failed', title: wasSelected ? REMOVE_SELECTION_FAILED : ADD_SELECTION_FAILED, variant: 'danger' });
        } finally {
          set((s) => ({ pending: without(s.pending, id) }));
        }
      },
      addFeatured: async (featuredBetId, candidates) => {
        const todo = candidates.filter((c) => !get().selected[c.selectionId] && !get().pending[c.selectionId]);
        if (!todo.length) return;
        const ids = todo.map((c) => c.selectionId);
        set((s) => ({
          selected: { ...s.selected, ...Object.fromEntries(todo.map((c) => [c.selectionId, c])) },
          pending: { ...s.pending, ...Object.fromEntries(ids.map((id) => [id, true as const])) },
        }));
        try {
          if (adapter.addFeatured) await adapter.addFeatured(featuredBetId, todo);
          else for (const c of todo) await adapter.add(c);
        } catch {
          set((s) => ({ selected: ids.reduce((acc, id) => without(acc, id), s.selected) }));
          toast({ id: 'selection-failed', title: ADD_SELECTION_FAILED, variant: 'danger' });
        } finally {
          set((s) => ({ pending: ids.reduce((acc, id) => without(acc, id), s.pending) }));
        }
      },
      replaceSelections: (candidates) => set({ selected: Object.fromEntries(candidates.map((c) => [c.selectionId, c])) }),
      clear: () => set({ selected: {} }),
    }),
    {
      name: SELECTIONS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ selected: s.selected }),
    },
  ),
);

/** Whether a selection is picked (re-renders only when that answer changes). */
export function useIsSelected(selectionId: string): boolean {
  return useSelectionStore((s) => Boolean(s.selected[selectionId]));
}
