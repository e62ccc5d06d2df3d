import { Fragment, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link, useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { reportError } from '@/shared/api/report-error';
import { formatDateTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast-store';
import { isPendingStatus, RECEIPT_POLL_MS, statusLabel, statusTone } from './receipt-status';
import { PaymentReceiptDocument, WithdrawalCancelDocument } from './receipt-operations';
import { UNEXPECTED_ERROR } from './user-errors';
import { walletPaths } from './wallet-paths';
import './wallet.css';

/**
 * `/account/wallet/receipt/{id}` (see docs/product/wallet.md): one of the viewer's payments. The
 * server answers null for unknown ids and other accounts' receipts (a not-found state here). A
 * pending receipt is re-read every 5 s; a cancellable withdrawal can be cancelled.
 */
export function ReceiptPage() {
  const id = useParams().receiptId ?? '';
  const { data, loading, error, refetch } = useQuery(PaymentReceiptDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const receipt = data?.paymentReceipt ?? null;
  const pending = receipt ? isPendingStatus(receipt.status) : false;
  useQuery(PaymentReceiptDocument, { variables: { id }, fetchPolicy: 'network-only', pollInterval: RECEIPT_POLL_MS, skip: !pending });
  const [cancel, { loading: cancelling }] = useMutation(WithdrawalCancelDocument);
  const [confirming, setConfirming] = useState(false);

  if (!data && loading) {
    return (
      <div className="wallet-page" aria-busy="true">
        <h1 className="wallet-page__title">Receipt</h1>
        <Skeleton height={280} radius={14} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="wallet-page">
        <h1 className="wallet-page__title">Receipt</h1>
        <EmptyState title="We could not load this receipt" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          {error ? 'Oops, we encountered an error. Please hang on and try again later while we sort things out.' : 'Please try again in a moment.'}
        </EmptyState>
      </div>
    );
  }
  if (!receipt) {
    return (
      <div className="wallet-page">
        <h1 className="wallet-page__title">Receipt</h1>
        <EmptyState
          icon={<FileQuestion size={32} />}
          title="Receipt not found"
          action={
            <Button asChild>
              <Link to={walletPaths.history}>View your transactions</Link>
            </Button>
          }
        >
          We could not find this receipt on your account. Check the link, or find the payment in your transaction history.
        </EmptyState>
      </div>
    );
  }

  const doCancel = async () => {
    try {
      const r = (await cancel({ variables: { receiptId: receipt.id } })).data?.withdrawalCancel;
      if (!r) throw new Error('Empty withdrawalCancel answer');
      if (!r.permitted || r.userErrors.length > 0) {
        toast({ title: 'Could not cancel the withdrawal', description: r.userErrors.at(-1)?.message ?? UNEXPECTED_ERROR, variant: 'danger' });
      } else {
        toast({ title: 'Withdrawal cancelled', description: 'The funds are back in your withdrawable balance.', variant: 'success' });
      }
      await refetch();
    } catch (e) {
      reportError(e, { source: 'wallet', call: 'withdrawalCancel' });
      toast({ title: 'An error has occurred', description: 'Please try again later.', variant: 'danger', duration: 10_000 });
    }
    setConfirming(false);
  };

  const direction = receipt.transactionType === 'DEPOSIT' ? 'Deposit' : 'Withdrawal';
  return (
    <div className="wallet-page">
      <h1 className="wallet-page__title">{direction} receipt</h1>
      <section className="account-section receipt" aria-labelledby="receipt-amount">
        <div className="receipt__head">
          <p id="receipt-amount" className="receipt__amount">
            <Money money={receipt.amount} />
          </p>
          <div role="status" aria-live="polite" className="receipt__status">
            <Badge tone={statusTone(receipt.status)}>{statusLabel(receipt.status)}</Badge>
          </div>
        </div>
        {receipt.failureReason ? <p className="wallet-warning">{receipt.failureReason}</p> : null}
        <dl className="details">
          <dt>Type</dt>
          <dd>{direction}</dd>
          {receipt.receiptLines.map((l, i) => (
            <Fragment key={`${l.label}-${i}`}>
              <dt>{l.label}</dt>
              <dd>{l.value}</dd>
            </Fragment>
          ))}
          {receipt.transactionId ? (
            <>
              <dt>Transaction ID</dt>
              <dd>{receipt.transactionId}</dd>
            </>
          ) : null}
          <dt>Receipt number</dt>
          <dd>{receipt.id}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(receipt.createdAt)}</dd>
          <dt>Last updated</dt>
          <dd>{formatDateTime(receipt.updatedAt)}</dd>
        </dl>
        {pending ? <p className="wallet-note">This page updates automatically while the payment is pending.</p> : null}
        <div className="receipt__actions">
          {receipt.transactionType === 'WITHDRAWAL' && receipt.cancellable ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Cancel Withdrawal
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={walletPaths.history}>All transactions</Link>
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this withdrawal?"
        description={
          <>
            The <Money money={receipt.amount} /> held for this withdrawal goes back to your withdrawable balance.
          </>
        }
        confirmLabel="Cancel Withdrawal"
        cancelLabel="Keep Withdrawal"
        tone="danger"
        busy={cancelling}
        onConfirm={doCancel}
      />
    </div>
  );
}
