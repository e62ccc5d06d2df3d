import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink, ApolloProvider, Observable, type FetchResult, type Operation } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import { createCache } from '@/shared/api/apollo-client';

type Answer = FetchResult | Error;

/** A subscription the test can push messages into. */
export interface OpenSubscription {
  operationName: string;
  variables: Record<string, unknown>;
  push: (data: Record<string, unknown>) => void;
  closed: boolean;
}

/**
 * An Apollo client over the app's real cache (type policies included) whose link answers
 * queries with `answer(operation)` and keeps subscriptions open for the test to push into.
 */
export function createTestClient(answer: (op: Operation) => Answer | Promise<Answer>) {
  const subscriptions: OpenSubscription[] = [];
  const queries: Operation[] = [];
  const link = new ApolloLink((operation) => {
    const def = getMainDefinition(operation.query);
    if (def.kind === 'OperationDefinition' && def.operation === 'subscription') {
      return new Observable<FetchResult>((observer) => {
        const sub: OpenSubscription = {
          operationName: operation.operationName,
          variables: operation.variables,
          push: (data) => observer.next({ data }),
          closed: false,
        };
        subscriptions.push(sub);
        return () => {
          sub.closed = true;
        };
      });
    }
    queries.push(operation);
    return new Observable<FetchResult>((observer) => {
      Promise.resolve(answer(operation)).then(
        (result) => {
          if (result instanceof Error) observer.error(result);
          else {
            observer.next(result);
            observer.complete();
          }
        },
        (e: unknown) => observer.error(e),
      );
    });
  });
  const client = new ApolloClient({ link, cache: createCache(), defaultOptions: { watchQuery: { errorPolicy: 'all' }, query: { errorPolicy: 'all' } } });
  return { client, subscriptions, queries, open: (name: string) => subscriptions.filter((s) => s.operationName === name && !s.closed) };
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
