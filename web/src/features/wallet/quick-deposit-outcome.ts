import type { SubmitOutcome } from './use-payment-submit';
import { QUICK_DEPOSIT_TEXT } from './quick-deposit-machine';
import { parseGatewayPath, parseReceiptPath, appPath } from './wallet-paths';

/** What the quick deposit does with a create answer (see docs/product/wallet.md). */
export type QuickDepositNext =
  | { kind: 'frame'; url: string; hidden: boolean }
  | { kind: 'succeeded' }
  | { kind: 'navigate'; to: string }
  | { kind: 'fieldError'; amount: string | null; method: string | null }
  /** `toast`: the server's message of an error without a field, for the unexpected-error toast. */
  | { kind: 'failed'; message: string; tryAgain: boolean; toast?: string };

export function quickDepositNext(outcome: SubmitOutcome): QuickDepositNext {
  if (outcome.kind === 'failed') return { kind: 'failed', message: QUICK_DEPOSIT_TEXT.tryAgain, tryAgain: true };
  if (outcome.kind === 'rejected') {
    const e = outcome.errors;
    if (e.verifyIdentity) return { kind: 'failed', message: e.verifyIdentity, tryAgain: false };
    if (e.general) {
      const toast = e.generalMessage ?? e.general;
      if (e.action === 'TRY_AGAIN') return { kind: 'failed', message: QUICK_DEPOSIT_TEXT.tryAgain, tryAgain: true, toast };
      if (e.action === 'CONTACT_SUPPORT') return { kind: 'failed', message: QUICK_DEPOSIT_TEXT.failed, tryAgain: false, toast };
      return { kind: 'failed', message: QUICK_DEPOSIT_TEXT.unexpected, tryAgain: false, toast };
    }
    const other = Object.entries(e.fields).find(([f]) => f !== 'paymentMethodId')?.[1] ?? null;
    return { kind: 'fieldError', amount: e.amount ?? other, method: e.fields.paymentMethodId ?? null };
  }
  const path = appPath(outcome.uri);
  if (!path) return outcome.receiptId ? { kind: 'succeeded' } : { kind: 'failed', message: QUICK_DEPOSIT_TEXT.unexpected, tryAgain: false };
  const gateway = parseGatewayPath(path);
  if (gateway) return { kind: 'frame', url: gateway.frameUrl, hidden: gateway.hidden };
  if (parseReceiptPath(path)) return { kind: 'succeeded' };
  return { kind: 'navigate', to: path };
}
