import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider, type ApolloClient, type Operation } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import { Toaster } from '@/shared/ui/toaster';
import { createMockApollo, LocationProbe } from '@/test/mock-apollo';

/** What the fake server answers: data, a network error, GraphQL errors, or null (never answers). */
export type Answer = Record<string, unknown> | Error | { errors: string[] } | null;

/** An Apollo client over the app's cache whose link answers with `answer(operation)`. */
export function createRgClient(answer: (op: Operation) => Answer) {
  return createMockApollo((operation) => {
    const result = answer(operation);
    if (result === null || result instanceof Error) return result;
    if (Array.isArray(result.errors)) return { errors: (result.errors as string[]).map((m) => new GraphQLError(m)) };
    return { data: result };
  });
}

/** Renders `element` at `path` with the brand, Apollo, a router and the toaster. */
export function renderRg(element: ReactElement, client: ApolloClient<unknown>, path = '/account/responsible-gaming') {
  return render(
    <BrandProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </ApolloProvider>
    </BrandProvider>,
  );
}

export function money(cents: number) {
  return { __typename: 'Money', amount: cents, amountLong: String(cents), currency: 'USD' };
}

function value(amountOrDuration: number, description: string, badge: string) {
  return { __typename: 'RgLimitValue', amountOrDuration, description, badge };
}

/** A limit slot as the server sends it (see docs/product/responsible-gaming-and-location.md); pass overrides for the rest. */
export function slot(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'RgLimit',
    id: 'DEPOSIT:DAILY',
    type: 'DEPOSIT',
    period: 'DAILY',
    title: 'Daily Deposit Limit',
    body: 'The most you can deposit in a day.',
    used: 0,
    remaining: null,
    periodEndsAt: null,
    errorMessage: null,
    activeLimit: null,
    pendingLimit: null,
    ...overrides,
  };
}

export function activeValue(cents: number, description: string) {
  return value(cents, description, 'Active');
}

export function pending(id: string, state: string, cents: number | null, description: string, effectiveAt = '2026-11-25T05:00:00Z') {
  return {
    __typename: 'RgPendingLimit',
    id,
    state,
    effectiveAt,
    description,
    badge: 'Pending',
    value: cents === null ? null : value(cents, `$${(cents / 100).toFixed(2)} per day`, 'Pending'),
  };
}

/** A JSON response for a stubbed `fetch`. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
