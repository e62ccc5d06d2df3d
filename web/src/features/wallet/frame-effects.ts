import type { FrameMessage } from './frame-messages';
import { walletPaths, type TransactionType } from './wallet-paths';

/** What a frame message does on the gateway page (see docs/product/wallet.md). */
export type FrameEffect =
  | { kind: 'navigate'; to: string }
  | { kind: 'mismatch' }
  | { kind: 'success'; transactionId: string }
  | { kind: 'failed'; errorMessage: string | null; tryAgain: boolean }
  | { kind: 'resubmitDeposit'; amountCents: number }
  | { kind: 'resubmitWithdrawal'; amountCents: number | null }
  | { kind: 'none' };

/** Maps a checked frame message to its effect on the gateway of `type`. */
export function frameEffect(message: FrameMessage, type: TransactionType): FrameEffect {
  switch (message.type) {
    case 'goBackToDeposit':
      return { kind: 'navigate', to: walletPaths.page('deposit') };
    case 'goBackToWithdrawal':
      return { kind: 'navigate', to: walletPaths.page('withdrawal') };
    case 'resubmitDepositCreateV2':
      return type === 'deposit' ? { kind: 'resubmitDeposit', amountCents: message.payload.amountCents } : { kind: 'none' };
    case 'resubmitWithdrawalCreate':
      return type === 'withdrawal' ? { kind: 'resubmitWithdrawal', amountCents: message.payload?.amountCents ?? null } : { kind: 'none' };
    case 'showInformationMismatchPage':
      return { kind: 'mismatch' };
    case 'showDepositReceiptPage':
    case 'showWithdrawalReceiptPage':
      return { kind: 'navigate', to: walletPaths.receipt(message.payload.receiptId) };
    case 'showDepositSuccessful':
      return { kind: 'success', transactionId: message.payload.transactionId };
    case 'showDepositFailed':
      return { kind: 'failed', errorMessage: message.payload.errorMessage, tryAgain: message.payload.showTryAgainCTA };
    case 'frameReady':
    case 'getHostTheme':
      return { kind: 'none' };
  }
}
