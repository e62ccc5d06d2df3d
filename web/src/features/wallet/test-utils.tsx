import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider, type ApolloClient, type Operation } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import { createMockApollo, dataReplies, LocationProbe, type DataReply } from '@/test/mock-apollo';

/**
 * An Apollo client over the app's real cache whose link answers operations with the data
 * `answer(operation)` gives (null: never answers); subscriptions stay open and silent.
 */
export function createWalletClient(answer: (op: Operation) => DataReply) {
  return createMockApollo(dataReplies(answer));
}

export function renderWallet(element: ReactElement, client: ApolloClient<unknown>, path: string, routePath = '*') {
  return render(
    <BrandProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </BrandProvider>,
  );
}

/** A GraphQL Money value. */
export function money(cents: number, currency = 'USD') {
  return { __typename: 'Money', amount: cents, amountLong: String(cents), currency, formattedAmount: `$${(cents / 100).toFixed(2)}` };
}

/** A payment provider as the server sends it. */
export function provider(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PaymentProvider',
    id: 'PaymentProvider:card:DEPOSIT',
    code: 'card',
    name: 'Card',
    description: 'Visa and Mastercard',
    details: null,
    type: 'CARD',
    icon: '/payments/icons/card.svg',
    supportsMethods: true,
    excluded: false,
    availability: 'AVAILABLE',
    clientId: null,
    vendorInformation: null,
    warning: null,
    prompt: null,
    preferredWarning: null,
    balance: null,
    minimumAmount: money(1000),
    maximumAmount: money(500000),
    preferredMethod: { __typename: 'PaymentMethod', id: 'pm-1', name: 'Visa •••• 4242', description: 'Expires 12/29' },
    methods: [{ __typename: 'PaymentMethod', id: 'pm-1', name: 'Visa •••• 4242', description: 'Expires 12/29' }],
    methodOptions: [],
    capabilities: [],
    ...overrides,
  };
}

export function balancesAccount() {
  return {
    account: {
      __typename: 'Account',
      id: 'acc-1',
      currency: 'USD',
      region: 'US-NJ',
      balances: { __typename: 'Balances', playableBalance: money(100000), withdrawableBalance: money(100000), heldBalance: money(0) },
    },
  };
}

export const PAYMENTS_ORIGIN = 'https://pay.example.test';
export const startupOrigin = { startup: { __typename: 'Startup', paymentsOrigin: PAYMENTS_ORIGIN } };
