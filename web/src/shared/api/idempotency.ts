import { useCallback, useRef } from 'react';

/**
 * A fresh idempotency key: a UUID per submit, so a repeated request is performed once
 * (outside a secure context, where `crypto.randomUUID` is missing, the time and a random
 * number).
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Idempotency keys for one form's submits: each new submit gets a fresh key; a retry of
 * the same submit (same payload, after the previous attempt got no answer) reuses the key,
 * so the server performs it at most once. A submit with any other payload is a new one: the
 * server refuses a key sent again with another payload.
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
