import { useEffect, useRef, useState } from 'react';

/**
 * Calls `load` every `intervalMs` while the tab is visible (and at once when a hidden tab
 * comes back after a missed turn), keeping the latest non-null answer. The answer belongs
 * to `key`: a new key drops it and starts the wait again (the caller's data is newer).
 * Failures keep the last answer.
 */
export function usePeriodicRefresh<T>(load: () => Promise<T | null | undefined>, intervalMs: number, key: string, enabled = true): T | null {
  const [latest, setLatest] = useState<{ key: string; value: T } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let last = Date.now();
    const run = () => {
      last = Date.now();
      loadRef.current().then(
        (value) => {
          if (!cancelled && value !== null && value !== undefined) setLatest({ key, value });
        },
        () => undefined,
      );
    };
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const timer = setInterval(() => {
      if (visible()) run();
    }, intervalMs);
    const onVisibility = () => {
      if (visible() && Date.now() - last >= intervalMs) run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, intervalMs, enabled]);

  return latest && latest.key === key ? latest.value : null;
}
