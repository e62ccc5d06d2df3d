import { ApolloLink, Observable, execute, gql, type FetchResult } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorLink, NOT_LOGGED_IN_TOAST, type ErrorLinkDeps } from './error-link';
import { graphqlHttpUrl, resetEndpoints } from './endpoints';

const ACCOUNT = gql`
  query Account {
    account {
      id
    }
  }
`;

function deps(overrides: Partial<Omit<ErrorLinkDeps, 'report'>> = {}) {
  const report = vi.fn();
  return {
    report,
    isLoggedIn: vi.fn(() => true),
    isTokenStale: vi.fn(() => false),
    refreshTokens: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn(),
    notifyNotLoggedIn: vi.fn(),
    ...overrides,
  } satisfies ErrorLinkDeps;
}

/** A terminating link answering each request with the next of `answers`. */
function answering(...answers: FetchResult[]) {
  const calls: string[] = [];
  const link = new ApolloLink((op) => {
    calls.push(op.operationName);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { data: null };
    return Observable.of(answer);
  });
  return { link, calls };
}

function run(link: ApolloLink, query = ACCOUNT): Promise<FetchResult[]> {
  return new Promise((resolve, reject) => {
    const out: FetchResult[] = [];
    execute(link, { query }).subscribe({ next: (r) => out.push(r), error: reject, complete: () => resolve(out) });
  });
}

const err = (code: string, extensions: Record<string, unknown> = {}) => ({ message: code, extensions: { code, ...extensions } });

describe('error link', () => {
  afterEach(() => resetEndpoints());

  it('UNAUTHENTICATED: emits logout and shows the not-logged-in toast', async () => {
    const d = deps();
    const { link } = answering({ data: { account: null }, errors: [err('UNAUTHENTICATED')] });
    await run(createErrorLink(d).concat(link));
    expect(d.logout).toHaveBeenCalledTimes(1);
    expect(d.notifyNotLoggedIn).toHaveBeenCalledWith('You are not logged in. Please log in again to proceed.');
    expect(NOT_LOGGED_IN_TOAST).toBe('You are not logged in. Please log in again to proceed.');
    expect(d.report).not.toHaveBeenCalled();
  });

  it('UNAUTHENTICATED with a revocation reason logs out with it, without the toast or a refresh', async () => {
    const d = deps({ isTokenStale: vi.fn(() => true) });
    const { link, calls } = answering({ data: null, errors: [err('UNAUTHENTICATED', { reason: 'self-exclusion' })] });
    await run(createErrorLink(d).concat(link));
    expect(d.logout).toHaveBeenCalledTimes(1);
    expect(d.logout).toHaveBeenCalledWith('self-exclusion');
    expect(d.notifyNotLoggedIn).not.toHaveBeenCalled();
    expect(d.refreshTokens).not.toHaveBeenCalled();
    expect(calls).toEqual(['Account']);
  });

  it('UNAUTHENTICATED for a visitor does nothing', async () => {
    const d = deps({ isLoggedIn: vi.fn(() => false) });
    const { link } = answering({ data: null, errors: [err('UNAUTHENTICATED')] });
    await run(createErrorLink(d).concat(link));
    expect(d.logout).not.toHaveBeenCalled();
    expect(d.notifyNotLoggedIn).not.toHaveBeenCalled();
  });

  it('UNAUTHENTICATED with a stale token refreshes and retries once', async () => {
    const d = deps({ isTokenStale: vi.fn(() => true) });
    const { link, calls } = answering({ data: null, errors: [err('UNAUTHENTICATED')] }, { data: { account: { id: '1' } } });
    const results = await run(createErrorLink(d).concat(link));
    expect(d.refreshTokens).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(results.at(-1)).toEqual({ data: { account: { id: '1' } } });
    expect(d.logout).not.toHaveBeenCalled();
  });

  it('UNAUTHENTICATED is left to the startup retry for the Startup query', async () => {
    const d = deps();
    const { link } = answering({ data: null, errors: [err('UNAUTHENTICATED')] });
    await run(createErrorLink(d).concat(link), gql`query Startup { startup { sportsbookUrl } }`);
    expect(d.logout).not.toHaveBeenCalled();
  });

  it('UNAUTHORIZED is ignored', async () => {
    const d = deps();
    const { link } = answering({ data: null, errors: [err('UNAUTHORIZED')] });
    const results = await run(createErrorLink(d).concat(link));
    expect(results).toHaveLength(1);
    expect(d.logout).not.toHaveBeenCalled();
    expect(d.report).not.toHaveBeenCalled();
  });

  it('UNAUTHORIZED_REGION stores the URLs from extensions and retries once', async () => {
    const d = deps();
    const regionError = err('UNAUTHORIZED_REGION', { sportsbookUrl: 'https://nj.example.com', websocketUrl: 'wss://nj.example.com/graphql' });
    const { link, calls } = answering({ data: null, errors: [regionError] }, { data: null, errors: [regionError] });
    const results = await run(createErrorLink(d).concat(link));
    expect(graphqlHttpUrl()).toBe('https://nj.example.com/graphql');
    // One retry only: the second refusal is delivered.
    expect(calls).toHaveLength(2);
    expect(results[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED_REGION');
  });

  it('reports other GraphQL and network errors, but not 401s or subscriptions', async () => {
    const d = deps();
    await run(createErrorLink(d).concat(answering({ data: null, errors: [err('INTERNAL_SERVER_ERROR')] }).link));
    expect(d.report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ source: 'graphql', operationName: 'Account', code: 'INTERNAL_SERVER_ERROR' }));

    d.report.mockClear();
    const failing = (status: number) => new ApolloLink(() => new Observable((o) => o.error(Object.assign(new Error(`HTTP ${status}`), { statusCode: status }))));
    await expect(run(createErrorLink(d).concat(failing(502)))).rejects.toThrow('HTTP 502');
    expect(d.report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ source: 'network', status: 502 }));

    d.report.mockClear();
    await expect(run(createErrorLink(d).concat(failing(401)))).rejects.toThrow('HTTP 401');
    expect(d.report).not.toHaveBeenCalled();

    await run(createErrorLink(d).concat(answering({ data: null, errors: [err('INTERNAL_SERVER_ERROR')] }).link), gql`subscription Balance { accountBalance { bonusBalance { amount } } }`);
    expect(d.report).not.toHaveBeenCalled();
  });
});
