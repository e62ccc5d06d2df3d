/**
 * The cashback notification (see docs/product/promotions.md, "In the web app"): with
 * `cashbackManagement` on, a logged-in account whose `cashbackEligibility` is eligible gets the
 * avatar's notification dot and the account panel's Cashback notice, until it opens the cashback
 * award details or dismisses the notice. That sets the persisted hide-cashback-notification flag,
 * kept per account in this browser and holding the offers it was set for: a cashback offer
 * opened later brings the dot back. Shared because the shell shows the dot and the promotions
 * feature the notice and the section.
 */
import { useCallback } from 'react';
import { useQuery } from '@apollo/client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { graphql } from '@/graphql/gql';
import { useAuth } from '@/shared/auth/use-auth';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';

/** The local storage key of the hide-cashback-notification flags (account id -> offer ids). */
export const HIDE_CASHBACK_NOTIFICATION_KEY = 'sb.hide-cashback-notification';

export const CashbackEligibilityDocument = graphql(`
  query CashbackEligibility {
    cashbackEligibility {
      eligible
      promotionIds
    }
  }
`);

interface HiddenState {
  /** By account id: the cashback offers whose notification the account has seen or dismissed. */
  hidden: Record<string, string[]>;
  hide: (accountId: string, promotionIds: readonly string[]) => void;
}

export const useHiddenCashbackStore = create<HiddenState>()(
  persist(
    (set) => ({
      hidden: {},
      hide: (accountId, promotionIds) =>
        set((s) => {
          const had = s.hidden[accountId] ?? [];
          const ids = [...new Set([...had, ...promotionIds])];
          return { hidden: { ...s.hidden, [accountId]: ids } };
        }),
    }),
    { name: HIDE_CASHBACK_NOTIFICATION_KEY, storage: createJSONStorage(() => window.localStorage), partialize: (s) => ({ hidden: s.hidden }) },
  ),
);

/**
 * Whether the notification shows: eligible, and an eligible offer the account has not hidden
 * (an eligibility without offer ids shows until the account hides it once).
 */
export function cashbackNotificationShows(
  eligibility: { eligible: boolean; promotionIds: readonly string[] } | null | undefined,
  hidden: readonly string[] | undefined,
): boolean {
  if (!eligibility?.eligible) return false;
  if (!hidden) return true;
  return eligibility.promotionIds.some((id) => !hidden.includes(id));
}

const NO_IDS: readonly string[] = [];

/**
 * The logged-in account's cashback state: `eligible` (flag on and the server says so),
 * `notify` (the dot and the notice show) and `hide` (sets the flag for the offers open now).
 */
export function useCashbackNotice() {
  const { loginState, userId } = useAuth();
  const flag = useFeatureFlag('cashbackManagement');
  const on = flag && loginState === 'loggedIn' && userId !== null;
  const { data } = useQuery(CashbackEligibilityDocument, { skip: !on, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const hidden = useHiddenCashbackStore((s) => (userId ? s.hidden[userId] : undefined));
  const hideFor = useHiddenCashbackStore((s) => s.hide);
  const eligibility = on ? data?.cashbackEligibility : undefined;
  const eligible = eligibility?.eligible === true;
  const ids = eligibility?.promotionIds ?? NO_IDS;
  const hide = useCallback(() => {
    if (userId && eligible) hideFor(userId, ids);
  }, [userId, eligible, ids, hideFor]);
  return { eligible, notify: cashbackNotificationShows(eligibility, hidden), hide };
}
