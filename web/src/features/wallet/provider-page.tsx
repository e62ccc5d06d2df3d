import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { PaymentProviderType, WalletProviderFragment } from '@/graphql/graphql';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { BalanceSummary } from './balance-summary';
import { PaymentProvidersPageDocument } from './payment-operations';
import { unavailableText } from './provider-list';
import { useWalletBalances, type WalletBalances } from './use-wallet-balances';
import { directionOf, walletPaths, type TransactionType } from './wallet-paths';
import './wallet.css';

/**
 * The frame of a provider's own page (wire transfer, cash at casino, Interac): finds the
 * provider of `providerType` on the landing page and handles loading, failure, absence and
 * exclusion; `children` renders the form once the provider is known.
 */
export function ProviderPage({
  type,
  providerType,
  title,
  children,
}: {
  type: TransactionType;
  providerType: PaymentProviderType;
  title: string;
  children: (provider: WalletProviderFragment, balances: WalletBalances | null) => ReactNode;
}) {
  const { data, loading, error, refetch } = useQuery(PaymentProvidersPageDocument, { variables: { transactionType: directionOf(type) }, fetchPolicy: 'cache-and-network' });
  const { balances } = useWalletBalances();
  const page = data?.paymentProvidersLandingPage;
  const provider = page?.paymentProviders.find((p) => p.type === providerType) ?? null;
  const back = (
    <Button asChild variant="outline">
      <Link to={walletPaths.page(type)}>{type === 'deposit' ? 'Back to Deposit' : 'Back to Withdrawal'}</Link>
    </Button>
  );

  let body: ReactNode;
  if (!page && loading) body = <Skeleton height={320} radius={14} />;
  else if (!page)
    body = (
      <EmptyState title="We could not load this payment method" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {error ? 'Oops, we encountered an error. Please hang on and try again later while we sort things out.' : 'Please try again in a moment.'}
      </EmptyState>
    );
  else if (!provider) body = <EmptyState title="This payment method is not available" action={back}>It is not offered in your region. Please choose another payment method.</EmptyState>;
  else if (unavailableText(provider)) body = <EmptyState title="This payment method is unavailable" action={back}>{unavailableText(provider)}</EmptyState>;
  else
    body = (
      <section className="account-section wallet-form-section" aria-labelledby="provider-page-title">
        <h2 id="provider-page-title" className="account-section__title">
          {provider.name}
        </h2>
        {provider.description ? <p className="wallet-note">{provider.description}</p> : null}
        {provider.warning ? <p className="wallet-warning">{provider.warning}</p> : null}
        {children(provider, balances)}
      </section>
    );

  return (
    <div className="wallet-page">
      <Button asChild variant="link">
        <Link to={walletPaths.page(type)}>
          <ArrowLeft size={16} aria-hidden="true" />
          All payment methods
        </Link>
      </Button>
      <h1 className="wallet-page__title">{title}</h1>
      <BalanceSummary balances={balances} type={type} />
      {body}
    </div>
  );
}
