import { useEffect, useState } from 'react';

/** Re-renders whenever `subscribe` notifies and returns `read()` (for module-level logs). */
export function useLive<T>(subscribe: (listener: () => void) => () => void, read: () => T): T {
  const [, setTick] = useState(0);
  useEffect(() => subscribe(() => setTick((t) => t + 1)), [subscribe]);
  return read();
}
