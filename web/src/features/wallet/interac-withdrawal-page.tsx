import { useMutation } from '@apollo/client';
import { useNavigate } from 'react-router';
import type { PaymentFormField } from '@/graphql/graphql';
import { moneyCents } from './amount-rules';
import { PaymentForm } from './payment-form';
import { InteracWithdrawalCreateDocument } from './payment-operations';
import { ProviderPage } from './provider-page';
import { useCreateCall } from './use-create-call';
import { appPath, walletPaths } from './wallet-paths';

/** Used when the provider does not describe its email field. */
const EMAIL_FIELD: PaymentFormField = {
  __typename: 'PaymentFormField',
  name: 'email',
  label: 'Interac e-Transfer email',
  required: true,
  maxLength: 254,
  pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
  patternError: 'Enter a valid email address.',
};

/** `/account/wallet/withdrawal/interac`: an Interac e-Transfer withdrawal (Canadian regions) to an email. */
export function InteracWithdrawalPage() {
  const navigate = useNavigate();
  const run = useCreateCall();
  const [create] = useMutation(InteracWithdrawalCreateDocument);
  return (
    <ProviderPage type="withdrawal" providerType="INTERAC" title="Interac e-Transfer Withdrawal">
      {(provider, balances) => {
        const emailField = provider.methodOptions.find((f) => f.name === 'email') ?? EMAIL_FIELD;
        return (
          <PaymentForm
            provider={provider}
            type="withdrawal"
            verb="Withdraw"
            showMethods={false}
            optionFields={[emailField]}
            availableCents={balances ? moneyCents(provider.balance ?? balances.withdrawableBalance) : null}
            onSubmit={(v) =>
              run('interacWithdrawalCreate', { amountCents: v.amountCents, email: v.options.email ?? '' }, async (input) => (await create({ variables: { input } })).data?.interacWithdrawalCreate)
            }
            onAccepted={(o) => void navigate(appPath(o.uri) ?? (o.receiptId ? walletPaths.receipt(o.receiptId) : walletPaths.history))}
          />
        );
      }}
    </ProviderPage>
  );
}
