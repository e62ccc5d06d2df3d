import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Operation } from '@apollo/client';
import { QuickDeposit } from './quick-deposit';
import { createWalletClient, provider, renderWallet, startupOrigin } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const WARNING = 'Credit or Debit Card is on your excluded list, so Online Bank Transfer is selected instead.';

function answerWith(preferredWarning: string | null) {
  const bank = provider({ id: 'PaymentProvider:bank_transfer:DEPOSIT', code: 'bank_transfer', name: 'Online Bank Transfer', type: 'BANK_TRANSFER', supportsMethods: false, preferredMethod: null, methods: [] });
  const card = provider({ excluded: true, warning: 'This payment method is on the excluded list and is unavailable right now.' });
  return (op: Operation) => {
    switch (op.operationName) {
      case 'QuickDepositProviders':
        return { paymentProvidersQuickDepositLandingPage: { __typename: 'PaymentProvidersPage', transactionType: 'DEPOSIT', preferredPaymentProvider: { ...bank, preferredWarning }, paymentProviders: [card, bank] } };
      case 'PaymentsOrigin':
        return startupOrigin;
      default:
        return null;
    }
  };
}

describe('<QuickDeposit> preferred warning', () => {
  it('says why the preselected provider is not the usual one', async () => {
    const api = createWalletClient(answerWith(WARNING));
    renderWallet(<QuickDeposit onDone={() => undefined} />, api.client, '/');
    expect(await screen.findByRole('note')).toHaveTextContent(WARNING);
  });

  it('shows nothing when the preferred provider is the usual one', async () => {
    const api = createWalletClient(answerWith(null));
    renderWallet(<QuickDeposit onDone={() => undefined} />, api.client, '/');
    expect(await screen.findByLabelText('Deposit amount')).toBeInTheDocument();
    expect(screen.queryByText(/excluded list, so/)).toBeNull();
  });
});
