import { useQuery, useSubscription } from '@apollo/client';
import { useMemo } from 'react';
import { useAuth } from '@/shared/auth/use-auth';
import { resolveMenuItems } from './menu-items';
import { ACCOUNT_MENU_POLL_MS, SHELL_ACCOUNT_BALANCE, SHELL_ACCOUNT_MENU } from './shell-operations';

/** The viewer's account, balances and account menu for the header and account panel. */
export function useShellAccount() {
  const { loginState } = useAuth();
  const loggedIn = loginState === 'loggedIn';
  const query = useQuery(SHELL_ACCOUNT_MENU, {
    variables: { skipAccount: !loggedIn },
    skip: loginState === 'unknown',
    pollInterval: loggedIn ? ACCOUNT_MENU_POLL_MS : 0,
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
    loading: query.loading && !data,
    /** The account menu query failed: the header shows the anonymous avatar (see docs/product/shell-and-identity.md). */
    failed: Boolean(query.error) && !data,
  };
}
