/** Test helpers of the tax pages: a mock Apollo client answered by hand and a render with the brand, login and router. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider, type Operation } from '@apollo/client';
import { MemoryRouter } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/all-brands';
import { useAuthStore } from '@/shared/auth/auth-store';
import { Toaster } from '@/shared/ui/toaster';
import { createMockApollo, dataReplies, type DataReply, type MockApollo } from '@/test/mock-apollo';

export function createTaxClient(answer: (op: Operation) => DataReply) {
  return createMockApollo(dataReplies(answer));
}

/** Renders `element` logged in (bearer token `t`) with the client. */
export function renderTax(api: MockApollo, element: ReactElement) {
  useAuthStore.setState({ loginState: 'loggedIn', bearerToken: 't', userId: 'u1' });
  return render(
    <BrandProvider brand={BRANDS.halftime}>
      <ApolloProvider client={api.client}>
        <MemoryRouter>
          {element}
          <Toaster />
        </MemoryRouter>
      </ApolloProvider>
    </BrandProvider>,
  );
}

export function money(cents: number) {
  return { __typename: 'Money', amount: cents, currency: 'USD', formattedAmount: `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}` };
}

/** A JSON Response as `fetch` answers. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
