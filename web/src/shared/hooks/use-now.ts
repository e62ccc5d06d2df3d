import { useSyncExternalStore } from 'react';

/**
 * One shared ticker for everything that shows running time (game clocks): a single
 * interval per period, started by the first subscriber and stopped with the last.
 */
const tickers = new Map<number, { now: number; listeners: Set<() => void>; timer: ReturnType<typeof setInterval> | null }>();

function ticker(periodMs: number) {
  let t = tickers.get(periodMs);
  if (!t) {
    t = { now: Date.now(), listeners: new Set(), timer: null };
    tickers.set(periodMs, t);
  }
  return t;
}

function subscribe(periodMs: number, listener: () => void): () => void {
  const t = ticker(periodMs);
  t.listeners.add(listener);
  if (!t.timer) {
    t.now = Date.now();
    t.timer = setInterval(() => {
      t.now = Date.now();
      for (const l of Array.from(t.listeners)) l();
    }, periodMs);
  }
  return () => {
    t.listeners.delete(listener);
    if (t.listeners.size === 0 && t.timer) {
      clearInterval(t.timer);
      t.timer = null;
    }
  };
}

/** The current time in ms, re-rendering every `periodMs` while `enabled`. */
export function useNow(periodMs = 1000, enabled = true): number {
  return useSyncExternalStore(
    (listener) => (enabled ? subscribe(periodMs, listener) : () => {}),
    () => (enabled ? ticker(periodMs).now : 0),
    () => 0,
  );
}
