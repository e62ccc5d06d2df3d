import { useCallback, useRef } from 'react';

/** A fresh idempotency key: a UUID per submit, so a repeated request is performed once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Idempotency keys for one form's submits: each new submit gets a fresh key; a retry of
 * the same submit (same payload, after the previous attempt got no answer) reuses the key,
 * so the server performs the payment at most once.
 */
export function useIdempotencyKeys() {
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  /** The key for submitting `payload` now. */
  const keyFor = useCallback((payload: unknown): string => {
    const fingerprint = JSON.stringify(payload);
    if (pending.current?.fingerprint === fingerprint) return pending.current.key;
    const key = newIdempotencyKey();
    pending.current = { fingerprint, key };
    return key;
  }, []);
  /** The server answered: the next submit is a new one. */
  const settle = useCallback(() => {
    pending.current = null;
  }, []);
  return { keyFor, settle };
}
