import { useQuery, useMutation } from '@apollo/client';
import { useNavigate, useParams } from 'react-router';
import { MapPin } from 'lucide-react';
import { reportError } from '@/shared/api/report-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { moneyCents } from './amount-rules';
import { PaymentForm } from './payment-form';
import { CreateConfirmationDocument, PaymentFacilitiesDocument } from './payment-operations';
import { ProviderPage } from './provider-page';
import { createOutcome } from './use-create-call';
import { usePaymentSubmit, type SubmitOutcome } from './use-payment-submit';
import { appPath, parseTransactionType, walletPaths, type TransactionType } from './wallet-paths';
import { WalletNotFound } from './wallet-not-found';

/** The casino cages of the viewer's region (paymentFacilities). */
function Facilities() {
  const { data, loading, error } = useQuery(PaymentFacilitiesDocument, { fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Skeleton height={96} radius={12} />;
  const list = data?.paymentFacilities ?? [];
  if (error && !data) return <p className="wallet-note">We could not load the casino locations. Please try again later.</p>;
  if (list.length === 0) return <p className="wallet-note">There is no casino cage in your region yet, so cash payments are not possible right now.</p>;
  return (
    <section aria-labelledby="facilities-title">
      <h3 id="facilities-title" className="wallet-subtitle">
        Where to go
      </h3>
      <ul className="facility-list">
        {list.map((f) => (
          <li key={`${f.name}-${f.address}`} className="facility">
            <MapPin size={18} aria-hidden="true" />
            <div>
              <p className="facility__name">{f.name}</p>
              <p className="facility__line">{f.address}</p>
              <p className="facility__line">{f.hours}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cash at a casino cage: create the payment, confirm it (the code is generated then), show the receipt. */
function CashAtCasino({ type }: { type: TransactionType }) {
  const navigate = useNavigate();
  const { submit } = usePaymentSubmit();
  const [confirm] = useMutation(CreateConfirmationDocument);
  return (
    <ProviderPage type={type} providerType="CASH_AT_CASINO" title={type === 'deposit' ? 'Cash at Casino Deposit' : 'Cash at Casino Withdrawal'}>
      {(provider, balances) => (
        <>
          <p className="wallet-note">
            {type === 'deposit'
              ? 'Choose an amount and we will give you a code. Bring the code, your photo ID and the cash to the casino cage; the deposit is credited as soon as the cashier accepts it.'
              : 'Choose an amount and we will give you a pickup code. Bring the code and your photo ID to the casino cage to collect your cash.'}
          </p>
          <Facilities />
          <PaymentForm
            provider={provider}
            type={type}
            verb={type === 'deposit' ? 'Deposit' : 'Withdraw'}
            showMethods={false}
            availableCents={type === 'withdrawal' && balances ? moneyCents(provider.balance ?? balances.withdrawableBalance) : null}
            onSubmit={async (v): Promise<SubmitOutcome> => {
              const created = await submit({ type, amountCents: v.amountCents, paymentProviderId: provider.id, paymentMethodId: null, promotionCode: null });
              if (created.kind !== 'ok') return created;
              if (!created.receiptId) return created;
              try {
                const r = (await confirm({ variables: { receiptId: created.receiptId } })).data?.createConfirmationV2;
                if (!r) throw new Error('Empty createConfirmationV2 answer');
                const confirmed = createOutcome(r);
                return confirmed.kind === 'ok' ? { ...confirmed, receiptId: confirmed.receiptId ?? created.receiptId } : confirmed;
              } catch (e) {
                // The payment exists: show its receipt rather than inviting a second one.
                reportError(e, { source: 'wallet', call: 'createConfirmationV2' });
                return { kind: 'ok', uri: null, receiptId: created.receiptId };
              }
            }}
            onAccepted={(o) => void navigate(o.receiptId ? walletPaths.receipt(o.receiptId) : (appPath(o.uri) ?? walletPaths.history))}
          />
        </>
      )}
    </ProviderPage>
  );
}

/** `/account/wallet/{type}/cash-at-casino`. */
export function CashAtCasinoPage() {
  const type = parseTransactionType(useParams().transactionType);
  return type ? <CashAtCasino type={type} /> : <WalletNotFound />;
}
