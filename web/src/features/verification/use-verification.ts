import { useCallback, useEffect, useRef, useState } from 'react';
import { httpErrorMessage } from '@/shared/api/http-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { getVerification, type Verification } from './verification-api';

/** How often a pending verification is asked again (the provider's result lands by callback). */
export const POLL_MS = 3000;

/** The bearer token of the signed-in account. */
export function bearer(): string {
  return useAuthStore.getState().bearerToken ?? '';
}

/**
 * The account's verification, read on mount and again every {@link POLL_MS} while it is
 * pending, so the page shows the result when the provider's callback lands. `set` takes an
 * answer of another call (they all answer the verification).
 */
export function useVerification() {
  const [verification, setVerification] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);

  const load = useCallback(async () => {
    try {
      const v = await getVerification(bearer());
      if (!alive.current) return;
      setVerification(v);
      setError(null);
    } catch (e) {
      if (alive.current) setError(httpErrorMessage(e));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  const pending = verification?.status === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [pending, load]);

  return { verification, error, reload: load, set: setVerification };
}
