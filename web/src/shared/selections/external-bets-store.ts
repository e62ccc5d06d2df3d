/**
 * The external bet list ("external bet list (id, channel)"): bets that reached
 * the betslip from outside the app, recorded once the server took them.
 *
 * - `id`: for a shared bet (`/shared_bet?canonicalUrl=CODE`, "Add to Betslip") the share code
 *   CODE, one entry per shared bet however many of its legs were added; for URL bet
 *   parameters (`marketSelectionId[i]`) the market selection id, one entry per
 *   bet, because such links carry no share code and each of their bets is one selection.
 *   Share codes and selection ids have different shapes, so the two kinds do not collide.
 * - `channel`: the link's `utm_source`, or null when it had none (or one the server would not
 *   keep, see `attributionValue`).
 *
 * Newest last, one entry per id (adding an id again moves it to the end with its latest
 * channel), at most `EXTERNAL_BETS_MAX`. Persisted in localStorage like the picks themselves
 * (`sb.selections`), and, like them, kept at logout: the slip is not personal to the account
 * (it moves back to the visitor at logout), and the list only says how its picks arrived.
 * The server keeps the same attribution per selection (`marketSelectionsMetadata`), which is
 * what placement and reporting use; nothing on screen reads this list yet.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const EXTERNAL_BETS_STORAGE_KEY = 'sb.external-bets';
export const EXTERNAL_BETS_MAX = 50;

export interface ExternalBet {
  id: string;
  channel: string | null;
}

interface ExternalBetsState {
  bets: ExternalBet[];
  /** Records bets that came from outside (deduplicated by id, capped). */
  record: (...bets: ExternalBet[]) => void;
  clear: () => void;
}

function isExternalBet(value: unknown): value is ExternalBet {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && v.id !== '' && (v.channel === null || typeof v.channel === 'string');
}

/** `list` with `added` at the end, one entry per id (the latest wins), at most the cap. */
export function withExternalBets(list: readonly ExternalBet[], added: readonly ExternalBet[]): ExternalBet[] {
  const byId = new Map<string, ExternalBet>();
  for (const bet of [...list, ...added]) {
    byId.delete(bet.id);
    byId.set(bet.id, { id: bet.id, channel: bet.channel });
  }
  return [...byId.values()].slice(-EXTERNAL_BETS_MAX);
}

export const useExternalBetsStore = create<ExternalBetsState>()(
  persist(
    (set) => ({
      bets: [],
      record: (...bets) => {
        const valid = bets.filter(isExternalBet);
        if (valid.length) set((s) => ({ bets: withExternalBets(s.bets, valid) }));
      },
      clear: () => set({ bets: [] }),
    }),
    {
      name: EXTERNAL_BETS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ bets: s.bets }),
      // Storage is outside input: keep only well-formed entries, within the cap.
      merge: (persisted, current) => {
        const raw = (persisted as { bets?: unknown } | null | undefined)?.bets;
        return { ...current, bets: Array.isArray(raw) ? withExternalBets([], raw.filter(isExternalBet)) : [] };
      },
    },
  ),
);

/** Records bets that came from outside (for code outside React). */
export function recordExternalBets(...bets: ExternalBet[]): void {
  useExternalBetsStore.getState().record(...bets);
}
