import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useNavigate } from 'react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { WalletProviderFragment } from '@/graphql/graphql';
import { useBrand } from '@/brands/brand-context';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { formatCents } from '@/shared/format/money';
import { Button } from '@/shared/ui/button';
import { CurrencyInput, currencyToCents } from '@/shared/ui/currency-input';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Field, FormError } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import { amountError, inputBounds, limitsHint, moneyCents } from './amount-rules';
import { frameTitle } from './gateway-page';
import type { FrameMessage } from './frame-messages';
import type { CompletionOutcome } from './deposit-completion';
import { PaymentsFrame } from './payments-frame';
import { QUICK_DEPOSIT_TEXT, useQuickDepositMachine } from './quick-deposit-machine';
import { quickDepositNext } from './quick-deposit-outcome';
import { QuickDepositProvidersDocument } from './quick-deposit-operations';
import { ProviderPicker } from './provider-picker';
import { unavailableText } from './provider-list';
import { MISSING_CLIENT_ID, missingClientId, receiptIdOfFrame, useDepositCompletion, withClientFrame } from './deposit-completion';
import { showUnexpectedErrorToast } from './payments-frame';
import { saveSubmission, type PaymentSubmission } from './submission-store';
import { usePaymentSubmit } from './use-payment-submit';
import { usePaymentsOrigin } from './use-payments-origin';
import { walletPaths } from './wallet-paths';
import { webProviders } from './web-providers';
import './wallet.css';

/** The default provider: the preferred one, else the first available one. */
export function defaultProvider(providers: readonly WalletProviderFragment[], preferred: WalletProviderFragment | null): WalletProviderFragment | null {
  return preferred ?? providers.find((p) => !unavailableText(p)) ?? providers[0] ?? null;
}

/**
 * The quick deposit form (see docs/product/wallet.md), for the betslip and
 * `/account/wallet/quick-deposit`: an amount and a saved method of the preferred provider
 * (changeable when there are several and the flag allows), a deposit through a hidden gateway or
 * the payments frame, and `onDone` 3 s after success.
 */
