import { createContext, useContext } from 'react';
import { create } from 'zustand';
import type { SelectionCandidate } from './selection-store';

/**
 * The quick bet's hand-off (see docs/product/betslip.md, "Quick betslip"). A page with one-tap
 * betting (Quick Bets) wraps its odds buttons in `QuickPickContext` (value true): their taps
 * become `pick` requests here instead of main-slip toggles. The betslip's quick bet host takes
 * each request to the server's quick betslip and reports back which selection it holds.
 */
interface QuickPickState {
  /** The last tap not yet taken by the host, with a sequence number (the same pick twice counts). */
  request: { candidate: SelectionCandidate; seq: number } | null;
  /** The selection the open quick bet holds (shown as pressed), or null. */
  selectedId: string | null;
  pick: (candidate: SelectionCandidate) => void;
  take: () => SelectionCandidate | null;
  setSelected: (selectionId: string | null) => void;
}

export const useQuickPickStore = create<QuickPickState>()((set, get) => ({
  request: null,
  selectedId: null,
  pick: (candidate) => set((s) => ({ request: { candidate, seq: (s.request?.seq ?? 0) + 1 } })),
  take: () => {
    const r = get().request;
    if (r) set({ request: null });
    return r?.candidate ?? null;
  },
  setSelected: (selectionId) => set({ selectedId: selectionId }),
}));

/** True inside a page whose odds buttons feed the quick bet. */
export const QuickPickContext = createContext(false);

/** Whether this odds button feeds the quick bet. */
export function useQuickPickMode(): boolean {
  return useContext(QuickPickContext);
}
