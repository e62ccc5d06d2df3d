import { useQuery, useSubscription } from '@apollo/client';
import type { WalletBalancesQuery } from '@/graphql/graphql';
import { WalletAccountBalanceDocument, WalletBalancesDocument } from './wallet-operations';

export type WalletBalances = NonNullable<WalletBalancesQuery['account']>['balances'];
export type MoneyFields = WalletBalances['withdrawableBalance'];

/**
 * The viewer's balances for the wallet pages, live: the query reads the same account entity
 * as the account panel, and each `accountBalance` push is written into it, so the panel and
 * the wallet pages always show the same figures (including the held amount).
 */
export function useWalletBalances() {
  const query = useQuery(WalletBalancesDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  useSubscription(WalletAccountBalanceDocument, {
    onData: ({ client, data }) => {
      const balances = data.data?.accountBalance;
      if (!balances) return;
      client.cache.updateQuery({ query: WalletBalancesDocument }, (prev) =>
        prev?.account ? { ...prev, account: { ...prev.account, balances: { ...prev.account.balances, ...balances } } } : prev,
      );
    },
  });
  const account = query.data?.account ?? null;
  return {
    balances: account?.balances ?? null,
    currency: account?.currency ?? null,
    region: account?.region ?? null,
    loading: query.loading && !query.data,
    error: query.error ?? null,
    refetch: query.refetch,
  };
}