export function QuickDeposit({ onDone }: { onDone: () => void }) {
  const { data, loading, error, refetch } = useQuery(QuickDepositProvidersDocument, { fetchPolicy: 'cache-and-network' });
  const page = data?.paymentProvidersQuickDepositLandingPage;
  const changeAllowed = useFeatureFlag('changeProvider');
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (!page && loading) return <Skeleton height={200} radius={12} />;
  if (!page) {
    return (
      <div className="quick-deposit quick-deposit--message">
        <FormError>{error ? QUICK_DEPOSIT_TEXT.unexpected : 'Please try again in a moment.'}</FormError>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const providers = webProviders(page.paymentProviders);
  // Why the preselected provider is not the bettor's usual one (their usual one is excluded).
  const preferredWarning = page.preferredPaymentProvider?.preferredWarning ?? null;
  const provider = providers.find((p) => p.id === chosenId) ?? defaultProvider(providers, page.preferredPaymentProvider);
  if (!provider) {
    return (
      <div className="quick-deposit quick-deposit--message">
        <p>No quick deposit method is set up yet. Make your first deposit from the wallet.</p>
        <Button asChild>
          <Link to={walletPaths.page('deposit')}>Go to Deposit</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      {preferredWarning && provider.id === page.preferredPaymentProvider?.id ? (
        <p className="wallet-warning quick-deposit__preferred-warning" role="note">
          <TriangleAlert size={16} aria-hidden="true" /> {preferredWarning}
        </p>
      ) : null}
      <QuickDepositForm
        key={provider.id}
        provider={provider}
        providers={changeAllowed && providers.length > 1 ? providers : null}
        onProviderChange={setChosenId}
        onDone={onDone}
      />
    </>
  );
}

function QuickDepositForm({
  provider,
  providers,
  onProviderChange,
  onDone,
}: {
  provider: WalletProviderFragment;
  providers: readonly WalletProviderFragment[] | null;
  onProviderChange: (id: string) => void;
  onDone: () => void;
}) {
  const brand = useBrand();
  const navigate = useNavigate();
  const { origin } = usePaymentsOrigin();
  const { submit } = usePaymentSubmit();
  const completion = useDepositCompletion();
  const unavailable = unavailableText(provider);
  const noClientId = missingClientId(provider);
  const [state, dispatch] = useQuickDepositMachine(onDone);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [methodId, setMethodId] = useState(provider.preferredMethod?.id ?? provider.methods[0]?.id ?? '');
  const [serverErrors, setServerErrors] = useState<{ amount: string | null; method: string | null }>({ amount: null, method: null });
  const limits = { minCents: moneyCents(provider.minimumAmount), maxCents: moneyCents(provider.maximumAmount) };
  const bounds = inputBounds(limits);
  const cents = currencyToCents(amount);
  const ruleError = amountError(cents, limits);
  const needsMethod = provider.supportsMethods && provider.methods.length > 0;
  const methodError = needsMethod && !methodId ? 'Choose a payment method.' : null;
  const busy = state.status === 'submitting' || state.status === 'processing' || state.status === 'slow';
  const amountText = cents ? formatCents(cents) : '';

  const edited = () => {
    dispatch({ type: 'edited' });
    setServerErrors({ amount: null, method: null });
  };

  const run = useCallback(
    async (submission: PaymentSubmission, validate: boolean) => {
      const next = quickDepositNext(await submit(submission, { validate }));
      switch (next.kind) {
        case 'frame':
          saveSubmission(submission);
          // The wallet sheet and the card drop-in start with the processor's client id.
          dispatch({ type: 'gateway', frame: { url: provider.clientId ? withClientFrame(next.url, provider.clientId) : next.url, hidden: next.hidden } });
          return;
        case 'succeeded':
          dispatch({ type: 'succeeded' });
          return;
        case 'navigate':
          void navigate(next.to);
          return;
        case 'fieldError':
          setServerErrors({ amount: next.amount, method: next.method });
          dispatch({ type: 'reset' });
          return;
        case 'failed':
          if (next.toast) showUnexpectedErrorToast(next.toast);
          dispatch({ type: 'failed', message: next.message, tryAgain: next.tryAgain });
      }
    },
    [submit, dispatch, navigate, provider.clientId],
  );

  /** Completes or cancels a wallet-sheet or drop-in deposit and moves the machine on. */
  const finish = async (outcome: Promise<CompletionOutcome>) => {
    const o = await outcome;
    switch (o.kind) {
      case 'succeeded':
      case 'pending':
        dispatch({ type: 'succeeded' });
        return;
      case 'failed':
        dispatch({ type: 'failed', message: o.message, tryAgain: o.tryAgain });
        return;
      case 'cancelled':
        dispatch({ type: 'reset' });
        return;
      case 'rejected':
        if (o.general) showUnexpectedErrorToast(o.message);
        dispatch({ type: 'failed', message: o.general ? QUICK_DEPOSIT_TEXT.unexpected : o.message, tryAgain: false });
        return;
      case 'unreachable':
        dispatch({ type: 'failed', message: QUICK_DEPOSIT_TEXT.tryAgain, tryAgain: true });
    }
  };

  const onSubmit = () => {
    setTouched(true);
    if (ruleError || methodError || cents === null || unavailable || noClientId) return;
    dispatch({ type: 'submit', amountCents: cents });
    void run(
      { type: 'deposit', amountCents: cents, paymentProviderId: provider.id, paymentMethodId: methodId || null, promotionCode: null, quickDeposit: true },
      true,
    );
  };

  const onMessage = async (m: FrameMessage) => {
    switch (m.type) {
      case 'showDepositSuccessful':
      case 'showDepositReceiptPage':
        dispatch({ type: 'succeeded' });
        return;
      case 'showDepositFailed':
        dispatch({ type: 'failed', message: m.payload.errorMessage ?? QUICK_DEPOSIT_TEXT.failed, tryAgain: m.payload.showTryAgainCTA });
        return;
      case 'showInformationMismatchPage':
        dispatch({ type: 'failed', message: 'The name or details on this payment method do not match your account. Please contact Customer Support.', tryAgain: false });
        return;
      case 'goBackToDeposit':
        dispatch({ type: 'reset' });
        return;
      case 'walletButtonToken':
      case 'cardDropInToken': {
        const receiptId = state.frame ? receiptIdOfFrame(state.frame.url) : null;
        if (!receiptId) return;
        await finish(completion.complete(m.type === 'walletButtonToken' ? 'walletButton' : 'cardDropIn', receiptId, m.payload.token));
        return;
      }
      case 'walletButtonCancelled':
      case 'cardDropInCancelled': {
        const receiptId = state.frame ? receiptIdOfFrame(state.frame.url) : null;
        if (!receiptId) return;
        await finish(completion.cancel(m.type === 'walletButtonCancelled' ? 'walletButton' : 'cardDropIn', receiptId));
        return;
      }
      case 'resubmitDepositCreateV2':
        await run({ type: 'deposit', amountCents: m.payload.amountCents, paymentProviderId: provider.id, paymentMethodId: methodId || null, promotionCode: null, quickDeposit: true }, false);
        return;
      default:
        return;
    }
  };

  const label =
    state.status === 'success'
      ? `${amountText || formatCents(state.amountCents ?? 0)} Deposited`
      : state.status === 'tryAgain'
        ? 'Try Again'
        : busy
          ? 'Depositing…'
          : amountText
            ? `Deposit ${amountText}`
            : 'Deposit';
  const pristine = amount === '';
  const disabled = Boolean(unavailable) || noClientId || pristine || Boolean(ruleError) || Boolean(methodError) || state.status === 'fullStop' || state.status === 'success';
  const shownAmountError = serverErrors.amount ?? (touched && !pristine ? ruleError : null);
  const frame = state.frame;

  return (
    <form
      className="quick-deposit"
      aria-label="Quick deposit"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="quick-deposit__provider">
        <img className="quick-deposit__icon" src={provider.icon} alt={provider.name} width={163} height={113} />
        <span className="quick-deposit__provider-name">{provider.name}</span>
        {providers ? <ProviderPicker providers={providers} currentId={provider.id} onPick={onProviderChange} disabled={busy} /> : null}
      </div>
      {unavailable ? <FormError>{unavailable}</FormError> : null}
      {!unavailable && noClientId ? <FormError>{MISSING_CLIENT_ID}</FormError> : null}
      <Field label="Deposit amount" hint={limitsHint(limits)} error={shownAmountError ?? undefined}>
        <CurrencyInput
          value={amount}
          min={bounds.min}
          max={bounds.max}
          skipClearOnBlur
          disabled={busy || state.status === 'success'}
          onValueChange={(v) => {
            setAmount(v);
            edited();
          }}
          onBlur={() => setTouched(true)}
        />
      </Field>
      {needsMethod ? (
        <Field label="Payment method" error={serverErrors.method ?? (touched ? methodError : null) ?? undefined}>
          <select
            className="input quick-deposit__select"
            value={methodId}
            disabled={busy || state.status === 'success'}
            onChange={(e) => {
              setMethodId(e.target.value);
              edited();
            }}
          >
            {provider.methods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
                {m.description ? ` (${m.description})` : ''}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <div className="quick-deposit__status" role="status" aria-live="polite">
        {state.status === 'slow' ? (
          <p className="wallet-warning">
            <TriangleAlert size={16} aria-hidden="true" /> {QUICK_DEPOSIT_TEXT.slow}
          </p>
        ) : null}
        {state.status === 'success' ? (
          <p className="quick-deposit__success">
            <CircleCheck size={16} aria-hidden="true" /> Your deposit was added to your balance.
          </p>
        ) : null}
      </div>
      {(state.status === 'tryAgain' || state.status === 'fullStop') && state.message ? <FormError>{state.message}</FormError> : null}
      <Button type="submit" block size="lg" loading={busy} disabled={disabled} variant={state.status === 'success' ? 'secondary' : 'primary'}>
        {label}
      </Button>
      {frame && origin && frame.hidden ? <PaymentsFrame src={frame.url} origin={origin} title={frameTitle(brand.name, 'deposit')} hidden onMessage={onMessage} onLoadFailure={() => dispatch({ type: 'failed', message: QUICK_DEPOSIT_TEXT.tryAgain, tryAgain: true })} /> : null}
      {frame && origin && !frame.hidden ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : dispatch({ type: 'reset' }))}>
          <DialogContent title="Complete your deposit" width={520}>
            <PaymentsFrame src={frame.url} origin={origin} title={frameTitle(brand.name, 'deposit')} onMessage={onMessage} onLoadFailure={() => dispatch({ type: 'failed', message: QUICK_DEPOSIT_TEXT.tryAgain, tryAgain: true })} />
          </DialogContent>
        </Dialog>
      ) : null}
    </form>
  );
}
