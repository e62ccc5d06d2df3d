import { useQuery, useSubscription } from '@apollo/client';
import { useMemo } from 'react';
import { useAuth } from '@/shared/auth/use-auth';
import { useCashbackNotice } from '@/shared/cashback/cashback-notice';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { resolveMenuItems } from './menu-items';
import { ACCOUNT_MENU_POLL_MS, SHELL_ACCOUNT_BALANCE, SHELL_ACCOUNT_MENU } from './shell-operations';

/**
 * Whether the avatar shows its notification dot for the referral card: seen for the first time
 * (with the referral programme on). The dot's other trigger, cashback (`cashbackManagement`),
 * is `useCashbackNotice`'s (src/shared/cashback).
 */
export function avatarNotification(referral: { isFirstTimeViewer: boolean } | null | undefined, referralProgram: boolean): boolean {
  return referralProgram && referral?.isFirstTimeViewer === true;
}

/** The viewer's account, balances and account menu for the header and account panel. */
export function useShellAccount() {
  const { loginState } = useAuth();
  const loggedIn = loginState === 'loggedIn';
  const noPolling = useFeatureFlag('removeAccountMenuPolling');
  const referralProgram = useFeatureFlag('referralProgram');
  const cashback = useCashbackNotice();
  const query = useQuery(SHELL_ACCOUNT_MENU, {
    variables: { skipAccount: !loggedIn },
    skip: loginState === 'unknown',
    // Polled every 5 s while logged in, unless the no-poll flag is on (the balance subscription still runs).
    pollInterval: loggedIn && !noPolling ? ACCOUNT_MENU_POLL_MS : 0,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  // Balances move on every ledger change; the subscription keeps the wallet box current.
  useSubscription(SHELL_ACCOUNT_BALANCE, {
    skip: !loggedIn,
    onData: ({ client, data }) => {
      const balances = data.data?.accountBalance;
      if (!balances) return;
      client.cache.updateQuery({ query: SHELL_ACCOUNT_MENU, variables: { skipAccount: false } }, (prev) =>
        prev?.account ? { ...prev, account: { ...prev.account, balances } } : prev,
      );
    },
  });

  const data = query.data;
  const items = data?.accountMenu.menuShelves?.accountMenuShelf?.menuShelfItems;
  const menu = useMemo(() => resolveMenuItems(items), [items]);
  return {
    loginState,
    account: loggedIn ? (data?.account ?? null) : null,
    menu,
    promotionalCreditBalance: data?.accountMenu.promotionalCreditBalance ?? null,
    /** The avatar's notification dot: the new referral card (see `avatarNotification`). */
    notification: loggedIn && avatarNotification(data?.accountMenu.menuShelves?.referralMenuShelf, referralProgram),
    /** The avatar's notification dot for cashback: eligible and not hidden (see `useCashbackNotice`). */
    cashbackNotification: loggedIn && cashback.notify,
    loading: query.loading && !data,
    /** The account menu query failed: the header shows the anonymous avatar (see docs/product/shell-and-identity.md). */
    failed: Boolean(query.error) && !data,
  };
}
