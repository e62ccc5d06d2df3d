/**
 * The odds-format preference (American by default, or
 * decimal). Visitors keep theirs in localStorage; account holders keep theirs on the server
 * (`userPreferences` / `setUserPreferences`, see odds-format-sync.tsx and use-odds-format.ts).
 * The account holder's last known answer is cached here too, so a reload shows their format
 * at once instead of flashing American until the server answers.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_ODDS_FORMAT, type OddsFormat } from '@/shared/format/odds';

export const ODDS_FORMAT_STORAGE_KEY = 'sb.odds-format';

export type OddsFormatScope = 'visitor' | 'account';

export interface OddsFormatState {
  /** A visitor's choice on this device. */
  visitor: OddsFormat;
  /** The account holder's server-side choice as last seen (null: not known yet). */
  account: OddsFormat | null;
  /** Whose preference applies: the visitor's, or the logged-in account's. */
  scope: OddsFormatScope;
  /**
   * The account holder's content setting "show price movement" as last seen (flashes,
   * arrows and rolling digits when a price moves). Visitors always see movement.
   */
  accountShowsTrend: boolean;
  setVisitor: (format: OddsFormat) => void;
  setAccount: (format: OddsFormat | null) => void;
  setScope: (scope: OddsFormatScope) => void;
  setAccountShowsTrend: (show: boolean) => void;
}

export function isOddsFormat(value: unknown): value is OddsFormat {
  return value === 'AMERICAN' || value === 'EURO';
}

/** Whether prices on screen show their movement now. */
export function selectShowsTrend(s: Pick<OddsFormatState, 'scope' | 'accountShowsTrend'>): boolean {
  return s.scope === 'account' ? s.accountShowsTrend : true;
}

/** The format every price on screen uses now. */
export function selectOddsFormat(s: Pick<OddsFormatState, 'visitor' | 'account' | 'scope'>): OddsFormat {
  return s.scope === 'account' ? (s.account ?? s.visitor) : s.visitor;
}

export const useOddsFormatStore = create<OddsFormatState>()(
  persist(
    (set) => ({
      visitor: DEFAULT_ODDS_FORMAT,
      account: null,
      scope: 'visitor',
      accountShowsTrend: true,
      setVisitor: (visitor) => set({ visitor }),
      setAccount: (account) => set({ account }),
      setScope: (scope) => set(scope === 'visitor' ? { scope, account: null, accountShowsTrend: true } : { scope }),
      setAccountShowsTrend: (accountShowsTrend) => set({ accountShowsTrend }),
    }),
    {
      name: ODDS_FORMAT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ visitor: s.visitor, account: s.account, scope: s.scope, accountShowsTrend: s.accountShowsTrend }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<OddsFormatState>;
        return {
          ...current,
          visitor: isOddsFormat(p.visitor) ? p.visitor : current.visitor,
          account: isOddsFormat(p.account) ? p.account : null,
          scope: p.scope === 'account' ? 'account' : 'visitor',
          accountShowsTrend: p.accountShowsTrend !== false,
        };
      },
    },
  ),
);

/** Whether prices show their movement (re-renders when it changes). */
export function useShowsOddsTrend(): boolean {
  return useOddsFormatStore(selectShowsTrend);
}

/** The current odds format (re-renders when it changes). */
export function useCurrentOddsFormat(): OddsFormat {
  return useOddsFormatStore(selectOddsFormat);
}
