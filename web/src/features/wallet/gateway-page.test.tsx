import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '@apollo/client';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { GatewayPage } from './gateway-page';
import { saveSubmission } from './submission-store';
import { balancesAccount, createWalletClient, PAYMENTS_ORIGIN, renderWallet, startupOrigin } from './test-utils';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/report-error', () => ({ reportError }));

const FRAME = `${PAYMENTS_ORIGIN}/frame/p1`;
const gatewayPath = (frame = FRAME, hidden = false) => `/account/wallet/deposit/gateway?frame=${encodeURIComponent(frame)}${hidden ? '&hidden=1' : ''}`;

function answer(op: Operation) {
  switch (op.operationName) {
    case 'PaymentsOrigin':
      return startupOrigin;
    case 'WalletBalances':
      return balancesAccount();
    case 'DepositCreate':
      return {
        depositCreate: { __typename: 'PaymentCreateResult', permitted: true, uri: `/account/wallet/deposit/gateway?frame=${encodeURIComponent(`${PAYMENTS_ORIGIN}/frame/p2`)}`, receiptId: 'p2', userErrors: [] },
      };
    default:
      return null;
  }
}

async function open(path = gatewayPath(), answers: (op: Operation) => unknown = () => null) {
  const api = createWalletClient((op) => (answers(op) ?? answer(op)) as ReturnType<typeof answer>);
  renderWallet(<GatewayPage />, api.client, path, '/account/wallet/:transactionType/gateway');
  const iframe = (await screen.findByTitle('Halftime Sportsbook deposit')) as HTMLIFrameElement;
  const post = (data: unknown) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: PAYMENTS_ORIGIN, source: iframe.contentWindow }));
      await Promise.resolve();
    });
  return { ...api, iframe, post };
}

const location = () => screen.getByTestId('location').textContent;

