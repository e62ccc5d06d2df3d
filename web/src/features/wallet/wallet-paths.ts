import type { PaymentDirection } from '@/graphql/graphql';

/** The `:transactionType` segment of wallet routes. */
export type TransactionType = 'deposit' | 'withdrawal';

export function directionOf(type: TransactionType): PaymentDirection {
  return type === 'deposit' ? 'DEPOSIT' : 'WITHDRAWAL';
}

export function typeOf(direction: PaymentDirection): TransactionType {
  return direction === 'DEPOSIT' ? 'deposit' : 'withdrawal';
}

export function parseTransactionType(raw: string | undefined): TransactionType | null {
  return raw === 'deposit' || raw === 'withdrawal' ? raw : null;
}

export const walletPaths = {
  page: (type: TransactionType) => `/account/wallet/${type}`,
  interac: '/account/wallet/withdrawal/interac',
  wireTransfer: (type: TransactionType) => `/account/wallet/${type}/wire-transfer`,
  cashAtCasino: (type: TransactionType) => `/account/wallet/${type}/cash-at-casino`,
  receipt: (id: string) => `/account/wallet/receipt/${encodeURIComponent(id)}`,
  history: '/account/history/transactions',
  quickDeposit: '/account/wallet/quick-deposit',
  wireWithdrawalDetails: '/wire_transfer_withdrawal_details',
} as const;

/**
 * The in-app path of a server deep link (`uri` of a create call), or null when it leaves the
 * app. Absolute URLs on this origin are accepted and reduced to their path.
 */
export function appPath(uri: string | null | undefined): string | null {
  if (!uri) return null;
  if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
  try {
    const u = new URL(uri);
    return u.origin === window.location.origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/** What a gateway deep link names: the frame's URL and whether it runs hidden. */
export interface GatewayTarget {
  type: TransactionType;
  frameUrl: string;
  hidden: boolean;
}

/** Reads `/account/wallet/{type}/gateway?frame=...[&hidden=1]`; null for any other path. */
export function parseGatewayPath(path: string): GatewayTarget | null {
  const u = new URL(path, window.location.origin);
  const m = /^\/account\/wallet\/(deposit|withdrawal)\/gateway\/?$/.exec(u.pathname);
  const frame = u.searchParams.get('frame');
  if (!m || !frame) return null;
  return { type: m[1] as TransactionType, frameUrl: frame, hidden: u.searchParams.get('hidden') === '1' };
}

/** The receipt id of `/account/wallet/receipt/{id}`, or null. */
export function parseReceiptPath(path: string): string | null {
  const u = new URL(path, window.location.origin);
  const m = /^\/account\/wallet\/receipt\/([^/]+)\/?$/.exec(u.pathname);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}
