import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '@apollo/client';
import type { ReactNode } from 'react';
import { WalletPage, withProvider } from './wallet-page';
import { balancesAccount, createWalletClient, money, provider, renderWallet } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const page = {
  paymentProvidersLandingPage: {
    __typename: 'PaymentProvidersPage',
    transactionType: 'DEPOSIT',
    preferredPaymentProvider: { __typename: 'PaymentProvider', id: 'PaymentProvider:card:DEPOSIT' },
    paymentProviders: [
      provider(),
      provider({ id: 'PaymentProvider:bank_transfer:DEPOSIT', code: 'bank_transfer', name: 'Bank Transfer', type: 'BANK_TRANSFER', excluded: true, preferredMethod: null, methods: [] }),
      provider({ id: 'PaymentProvider:wire_transfer:DEPOSIT', code: 'wire_transfer', name: 'Wire Transfer', type: 'WIRE_TRANSFER', minimumAmount: money(10000) }),
    ],
  },
};

const ok = { __typename: 'PaymentValidateResult', permitted: true, userErrors: [] };
const created = { __typename: 'PaymentCreateResult', permitted: true, uri: '/account/wallet/deposit/gateway?frame=https%3A%2F%2Fpay.example.test%2Fframe%2Fp1', receiptId: 'p1', userErrors: [] };

function setup(overrides: Record<string, (op: Operation) => Record<string, unknown> | Error | null> = {}, { path = '/account/wallet/deposit', banner }: { path?: string; banner?: ReactNode } = {}) {
  const api = createWalletClient((op) => {
    const o = overrides[op.operationName];
    if (o) return o(op);
    if (op.operationName === 'PaymentProvidersPage') return page;
    if (op.operationName === 'WalletBalances') return balancesAccount();
    if (op.operationName === 'DisplayPromoCode') return { displayPromoCode: { __typename: 'DepositPromoCode', code: 'WELCOME50', status: 'VALID', message: null } };
    if (op.operationName === 'DepositValidateCreate') return { depositValidateCreate: ok };
    if (op.operationName === 'DepositCreate') return { depositCreate: created };
    return null;
  });
  renderWallet(<WalletPage type="deposit" banner={banner} />, api.client, path);
  return api;
}

async function pickCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Card' }));
  return screen.getByRole('form', { name: 'Card deposit' });
}

describe('<WalletPage type="deposit">', () => {
  beforeEach(() => undefined);

  it('lists the providers with their icons, limits and exclusions', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Deposit methods' });
    expect(within(list).getByRole('img', { name: 'Card' })).toHaveAttribute('width', '163');
    expect(within(list).getByRole('img', { name: 'Card' })).toHaveAttribute('height', '113');
    expect(within(list).getByRole('button', { name: 'Card' })).toHaveAccessibleDescription(/Visa and Mastercard.*Min \$10\.00 · Max \$5,000\.00/);
    const bank = within(list).getByRole('button', { name: 'Bank Transfer' });
    expect(bank).toBeDisabled();
    expect(bank).toHaveTextContent('This payment method is on the excluded list and is unavailable right now.');
  });

  it('shows the composed banner under its title and keeps the other query parameters when a method is picked and changed', async () => {
    setup({}, { path: '/account/wallet/deposit?from=welcome-promo&promotion=welcome-offer', banner: <section aria-label="Welcome offer">offer</section> });
    const banner = screen.getByRole('region', { name: 'Welcome offer' });
    expect(banner.previousElementSibling).toHaveTextContent('Deposit');
    await pickCard();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/wallet/deposit?from=welcome-promo&promotion=welcome-offer&provider=card');
    await userEvent.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/wallet\/deposit\?from=welcome-promo&promotion=welcome-offer$/);
    expect(withProvider(new URLSearchParams('provider=a&x=1'), null).toString()).toBe('x=1');
  });

  it('sends wire transfers to their own page', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Wire Transfer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/wallet/deposit/wire-transfer');
  });

  it('validates, creates with one idempotency key and follows the deep link', async () => {
    const api = setup();
    const form = await pickCard();
    expect(within(form).getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await waitFor(() => expect(within(form).getByLabelText('Promo code')).toHaveValue('WELCOME50'));
    const amount = within(form).getByLabelText('Amount');
    await userEvent.type(amount, '.5');
    expect(amount).toHaveValue('$0.5');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1250');
    expect(amount).toHaveValue('$1,250');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit $1,250.00' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/wallet/deposit/gateway?frame='));
    const v = api.named('DepositValidateCreate')[0]?.variables.input as Record<string, unknown>;
    const c = api.named('DepositCreate')[0]?.variables.input as Record<string, unknown>;
    expect(c).toMatchObject({ amountCents: 125000, paymentProviderId: 'PaymentProvider:card:DEPOSIT', paymentMethodId: 'pm-1', promotionCode: 'WELCOME50', quickDeposit: false });
    expect(v.idempotencyKey).toBe(c.idempotencyKey);
  });

  it('checks the amount against the provider limits before calling the server', async () => {
    const api = setup();
    const form = await pickCard();
    await userEvent.type(within(form).getByLabelText('Amount'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit $5.00' }));
    expect(await within(form).findByText('The minimum amount is $10.00.')).toBeInTheDocument();
    expect(api.named('DepositValidateCreate')).toHaveLength(0);
  });

  it('maps user errors onto the form', async () => {
    setup({
      DepositValidateCreate: () => ({
        depositValidateCreate: {
          ...ok,
          permitted: false,
          userErrors: [
            { __typename: 'UserError', action: null, field: 'paymentProviderId', message: 'You reached your daily deposit limit.' },
            { __typename: 'UserError', action: null, field: 'promotionCode', message: 'This promo code has expired.' },
            { __typename: 'UserError', action: 'TRY_AGAIN', field: null, message: 'Processor unavailable' },
          ],
        },
      }),
    });
    const form = await pickCard();
    await userEvent.type(within(form).getByLabelText('Amount'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit $20.00' }));
    expect(await within(form).findByText('You reached your daily deposit limit.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(/You reached your daily deposit limit\./);
    expect(within(form).getByText('This promo code has expired.')).toBeInTheDocument();
    expect(within(form).getByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it('reuses the idempotency key when the same submit is retried after no answer', async () => {
    let attempt = 0;
    const api = setup({
      DepositCreate: () => {
        attempt += 1;
        return attempt === 1 ? new Error('network down') : { depositCreate: created };
      },
    });
    const form = await pickCard();
    await userEvent.type(within(form).getByLabelText('Amount'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit $20.00' }));
    expect(await within(form).findByText(/We could not reach our payments service/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit $20.00' }));
    await waitFor(() => expect(api.named('DepositCreate')).toHaveLength(2));
    const [first, second] = api.named('DepositCreate').map((o) => (o.variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
  });
});
