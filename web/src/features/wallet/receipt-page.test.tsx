import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReceiptPage } from './receipt-page';
import { createWalletClient, money, renderWallet } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const receipt = (status: string, cancellable = false) => ({
  __typename: 'PaymentReceipt',
  id: 'w1',
  transactionId: null,
  transactionType: 'WITHDRAWAL',
  amount: money(5000),
  status,
  provider: { __typename: 'PaymentProvider', id: 'PaymentProvider:card:WITHDRAWAL', code: 'card', name: 'Card', type: 'CARD', icon: '/i.svg' },
  receiptLines: [{ __typename: 'ReceiptLine', label: 'Method', value: 'Visa •••• 4242' }],
  failureReason: null,
  cancellable,
  createdAt: '2025-01-02T15:00:00Z',
  updatedAt: '2025-01-02T15:00:00Z',
});

describe('<ReceiptPage>', () => {
  it('shows a not-found state for unknown receipts', async () => {
    const api = createWalletClient(() => ({ paymentReceipt: null }));
    renderWallet(<ReceiptPage />, api.client, '/account/wallet/receipt/nope', '/account/wallet/receipt/:receiptId');
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeInTheDocument();
  });

  it('cancels a pending withdrawal after confirmation', async () => {
    let cancelled = false;
    const api = createWalletClient((op) => {
      if (op.operationName === 'PaymentReceipt') return { paymentReceipt: cancelled ? receipt('FAILED') : receipt('PENDING', true) };
      if (op.operationName === 'WithdrawalCancel') {
        cancelled = true;
        return { withdrawalCancel: { __typename: 'PaymentCreateResult', permitted: true, uri: null, receiptId: 'w1', userErrors: [] } };
      }
      return null;
    });
    renderWallet(<ReceiptPage />, api.client, '/account/wallet/receipt/w1', '/account/wallet/receipt/:receiptId');
    expect(await screen.findByRole('heading', { name: 'Withdrawal receipt' })).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Withdrawal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel Withdrawal' }).find((b) => dialog.contains(b)) as HTMLElement);
    await waitFor(() => expect(api.named('WithdrawalCancel')[0]?.variables).toEqual({ receiptId: 'w1' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Withdrawal' })).not.toBeInTheDocument());
  });
});