describe('<GatewayPage>', () => {
  beforeEach(() => {
    reportError.mockClear();
    saveSubmission({ type: 'deposit', amountCents: 2500, paymentProviderId: 'PaymentProvider:card:DEPOSIT', paymentMethodId: 'pm-1', promotionCode: null });
  });

  it('hosts the frame titled "{brand} deposit"', async () => {
    const { iframe } = await open();
    expect(iframe).toHaveAttribute('src', FRAME);
    expect(iframe).not.toHaveClass('payments-frame--hidden');
  });

  it('refuses a frame URL that is not on the payments origin', async () => {
    const api = createWalletClient(answer);
    renderWallet(<GatewayPage />, api.client, gatewayPath('https://evil.test/frame'), '/account/wallet/:transactionType/gateway');
    expect(await screen.findByRole('heading', { name: 'We could not open the payment page' })).toBeInTheDocument();
    expect(screen.queryByTitle('Halftime Sportsbook deposit')).not.toBeInTheDocument();
    expect(reportError).toHaveBeenCalled();
  });

  it('keeps a hidden gateway out of sight behind a progress view', async () => {
    const { iframe } = await open(gatewayPath(FRAME, true));
    expect(iframe).toHaveClass('payments-frame--hidden');
    expect(screen.getByRole('status')).toHaveTextContent('Processing your deposit');
  });

  it('goes back to the deposit page', async () => {
    const { post } = await open();
    await post({ type: 'goBackToDeposit' });
    expect(location()).toBe('/account/wallet/deposit');
  });

  it('goes back to the withdrawal page', async () => {
    const { post } = await open();
    await post({ type: 'goBackToWithdrawal' });
    expect(location()).toBe('/account/wallet/withdrawal');
  });

  it('opens the receipt', async () => {
    const { post } = await open();
    await post({ type: 'showDepositReceiptPage', payload: { receiptId: 'p1' } });
    expect(location()).toBe('/account/wallet/receipt/p1');
  });

  it('opens the withdrawal receipt', async () => {
    const { post } = await open();
    await post({ type: 'showWithdrawalReceiptPage', payload: { receiptId: 'w1' } });
    expect(location()).toBe('/account/wallet/receipt/w1');
  });

  it('shows Deposit Successful with the amount and the new balance', async () => {
    const { post } = await open();
    await post({ type: 'showDepositSuccessful', payload: { transactionId: 'tx-1' } });
    const view = screen.getByRole('heading', { name: 'Deposit Successful' }).closest('section') as HTMLElement;
    expect(view).toHaveTextContent('Amount deposited$25.00');
    await waitFor(() => expect(view).toHaveTextContent('New balance$1,000.00'));
  });

  it('shows the failure with Try Again when the frame allows it', async () => {
    const { post } = await open();
    await post({ type: 'showDepositFailed', payload: { errorMessage: 'Your card was declined.', showTryAgainCTA: true } });
    expect(screen.getByRole('heading', { name: 'Deposit Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(location()).toBe('/account/wallet/deposit');
  });

  it('shows the default failure without Try Again', async () => {
    const { post } = await open();
    await post({ type: 'showDepositFailed', payload: { showTryAgainCTA: false } });
    expect(screen.getByText('Your deposit could not be processed. Please contact Customer Support for assistance.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows the information mismatch page with a way back', async () => {
    const { post } = await open();
    await post({ type: 'showInformationMismatchPage' });
    expect(screen.getByRole('heading', { name: 'Your payment details do not match your account' })).toBeInTheDocument();
    expect(screen.getByText(/contact our Customer Support team/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Deposit' }));
    expect(location()).toBe('/account/wallet/deposit');
  });

  it('resubmits the deposit with the same provider and method, a new amount and a new key, then reloads the frame', async () => {
    const { post, named } = await open();
    await post({ type: 'resubmitDepositCreateV2', payload: { amountCents: 5000 } });
    await waitFor(() => expect(named('DepositCreate')).toHaveLength(1));
    const input = named('DepositCreate')[0]?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ amountCents: 5000, paymentProviderId: 'PaymentProvider:card:DEPOSIT', paymentMethodId: 'pm-1' });
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(location()).toBe(`/account/wallet/deposit/gateway?frame=${encodeURIComponent(`${PAYMENTS_ORIGIN}/frame/p2`)}`));
    expect(await screen.findByTitle('Halftime Sportsbook deposit')).toHaveAttribute('src', `${PAYMENTS_ORIGIN}/frame/p2`);
  });

  it('ignores getHostTheme', async () => {
    const { post } = await open();
    await post({ type: 'getHostTheme' });
    expect(location()).toBe(gatewayPath());
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows a resubmit refused without a field as a toast with the server message', async () => {
    clearToasts();
    const { post } = await open(gatewayPath(), (op) =>
      op.operationName === 'DepositCreate'
        ? { depositCreate: { __typename: 'PaymentCreateResult', permitted: false, uri: null, receiptId: null, userErrors: [{ __typename: 'UserError', action: 'TRY_AGAIN', field: null, message: 'Deposits are paused for a moment.' }] } }
        : null,
    );
    await post({ type: 'resubmitDepositCreateV2', payload: { amountCents: 5000 } });
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => [t.title, t.description, t.variant])).toEqual([['An error has occurred', 'Deposits are paused for a moment.', 'danger']]),
    );
    clearToasts();
  });

  it('completes a wallet-sheet deposit with its token and shows Deposit Successful', async () => {
    const sheet = `${PAYMENTS_ORIGIN}/frame/w1?token=t&client=client-1`;
    const { post, named } = await open(gatewayPath(sheet), (op) =>
      op.operationName === 'WalletButtonDepositComplete'
        ? { walletButtonDepositComplete: { __typename: 'PaymentCreateResult', permitted: true, receiptId: 'w1', status: 'SUCCESSFUL', failureReason: null, userErrors: [] } }
        : null,
    );
    await post({ type: 'walletButtonToken', payload: { token: 'tok_approve_9' } });
    await waitFor(() => expect(named('WalletButtonDepositComplete')).toHaveLength(1));
    expect(named('WalletButtonDepositComplete')[0]?.variables).toEqual({ input: { receiptId: 'w1', walletToken: 'tok_approve_9' } });
    expect(await screen.findByRole('heading', { name: /Deposit Successful/ })).toBeInTheDocument();
  });

  it('cancels a closed card drop-in and goes back to the deposit page', async () => {
    const { post, named } = await open(gatewayPath(`${PAYMENTS_ORIGIN}/frame/d1?token=t&client=client-1`), (op) =>
      op.operationName === 'CardDropInDepositCancel'
        ? { cardDropInDepositCancel: { __typename: 'PaymentCreateResult', permitted: true, receiptId: 'd1', status: 'FAILED', failureReason: 'Cancelled by you.', userErrors: [] } }
        : null,
    );
    await post({ type: 'cardDropInCancelled' });
    await waitFor(() => expect(location()).toBe('/account/wallet/deposit'));
    expect(named('CardDropInDepositCancel')[0]?.variables).toEqual({ receiptId: 'd1' });
  });
});
