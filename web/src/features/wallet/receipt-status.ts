import type { PaymentStatus } from '@/graphql/graphql';
import type { BadgeTone } from '@/shared/ui/badge';

/** Human labels for receipt statuses (see docs/product/wallet.md). */
const LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  PENDING_CASH_DEPOSIT: 'Waiting for your cash deposit at the casino',
  PENDING_WIRE_DEPOSIT: 'Waiting for your wire transfer',
  PENDING_CASH_PICKUP: 'Ready for pickup at the casino',
  PENDING_WIRE_WITHDRAWAL: 'Wire transfer being sent',
  SUCCESSFUL: 'Successful',
  FAILED: 'Failed',
};

/** Short badge texts for lists. */
const SHORT: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  PENDING_CASH_DEPOSIT: 'Awaiting cash',
  PENDING_WIRE_DEPOSIT: 'Awaiting wire',
  PENDING_CASH_PICKUP: 'Ready for pickup',
  PENDING_WIRE_WITHDRAWAL: 'Sending wire',
  SUCCESSFUL: 'Successful',
  FAILED: 'Failed',
};

export function statusLabel(status: PaymentStatus): string {
  return LABELS[status] ?? status;
}

export function statusShortLabel(status: PaymentStatus): string {
  return SHORT[status] ?? status;
}

export function isPendingStatus(status: PaymentStatus): boolean {
  return status.startsWith('PENDING');
}

export function statusTone(status: PaymentStatus): BadgeTone {
  if (status === 'SUCCESSFUL') return 'success';
  if (status === 'FAILED') return 'danger';
  return 'warning';
}

/** While a receipt is pending it is re-read this often (ms). */
export const RECEIPT_POLL_MS = 5000;
