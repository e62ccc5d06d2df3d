import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider, type ApolloClient, type Operation } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import { createMockApollo, type MockReply } from '@/test/mock-apollo';

export type { OpenSubscription } from '@/test/mock-apollo';

/**
 * An Apollo client over the app's real cache whose link answers queries with the whole result
 * `answer(operation)` gives (data and errors, or a network error) and keeps subscriptions open
 * for the test to push into. Pages render partial data, as the app's client does.
 */
export function createTestClient(answer: (op: Operation) => Exclude<MockReply, null> | Promise<Exclude<MockReply, null>>) {
  return createMockApollo(answer, { defaultOptions: { watchQuery: { errorPolicy: 'all' }, query: { errorPolicy: 'all' } } });
}

/** Renders `element` at `path` with the test client. */
export function renderWithClient(element: ReactElement, client: ApolloClient<unknown>, path = '/', routePath = '*') {
  return render(
    <BrandProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={element} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </BrandProvider>,
  );
}
