import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { ArrowDownLeft, ArrowUpRight, ChevronRight, Receipt } from 'lucide-react';
import type { WalletReceiptFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { statusShortLabel, statusTone } from './receipt-status';
import { PaymentReceiptsDocument } from './receipt-operations';
import { walletPaths } from './wallet-paths';
import './wallet.css';

/** Receipts per page of the transactions list. */
export const RECEIPTS_PAGE_SIZE = 20;

function ReceiptRow({ r }: { r: WalletReceiptFragment }) {
  const deposit = r.transactionType === 'DEPOSIT';
  const Icon = deposit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li>
      <Link className="tx-row" to={walletPaths.receipt(r.id)}>
        <Icon className="tx-row__icon" size={20} aria-hidden="true" />
        <span className="tx-row__main">
          <span className="tx-row__title">
            {deposit ? 'Deposit' : 'Withdrawal'} · {r.provider?.name ?? 'Payment'}
          </span>
          <span className="tx-row__date">{formatDateTime(r.createdAt)}</span>
        </span>
        <span className="tx-row__end">
          <Money className="tx-row__amount" money={r.amount} />
          <Badge tone={statusTone(r.status)}>{statusShortLabel(r.status)}</Badge>
        </span>
        <ChevronRight size={18} aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * The Transactions section of the account history frame (the frame is the bets feature's;
 * the app layer puts this section in it): the viewer's deposits and withdrawals, newest
 * first, paged.
 */
export function TransactionsSection() {
  const { data, loading, error, refetch, fetchMore } = useQuery(PaymentReceiptsDocument, {
    variables: { first: RECEIPTS_PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [more, setMore] = useState(false);
  const page = data?.paymentReceipts;

  const showMore = async () => {
    if (!page?.endCursor) return;
    setMore(true);
    try {
      await fetchMore({
        variables: { after: page.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          paymentReceipts: {
            ...fetchMoreResult.paymentReceipts,
            nodes: [...prev.paymentReceipts.nodes, ...fetchMoreResult.paymentReceipts.nodes.filter((n) => !prev.paymentReceipts.nodes.some((p) => p.id === n.id))],
          },
        }),
      });
    } finally {
      setMore(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="history-transactions">
      <h2 id="history-transactions" className="account-section__title">
        Transactions
      </h2>
      {!page && loading ? (
        <div aria-busy="true" aria-label="Loading transactions" className="stack">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={56} radius={10} />
          ))}
        </div>
      ) : !page ? (
        <EmptyState title="We could not load your transactions" headingLevel={3} action={<Button onClick={() => void refetch()}>Try again</Button>}>
          {error ? 'Oops, we encountered an error. Please hang on and try again later while we sort things out.' : 'Please try again in a moment.'}
        </EmptyState>
      ) : page.nodes.length === 0 ? (
        <EmptyState
          icon={<Receipt size={32} />}
          title="No transactions yet"
          headingLevel={3}
          action={
            <Button asChild>
              <Link to={walletPaths.page('deposit')}>Make a Deposit</Link>
            </Button>
          }
        >
          Your deposits and withdrawals will show here.
        </EmptyState>
      ) : (
        <>
          <ul className="tx-list">
            {page.nodes.map((r) => (
              <ReceiptRow key={r.id} r={r} />
            ))}
          </ul>
          {page.endCursor ? (
            <Button variant="outline" block loading={more} onClick={() => void showMore()}>
              Show more
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
