import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '@apollo/client';
import { QuickDeposit } from './quick-deposit';
import { createWalletClient, PAYMENTS_ORIGIN, provider, renderWallet, startupOrigin } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const card = provider();
const hiddenUri = `/account/wallet/deposit/gateway?frame=${encodeURIComponent(`${PAYMENTS_ORIGIN}/frame/q1`)}&hidden=1`;

function answer(op: Operation) {
  switch (op.operationName) {
    case 'QuickDepositProviders':
      return { paymentProvidersQuickDepositLandingPage: { __typename: 'PaymentProvidersPage', transactionType: 'DEPOSIT', preferredPaymentProvider: card, paymentProviders: [card] } };
    case 'PaymentsOrigin':
      return startupOrigin;
    case 'DepositValidateCreate':
      return { depositValidateCreate: { __typename: 'PaymentValidateResult', permitted: true, userErrors: [] } };
    case 'DepositCreate':
      return { depositCreate: { __typename: 'PaymentCreateResult', permitted: true, uri: hiddenUri, receiptId: 'q1', userErrors: [] } };
    default:
      return null;
  }
}

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

/** The frame says it started (without it the host gives up after 15 s). */
function frameReady() {
  const iframe = screen.getByTitle('Halftime Sportsbook deposit') as HTMLIFrameElement;
  act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'frameReady' }, origin: PAYMENTS_ORIGIN, source: iframe.contentWindow })));
}

describe('<QuickDeposit>', () => {
  afterEach(() => vi.useRealTimers());

  it('deposits through a hidden gateway: slow warning at 20 s, success hands back after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const onDone = vi.fn();
    const api = createWalletClient(answer);
    renderWallet(<QuickDeposit onDone={onDone} />, api.client, '/');
    await flush();
    await flush();
    const amount = screen.getByLabelText('Deposit amount');
    fireEvent.change(amount, { target: { value: '25' } });
    const submit = screen.getByRole('button', { name: 'Deposit $25.00' });
    fireEvent.click(submit);
    for (let i = 0; i < 6; i += 1) await flush();
    expect((api.named('DepositCreate')[0]?.variables.input as { quickDeposit: boolean }).quickDeposit).toBe(true);
    const iframe = screen.getByTitle('Halftime Sportsbook deposit') as HTMLIFrameElement;
    expect(iframe).toHaveClass('payments-frame--hidden');
    frameReady();

    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByText('Please wait a moment. The transaction is taking longer than expected.')).toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'showDepositSuccessful', payload: { transactionId: 't' } }, origin: PAYMENTS_ORIGIN, source: iframe.contentWindow }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: '$25.00 Deposited' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('ends in the full stop after 80 s, and an edit resets to initial', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const api = createWalletClient(answer);
    renderWallet(<QuickDeposit onDone={() => undefined} />, api.client, '/');
    await flush();
    await flush();
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $25.00' }));
    for (let i = 0; i < 6; i += 1) await flush();
    frameReady();
    await act(async () => vi.advanceTimersByTimeAsync(80_000));
    expect(screen.getByText('Your deposit could not be processed. Please contact Customer Support for assistance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit $25.00' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '30' } });
    expect(screen.getByRole('button', { name: 'Deposit $30.00' })).toBeEnabled();
    expect(screen.queryByText(/could not be processed/)).not.toBeInTheDocument();
  });
});
