/**
 * The fake GraphQL server of the component tests: an Apollo client over the app's real cache
 * (its type policies included) whose terminating link answers queries and mutations with a
 * function of the test and keeps subscriptions open for the test to push into. Each feature's
 * test-utils adapts it to the answers that feature's tests write.
 */
import { ApolloClient, ApolloLink, Observable, type DefaultOptions, type FetchResult, type Operation } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { useLocation } from 'react-router';
import { createCache } from '@/shared/api/apollo-client';

/** The answer to one query or mutation: a result, a network error, or null (it never answers). */
export type MockReply = FetchResult | Error | null;

/** An answer given as the `data` of the result: data, a network error, or null (never answers). */
export type DataReply = Record<string, unknown> | Error | null;

/** A subscription the component opened; `push` sends it one result's data. */
export interface OpenSubscription {
  operationName: string;
  variables: Record<string, unknown>;
  push: (data: Record<string, unknown>) => void;
  closed: boolean;
}

/**
 * Creates the client. `reply(operation)` is called once per query or mutation when the link is
 * asked for it; its answer (or the value its promise resolves to) is delivered a microtask
 * later, as a network response would be. Subscriptions never call `reply`.
 */
export function createMockApollo(
  reply: (operation: Operation) => MockReply | Promise<MockReply>,
  { defaultOptions }: { defaultOptions?: DefaultOptions } = {},
) {
  /** Every query and mutation the link was asked for, in order. */
  const operations: Operation[] = [];
  /** Every subscription the link was asked for, open or closed. */
  const subscriptions: OpenSubscription[] = [];
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
    operations.push(operation);
    return new Observable<FetchResult>((observer) => {
      Promise.resolve(reply(operation)).then(
        (result) => {
          if (result === null) return;
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
  const client = new ApolloClient({ link, cache: createCache(), defaultOptions });
  const open = (name: string) => subscriptions.filter((s) => s.operationName === name && !s.closed);
  return {
    client,
    operations,
    subscriptions,
    /** The queries and mutations of that operation name, in order. */
    named: (name: string) => operations.filter((o) => o.operationName === name),
    /** The open subscriptions of that operation name. */
    open,
    /** Sends `data` to every open subscription of that operation name. */
    push: (name: string, data: Record<string, unknown>) => {
      for (const sub of open(name)) sub.push(data);
    },
    /** Whether a subscription of that operation name is open. */
    subscribed: (name: string) => open(name).length > 0,
  };
}

export type MockApollo = ReturnType<typeof createMockApollo>;

/** Adapts an answer that gives the result's `data` (or an error, or null) to `createMockApollo`. */
export function dataReplies(answer: (operation: Operation) => DataReply): (operation: Operation) => MockReply {
  return (operation) => {
    const result = answer(operation);
    return result === null || result instanceof Error ? result : { data: result };
  };
}

/** Shows the router's current path and query for assertions (`getByTestId('location')`). */
export function LocationProbe() {
  const l = useLocation();
  return <div data-testid="location">{`${l.pathname}${l.search}`}</div>;
}
