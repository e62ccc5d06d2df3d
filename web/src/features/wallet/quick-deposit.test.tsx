import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '@apollo/client';
import { QuickDeposit } from './quick-deposit';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
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

  afterEach(() => clearToasts());

  /** Renders the quick deposit over `answers` (falling back to the hidden-gateway answers). */
  async function renderQuick(answers: (op: Operation) => unknown) {
    const api = createWalletClient((op) => (answers(op) ?? answer(op)) as ReturnType<typeof answer>);
    renderWallet(<QuickDeposit onDone={() => undefined} />, api.client, '/');
    await flush();
    await flush();
    return api;
  }

  const only = (p: ReturnType<typeof provider>) => (op: Operation) =>
    op.operationName === 'QuickDepositProviders'
      ? { paymentProvidersQuickDepositLandingPage: { __typename: 'PaymentProvidersPage', transactionType: 'DEPOSIT', preferredPaymentProvider: p, paymentProviders: [p] } }
      : null;

  it('shows an error without a field as a toast with the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    await renderQuick((op) =>
      op.operationName === 'DepositValidateCreate'
        ? { depositValidateCreate: { __typename: 'PaymentValidateResult', permitted: false, userErrors: [{ __typename: 'UserError', action: 'TRY_AGAIN', field: null, message: 'Our payments partner is down for maintenance.' }] } }
        : null,
    );
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $25.00' }));
    for (let i = 0; i < 6; i += 1) await flush();
    expect(useToastStore.getState().toasts.map((t) => [t.title, t.description, t.variant, t.duration])).toEqual([['An error has occurred', 'Our payments partner is down for maintenance.', 'danger', 10_000]]);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('refuses a wallet-button provider without a client id: Unable to retrieve client id.', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const wallet = provider({ id: 'PaymentProvider:apple_pay:DEPOSIT', code: 'apple_pay', name: 'Apple Pay', type: 'WALLET_BUTTON', supportsMethods: false, preferredMethod: null, methods: [], clientId: null });
    const api = await renderQuick(only(wallet));
    expect(screen.getByText('Unable to retrieve client id.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '25' } });
    expect(screen.getByRole('button', { name: 'Deposit $25.00' })).toBeDisabled();
    expect(api.named('DepositCreate')).toHaveLength(0);
  });

  it('shows an UNAVAILABLE provider with its reason and takes no deposit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const down = provider({ availability: 'UNAVAILABLE', warning: 'This payment method is unavailable right now. Choose another one.' });
    await renderQuick(only(down));
    expect(screen.getByText('This payment method is unavailable right now. Choose another one.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '25' } });
    expect(screen.getByRole('button', { name: 'Deposit $25.00' })).toBeDisabled();
  });

  it('completes a wallet-sheet deposit with its token, started with the client id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const wallet = provider({ id: 'PaymentProvider:apple_pay:DEPOSIT', code: 'apple_pay', name: 'Apple Pay', type: 'WALLET_BUTTON', supportsMethods: false, preferredMethod: null, methods: [], clientId: 'client-1' });
    const sheetUri = `/account/wallet/deposit/gateway?frame=${encodeURIComponent(`${PAYMENTS_ORIGIN}/frame/w1?token=t`)}`;
    const api = await renderQuick((op) => {
      if (op.operationName === 'DepositCreate') return { depositCreate: { __typename: 'PaymentCreateResult', permitted: true, uri: sheetUri, receiptId: 'w1', userErrors: [] } };
      if (op.operationName === 'WalletButtonDepositComplete')
        return { walletButtonDepositComplete: { __typename: 'PaymentCreateResult', permitted: true, receiptId: 'w1', status: 'SUCCESSFUL', failureReason: null, userErrors: [] } };
      return only(wallet)(op);
    });
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $25.00' }));
    for (let i = 0; i < 6; i += 1) await flush();
    const iframe = screen.getByTitle('Halftime Sportsbook deposit') as HTMLIFrameElement;
    expect(new URL(iframe.src).searchParams.get('client')).toBe('client-1');
    expect(iframe).not.toHaveClass('payments-frame--hidden');
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'walletButtonToken', payload: { token: 'tok_approve_1' } }, origin: PAYMENTS_ORIGIN, source: iframe.contentWindow }));
      await vi.advanceTimersByTimeAsync(0);
    });
    for (let i = 0; i < 4; i += 1) await flush();
    expect(api.named('WalletButtonDepositComplete')[0]?.variables).toEqual({ input: { receiptId: 'w1', walletToken: 'tok_approve_1' } });
    expect(screen.getByRole('button', { name: '$25.00 Deposited' })).toBeDisabled();
  });

  it('shows a declined drop-in card with Try Again, and cancels when the drop-in is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const dropIn = provider({ id: 'PaymentProvider:card_drop_in:DEPOSIT', code: 'card_drop_in', name: 'Express Card Checkout', type: 'CARD_DROP_IN', supportsMethods: false, preferredMethod: null, methods: [], clientId: 'client-1' });
    const sheetUri = `/account/wallet/deposit/gateway?frame=${encodeURIComponent(`${PAYMENTS_ORIGIN}/frame/d1?token=t`)}`;
    const api = await renderQuick((op) => {
      if (op.operationName === 'DepositCreate') return { depositCreate: { __typename: 'PaymentCreateResult', permitted: true, uri: sheetUri, receiptId: 'd1', userErrors: [] } };
      if (op.operationName === 'CardDropInDepositComplete')
        return { cardDropInDepositComplete: { __typename: 'PaymentCreateResult', permitted: true, receiptId: 'd1', status: 'FAILED', failureReason: 'Your card was declined by the issuer. Try another card.', userErrors: [] } };
      if (op.operationName === 'CardDropInDepositCancel')
        return { cardDropInDepositCancel: { __typename: 'PaymentCreateResult', permitted: true, receiptId: 'd1', status: 'FAILED', failureReason: 'Cancelled by you.', userErrors: [] } };
      return only(dropIn)(op);
    });
    const deposit = async () => {
      fireEvent.click(screen.getByRole('button', { name: /Deposit \$25\.00|Try Again/ }));
      for (let i = 0; i < 6; i += 1) await flush();
      return screen.getByTitle('Halftime Sportsbook deposit') as HTMLIFrameElement;
    };
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '25' } });
    let iframe = await deposit();
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'cardDropInToken', payload: { token: 'tok_decline_1' } }, origin: PAYMENTS_ORIGIN, source: iframe.contentWindow }));
      await vi.advanceTimersByTimeAsync(0);
    });
    for (let i = 0; i < 4; i += 1) await flush();
    expect(api.named('CardDropInDepositComplete')[0]?.variables).toEqual({ receiptId: 'd1', cardToken: 'tok_decline_1' });
    expect(screen.getByText('Your card was declined by the issuer. Try another card.')).toBeInTheDocument();

    iframe = await deposit();
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'cardDropInCancelled' }, origin: PAYMENTS_ORIGIN, source: iframe.contentWindow }));
      await vi.advanceTimersByTimeAsync(0);
    });
    for (let i = 0; i < 4; i += 1) await flush();
    expect(api.named('CardDropInDepositCancel')[0]?.variables).toEqual({ receiptId: 'd1' });
    expect(screen.queryByTitle('Halftime Sportsbook deposit')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit $25.00' })).toBeEnabled();
  });
});
