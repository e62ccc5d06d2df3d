import type { TransactionType } from './wallet-paths';

/**
 * The last payment submitted from a wallet form, kept for the session so the payments frame's
 * resubmit messages (see docs/product/wallet.md) can repeat it with the same provider and method,
 * even after a reload of the gateway page.
 */
export interface PaymentSubmission {
  type: TransactionType;
  amountCents: number;
  paymentProviderId: string;
  paymentMethodId: string | null;
  promotionCode: string | null;
  quickDeposit?: boolean;
}

const KEY = 'wallet.lastSubmission';

export function saveSubmission(submission: PaymentSubmission): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(submission));
  } catch {
    // Storage unavailable: resubmits then need the form again.
  }
}

export function loadSubmission(type: TransactionType): PaymentSubmission | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<PaymentSubmission>;
    if (s.type !== type || typeof s.amountCents !== 'number' || typeof s.paymentProviderId !== 'string') return null;
    return {
      type: s.type,
      amountCents: s.amountCents,
      paymentProviderId: s.paymentProviderId,
      paymentMethodId: typeof s.paymentMethodId === 'string' ? s.paymentMethodId : null,
      promotionCode: typeof s.promotionCode === 'string' ? s.promotionCode : null,
      quickDeposit: s.quickDeposit === true,
    };
  } catch {
    return null;
  }
}
