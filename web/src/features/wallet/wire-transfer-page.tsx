import { useMutation } from '@apollo/client';
import { useNavigate, useParams } from 'react-router';
import type { PaymentFormField } from '@/graphql/graphql';
import { moneyCents } from './amount-rules';
import { PaymentForm } from './payment-form';
import { FirstWireTransferWithdrawalCreateDocument, WireTransferDepositCreateDocument } from './payment-operations';
import { ProviderPage } from './provider-page';
import { useCreateCall } from './use-create-call';
import { appPath, parseTransactionType, walletPaths, type TransactionType } from './wallet-paths';
import { WalletNotFound } from './wallet-not-found';

const f = (name: string, label: string, required: boolean, maxLength: number, pattern: string | null, patternError: string | null): PaymentFormField => ({
  __typename: 'PaymentFormField',
  name,
  label,
  required,
  maxLength,
  pattern,
  patternError,
});

/** The bank details a first wire withdrawal needs, when the provider does not describe them. */
export const WIRE_WITHDRAWAL_FIELDS: readonly PaymentFormField[] = [
  f('accountHolder', 'Account holder', true, 100, null, null),
  f('bankName', 'Bank name', true, 100, null, null),
  f('routingNumber', 'Routing number', true, 9, '\\d{9}', 'Enter the 9-digit routing number.'),
  f('accountNumber', 'Account number', true, 17, '\\d{4,17}', 'Enter an account number of 4 to 17 digits.'),
  f('swiftCode', 'SWIFT code', false, 11, '[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?', 'Enter a valid SWIFT code (8 or 11 characters).'),
];

const WIRE_NAMES = new Set(WIRE_WITHDRAWAL_FIELDS.map((x) => x.name));

/**
 * A wire transfer: a deposit is created at once and its receipt shows the bank instructions
 * (receipt lines); a first withdrawal collects the bank details.
 */
export function WireTransferForm({ type }: { type: TransactionType }) {
  const navigate = useNavigate();
  const run = useCreateCall();
  const [deposit] = useMutation(WireTransferDepositCreateDocument, { refetchQueries: ['DepositAcknowledgement'] });
  const [withdraw] = useMutation(FirstWireTransferWithdrawalCreateDocument);
  return (
    <ProviderPage type={type} providerType="WIRE_TRANSFER" title={type === 'deposit' ? 'Wire Transfer Deposit' : 'Wire Transfer Withdrawal'}>
      {(provider, balances) => {
        const described = provider.methodOptions.filter((o) => WIRE_NAMES.has(o.name));
        const fields = type === 'withdrawal' ? (described.length > 0 ? described : WIRE_WITHDRAWAL_FIELDS) : [];
        return (
          <>
            <p className="wallet-note">
              {type === 'deposit'
                ? 'Choose an amount and we will give you the bank details and the reference to use. Your deposit is credited once the transfer arrives, usually within 1 to 3 business days.'
                : 'Enter the bank account in your name that should receive the funds. Wire withdrawals usually arrive within 3 to 5 business days.'}
            </p>
            <PaymentForm
              provider={provider}
              type={type}
              verb={type === 'deposit' ? 'Deposit' : 'Withdraw'}
              showMethods={false}
              optionFields={fields}
              availableCents={type === 'withdrawal' && balances ? moneyCents(provider.balance ?? balances.withdrawableBalance) : null}
              onSubmit={(v) =>
                type === 'deposit'
                  ? run('wireTransferDepositCreate', { amountCents: v.amountCents }, async (input) => (await deposit({ variables: { input } })).data?.wireTransferDepositCreate)
                  : run(
                      'firstWireTransferWithdrawalCreate',
                      {
                        amountCents: v.amountCents,
                        accountHolder: v.options.accountHolder ?? '',
                        bankName: v.options.bankName ?? '',
                        routingNumber: v.options.routingNumber ?? '',
                        accountNumber: v.options.accountNumber ?? '',
                        swiftCode: v.options.swiftCode || null,
                      },
                      async (input) => (await withdraw({ variables: { input } })).data?.firstWireTransferWithdrawalCreate,
                    )
              }
              onAccepted={(o) => void navigate(o.receiptId ? walletPaths.receipt(o.receiptId) : (appPath(o.uri) ?? walletPaths.history))}
            />
          </>
        );
      }}
    </ProviderPage>
  );
}

/** `/account/wallet/{type}/wire-transfer`. */
export function WireTransferPage() {
  const type = parseTransactionType(useParams().transactionType);
  return type ? <WireTransferForm type={type} /> : <WalletNotFound />;
}

/** `/wire_transfer_withdrawal_details`: the wire withdrawal's bank details form. */
export function WireWithdrawalDetailsPage() {
  return <WireTransferForm type="withdrawal" />;
}
