import { ApolloLink, Observable, execute, gql, type FetchResult } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStartupRetryLink, startupRetryDelay } from './startup-retry-link';

const STARTUP = gql`
  query Startup {
    startup {
      sportsbookUrl
    }
  }
`;

type Step = FetchResult | Error;

function scripted(...steps: Step[]) {
  const times: number[] = [];
  const link = new ApolloLink(() => {
    times.push(Date.now());
    const step = steps[Math.min(times.length - 1, steps.length - 1)];
    return new Observable<FetchResult>((o) => {
      if (step instanceof Error) o.error(step);
      else {
        o.next(step ?? { data: null });
        o.complete();
      }
    });
  });
  return { link, times };
}

function run(link: ApolloLink, query = STARTUP) {
  const results: FetchResult[] = [];
  let error: unknown = null;
  let done = false;
  execute(link, { query }).subscribe({
    next: (r) => results.push(r),
    error: (e) => {
      error = e;
      done = true;
    },
    complete: () => {
      done = true;
    },
  });
  return { results, error: () => error, done: () => done };
}

const OK = { data: { startup: { sportsbookUrl: 'http://x' } } };

describe('startup retry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('waits 300 ms with jitter, doubling after', () => {
    expect(startupRetryDelay(1, 300, () => 0.5)).toBe(300);
    expect(startupRetryDelay(1, 300, () => 0)).toBe(150);
    expect(startupRetryDelay(1, 300, () => 0.999)).toBe(450);
    expect(startupRetryDelay(2, 300, () => 0.5)).toBe(600);
    expect(startupRetryDelay(3, 300, () => 0.5)).toBe(1200);
  });

  it('retries network failures up to 3 times, then fails', async () => {
    const { link, times } = scripted(new Error('down'));
    const r = run(createStartupRetryLink({ onUnauthenticated: vi.fn(), random: () => 0.5 }).concat(link));
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(times).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1200);
    expect(times).toHaveLength(4);
    expect(r.error()).toEqual(new Error('down'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(times).toHaveLength(4);
  });

  it('answers as soon as a retry succeeds', async () => {
    const { link, times } = scripted(new Error('down'), OK);
    const r = run(createStartupRetryLink({ onUnauthenticated: vi.fn(), random: () => 0.5 }).concat(link));
    await vi.advanceTimersByTimeAsync(300);
    expect(times).toHaveLength(2);
    expect(r.results).toEqual([OK]);
    expect(r.done()).toBe(true);
  });

  it('refreshes the tokens on UNAUTHENTICATED before retrying', async () => {
    const order: string[] = [];
    const onUnauthenticated = vi.fn(async () => {
      order.push('refresh');
    });
    const { link } = scripted({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }, OK);
    const counting = new ApolloLink((op, forward) => {
      order.push('request');
      return forward(op);
    });
    const r = run(createStartupRetryLink({ onUnauthenticated, random: () => 0.5 }).concat(counting).concat(link));
    await vi.advanceTimersByTimeAsync(300);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['request', 'refresh', 'request']);
    expect(r.results).toEqual([OK]);
  });

  it('leaves other operations alone', async () => {
    const { link, times } = scripted(new Error('down'));
    const r = run(createStartupRetryLink({ onUnauthenticated: vi.fn() }).concat(link), gql`query Account { account { id } }`);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(times).toHaveLength(1);
    expect(r.error()).toEqual(new Error('down'));
  });
});
