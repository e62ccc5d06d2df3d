import { useQuery } from '@apollo/client';
import { PaymentsOriginDocument } from './wallet-operations';

/** `new URL(x).origin`, or null for anything that is not an absolute URL. */
export function normalizeOrigin(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const origin = new URL(raw).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The payments frame's origin from startup data (`startup.paymentsOrigin`). */
export function usePaymentsOrigin(): { origin: string | null; loading: boolean; failed: boolean } {
  const { data, loading, error } = useQuery(PaymentsOriginDocument, { fetchPolicy: 'cache-first' });
  const origin = normalizeOrigin(data?.startup.paymentsOrigin);
  return { origin, loading: loading && !data, failed: Boolean(error) && !data };
}
