import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Wallet } from 'lucide-react';
import type { WalletProviderFragment } from '@/graphql/graphql';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { moneyCents } from './amount-rules';
import { BalanceSummary } from './balance-summary';
import { PaymentForm } from './payment-form';
import { PaymentProvidersPageDocument } from './payment-operations';
import { ProviderExclusions } from './provider-exclusions';
import { ProviderList, unavailableText } from './provider-list';
import { MISSING_CLIENT_ID, missingClientId, withClientId } from './deposit-completion';
import { FormError } from '@/shared/ui/field';
import { saveSubmission } from './submission-store';
import { usePaymentSubmit } from './use-payment-submit';
import { useWalletBalances } from './use-wallet-balances';
import { appPath, directionOf, walletPaths, type TransactionType } from './wallet-paths';
import { webProviders } from './web-providers';
import './wallet.css';

const LOAD_ERROR = 'Oops, we encountered an error. Please hang on and try again later while we sort things out.';

/** Where picking a provider leads: its own page, or the amount form here. */
export function providerDestination(p: Pick<WalletProviderFragment, 'type' | 'code'>, type: TransactionType): string | null {
  if (p.type === 'WIRE_TRANSFER') return walletPaths.wireTransfer(type);
  if (p.type === 'CASH_AT_CASINO') return walletPaths.cashAtCasino(type);
  if (p.type === 'INTERAC' && type === 'withdrawal') return walletPaths.interac;
  return null;
}

/** The page's query with the chosen provider set (or cleared), its other parameters kept. */
export function withProvider(search: URLSearchParams, code: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (code === null) next.delete('provider');
  else next.set('provider', code);
  return next;
}

/**
 * `/account/wallet/deposit` and `/account/wallet/withdrawal` (see docs/product/wallet.md): the
 * providers of `paymentProvidersLandingPage`, then the amount form of the chosen one
 * (`?provider={code}`; the page's other query parameters stay). A submit validates, creates,
 * and follows the answer's deep link. `banner` shows under the title.
 */
export function WalletPage({ type, banner }: { type: TransactionType; banner?: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const promoCodes = useFeatureFlag('depositPromoCodes');
  const { data, loading, error, refetch } = useQuery(PaymentProvidersPageDocument, {
    variables: { transactionType: directionOf(type) },
    fetchPolicy: 'cache-and-network',
  });
  const { balances } = useWalletBalances();
  const { submit } = usePaymentSubmit();
  const page = data?.paymentProvidersLandingPage;
  const providers = page ? webProviders(page.paymentProviders) : [];
  const picked = providers.find((p) => p.code === search.get('provider') && !unavailableText(p)) ?? null;
  const title = type === 'deposit' ? 'Deposit' : 'Withdraw';

  const pick = (p: WalletProviderFragment) => {
    const to = providerDestination(p, type);
    if (to) void navigate(to);
    else setSearch(withProvider(search, p.code));
  };

  let body;
  if (!page && loading) {
    body = (
      <div className="provider-list" aria-busy="true" aria-label="Loading payment methods">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={129} radius={12} />
        ))}
      </div>
    );
  } else if (!page) {
    body = (
      <EmptyState title="We could not load the payment methods" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {error ? LOAD_ERROR : 'Please try again in a moment.'}
      </EmptyState>
    );
  } else if (providers.length === 0) {
    body = (
      <EmptyState icon={<Wallet size={32} />} title={type === 'deposit' ? 'No deposit methods available' : 'No withdrawal methods available'}>
        {type === 'deposit'
          ? 'There is no way to deposit in your region right now. Please check back later or contact Customer Support.'
          : 'There is no way to withdraw in your region right now. Please check back later or contact Customer Support.'}
      </EmptyState>
    );
  } else if (picked) {
    body = (
      <section className="account-section wallet-form-section" aria-labelledby="wallet-form-title">
        <Button variant="link" icon={<ArrowLeft size={16} aria-hidden="true" />} onClick={() => setSearch(withProvider(search, null))}>
          Change payment method
        </Button>
        <h2 id="wallet-form-title" className="account-section__title">
          {picked.name}
        </h2>
        {picked.vendorInformation ? <p className="wallet-note">{picked.vendorInformation}</p> : null}
        {picked.warning ? <p className="wallet-warning">{picked.warning}</p> : null}
        {missingClientId(picked) ? (
          <FormError>{MISSING_CLIENT_ID}</FormError>
        ) : (
        <PaymentForm
          key={picked.id}
          provider={picked}
          type={type}
          verb={type === 'deposit' ? 'Deposit' : 'Withdraw'}
          showPromo={type === 'deposit' && promoCodes}
          availableCents={type === 'withdrawal' && balances ? moneyCents(picked.balance ?? balances.withdrawableBalance) : null}
          onSubmit={async (v) => {
            const submission = { type, amountCents: v.amountCents, paymentProviderId: picked.id, paymentMethodId: v.paymentMethodId, promotionCode: v.promotionCode };
            const outcome = await submit(submission);
            if (outcome.kind === 'ok') saveSubmission(submission);
            return outcome;
          }}
          onAccepted={(outcome) => {
            const path = appPath(outcome.uri);
            // The wallet sheet and the card drop-in start with the processor's client id.
            const to = (path && picked.clientId ? withClientId(path, picked.clientId) : path) ?? (outcome.receiptId ? walletPaths.receipt(outcome.receiptId) : null);
            if (to) void navigate(to);
            else void navigate(walletPaths.history);
          }}
        />
        )}
      </section>
    );
  } else {
    body = (
      <>
        <ProviderList
          providers={providers}
          preferredId={page.preferredPaymentProvider?.id ?? null}
          onPick={pick}
          showBalance={type === 'withdrawal'}
          label={type === 'deposit' ? 'Deposit methods' : 'Withdrawal methods'}
        />
        {type === 'deposit' ? <ProviderExclusions providers={providers} /> : null}
      </>
    );
  }

  return (
    <div className="wallet-page">
      <div className="wallet-page__head">
        <h1 className="wallet-page__title">{title}</h1>
        <Link className="wallet-page__switch" to={walletPaths.page(type === 'deposit' ? 'withdrawal' : 'deposit')}>
          {type === 'deposit' ? 'Withdraw instead' : 'Deposit instead'}
        </Link>
      </div>
      {banner}
      <BalanceSummary balances={balances} type={type} />
      {body}
      <p className="wallet-page__footer">
        <Link to={walletPaths.history}>View your transactions</Link>
      </p>
    </div>
  );
}
