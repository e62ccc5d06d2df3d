import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBrand } from '@/brands/brand-context';
import { reportError } from '@/shared/api/report-error';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { frameEffect } from './frame-effects';
import type { FrameMessage } from './frame-messages';
import { PaymentsFrame, showPaymentPageError, showUnexpectedErrorToast } from './payments-frame';
import { receiptIdOfFrame, useDepositCompletion } from './deposit-completion';
import { DepositFailedView, DepositSuccessView, GatewayProgress, InformationMismatchView } from './result-views';
import { loadSubmission, saveSubmission } from './submission-store';
import { usePaymentSubmit } from './use-payment-submit';
import { usePaymentsOrigin } from './use-payments-origin';
import { useWalletBalances } from './use-wallet-balances';
import { appPath, parseTransactionType, walletPaths, type TransactionType } from './wallet-paths';
import { WalletNotFound } from './wallet-not-found';
import './wallet.css';

type View = { kind: 'frame' } | { kind: 'mismatch' } | { kind: 'success'; amountCents: number | null } | { kind: 'failed'; message: string | null; tryAgain: boolean };

/** The title of the frame: the navigation bar title plus the direction (see docs/product/wallet.md). */
export function frameTitle(brandName: string, type: TransactionType): string {
  return `${brandName} ${type}`;
}

/**
 * `/account/wallet/{type}/gateway?frame=<url>[&hidden=1]`: hosts the payments frame and acts
 * on its messages. The frame URL must be on the payments origin; a hidden
 * gateway keeps the frame out of sight and shows progress instead.
 */
export function GatewayPage() {
  const params = useParams();
  const type = parseTransactionType(params.transactionType);
  const [search] = useSearchParams();
  const frame = search.get('frame');
  const hidden = search.get('hidden') === '1';
  const { origin, loading, failed } = usePaymentsOrigin();
  const brand = useBrand();

  if (!type) return <WalletNotFound />;
  if (loading) return <Skeleton height={480} radius={14} />;
  const frameOk = Boolean(origin && frame && sameOrigin(frame, origin));
  if (failed || !origin || !frame || !frameOk) {
    return <GatewayError type={type} foreignFrame={Boolean(frame && origin && !frameOk)} />;
  }
  return <Gateway key={frame} type={type} frameUrl={frame} origin={origin} hidden={hidden} title={frameTitle(brand.name, type)} />;
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

function Gateway({ type, frameUrl, origin, hidden, title }: { type: TransactionType; frameUrl: string; origin: string; hidden: boolean; title: string }) {
  const navigate = useNavigate();
  const { submit } = usePaymentSubmit();
  const { balances } = useWalletBalances();
  const completion = useDepositCompletion();
  const [view, setView] = useState<View>({ kind: 'frame' });
  const back = walletPaths.page(type);

  const resubmit = useCallback(
    async (amountCents: number | null) => {
      const previous = loadSubmission(type);
      if (!previous) throw new Error(`Resubmit without a ${type} to repeat`);
      const next = { ...previous, amountCents: amountCents ?? previous.amountCents };
      const outcome = await submit(next, { validate: false });
      if (outcome.kind === 'failed') {
        showPaymentPageError();
        return;
      }
      if (outcome.kind === 'rejected') {
        const e = outcome.errors;
        if (e.generalMessage) showUnexpectedErrorToast(e.generalMessage);
        setView({ kind: 'failed', message: e.amount ?? Object.values(e.fields)[0] ?? e.general, tryAgain: true });
        return;
      }
      saveSubmission(next);
      const to = appPath(outcome.uri);
      if (!to) throw new Error('Resubmit answered no app path');
      void navigate(to, { replace: true });
    },
    [type, submit, navigate],
  );

  const onMessage = useCallback(
    async (message: FrameMessage) => {
      const effect = frameEffect(message, type);
      switch (effect.kind) {
        case 'navigate':
          void navigate(effect.to);
          return;
        case 'mismatch':
          setView({ kind: 'mismatch' });
          return;
        case 'success':
          setView({ kind: 'success', amountCents: loadSubmission(type)?.amountCents ?? null });
          return;
        case 'failed':
          setView({ kind: 'failed', message: effect.errorMessage, tryAgain: effect.tryAgain });
          return;
        case 'resubmitDeposit':
          await resubmit(effect.amountCents);
          return;
        case 'resubmitWithdrawal':
          await resubmit(effect.amountCents);
          return;
        case 'complete': {
          const receiptId = receiptIdOfFrame(frameUrl);
          if (!receiptId) throw new Error('Payments frame URL names no payment');
          const outcome = await completion.complete(effect.flow, receiptId, effect.token);
          switch (outcome.kind) {
            case 'succeeded':
              setView({ kind: 'success', amountCents: loadSubmission(type)?.amountCents ?? null });
              return;
            case 'pending':
              void navigate(walletPaths.receipt(outcome.receiptId));
              return;
            case 'failed':
              setView({ kind: 'failed', message: outcome.message, tryAgain: outcome.tryAgain });
              return;
            case 'rejected':
              if (outcome.general) showUnexpectedErrorToast(outcome.message);
              setView({ kind: 'failed', message: outcome.message, tryAgain: true });
              return;
            case 'cancelled':
            case 'unreachable':
              showPaymentPageError();
              return;
          }
          return;
        }
        case 'cancel': {
          const receiptId = receiptIdOfFrame(frameUrl);
          if (!receiptId) throw new Error('Payments frame URL names no payment');
          const outcome = await completion.cancel(effect.flow, receiptId);
          if (outcome.kind === 'rejected' && outcome.general) showUnexpectedErrorToast(outcome.message);
          if (outcome.kind === 'unreachable') showPaymentPageError();
          void navigate(back);
          return;
        }
        case 'none':
          return;
      }
    },
    [type, navigate, resubmit, completion, frameUrl, back],
  );

  const heading = type === 'deposit' ? 'Deposit' : 'Withdrawal';
  return (
    <div className="wallet-page">
      <h1 className="wallet-page__title">{heading}</h1>
      {view.kind === 'frame' ? (
        <>
          {hidden ? <GatewayProgress type={type} /> : null}
          <PaymentsFrame src={frameUrl} origin={origin} title={title} hidden={hidden} onMessage={onMessage} />
        </>
      ) : view.kind === 'mismatch' ? (
        <InformationMismatchView onBack={() => void navigate(back)} backLabel={type === 'deposit' ? 'Back to Deposit' : 'Back to Withdrawal'} />
      ) : view.kind === 'success' ? (
        <DepositSuccessView
          amountCents={view.amountCents}
          balance={balances?.playableBalance ?? null}
          actions={
            <>
              <Button asChild>
                <Link to="/">Start Betting</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={walletPaths.history}>View Transactions</Link>
              </Button>
            </>
          }
        />
      ) : (
        <DepositFailedView
          message={view.message}
          onTryAgain={view.tryAgain ? () => void navigate(back) : undefined}
          actions={
            <Button asChild variant="outline">
              <Link to="/account/help">Contact Support</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

function GatewayError({ type, foreignFrame }: { type: TransactionType; foreignFrame: boolean }) {
  useEffect(() => {
    if (foreignFrame) reportError(new Error('Payments frame URL is not on the payments origin'), { source: 'payments-frame' });
    else showPaymentPageError();
  }, [foreignFrame]);
  return (
    <EmptyState
      title="We could not open the payment page"
      action={
        <Button asChild>
          <Link to={walletPaths.page(type)}>{type === 'deposit' ? 'Back to Deposit' : 'Back to Withdrawal'}</Link>
        </Button>
      }
    >
      Please try again later.
    </EmptyState>
  );
}
