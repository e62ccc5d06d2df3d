import { useRef } from 'react';
import { useSubscription } from '@apollo/client';
import type { BetsSectionQueryVariables } from '@/graphql/graphql';
import { useAuth } from '@/shared/auth/use-auth';
import { MY_BETS_LISTS, placeBetInLists, setBetCashout } from './bet-cache';
import { BetsCashoutUpdatedDocument, BetsHistoryUpdatedDocument } from './bets-operations';

/**
 * Live bets for an account holder (see docs/product/settlement-and-cash-out.md): `betHistory`
 * pushes a bet each time it changes (placed, accepted, graded, cashed out) and `cashoutUpdated`
 * each moved cash-out value. Apollo writes both into the normalized cache, so every card
 * re-renders; here the bet moves between My Bets' lists (and `lists`, the history list on screen),
 * and a pushed offer is linked to its bet. `onBet` runs after each bet change (totals follow).
 */
export function useBetsLive(lists: readonly BetsSectionQueryVariables[] = [], onBet?: () => void) {
  const { isLoggedIn } = useAuth();
  // The latest lists and callback, read when a push arrives (no resubscription when they change).
  const current = useRef(lists);
  current.current = lists;
  const callback = useRef(onBet);
  callback.current = onBet;

  useSubscription(BetsHistoryUpdatedDocument, {
    skip: !isLoggedIn,
    onData: ({ client, data }) => {
      const bet = data.data?.betHistory;
      if (!bet) return;
      placeBetInLists(client.cache, bet, [...MY_BETS_LISTS, ...current.current]);
      callback.current?.();
    },
  });

  useSubscription(BetsCashoutUpdatedDocument, {
    skip: !isLoggedIn,
    onData: ({ client, data }) => {
      const cashout = data.data?.cashoutUpdated;
      if (cashout) setBetCashout(client.cache, cashout);
    },
  });
}
