import type { FrameMessage } from './frame-messages';
import { walletPaths, type TransactionType } from './wallet-paths';

/** Which complete call finishes a deposit outside the frame's forms. */
export type CompletionFlow = 'walletButton' | 'cardDropIn';

/** What a frame message does on the gateway page (see docs/product/wallet.md). */
export type FrameEffect =
  | { kind: 'navigate'; to: string }
  | { kind: 'mismatch' }
  | { kind: 'success'; transactionId: string }
  | { kind: 'failed'; errorMessage: string | null; tryAgain: boolean }
  | { kind: 'resubmitDeposit'; amountCents: number }
  | { kind: 'resubmitWithdrawal'; amountCents: number | null }
  /** Complete the deposit with the wallet sheet's or the drop-in's one-time token. */
  | { kind: 'complete'; flow: CompletionFlow; token: string }
  /** The bettor closed the wallet sheet or the drop-in: cancel the deposit. */
  | { kind: 'cancel'; flow: CompletionFlow }
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
    case 'walletButtonToken':
      return type === 'deposit' ? { kind: 'complete', flow: 'walletButton', token: message.payload.token } : { kind: 'none' };
    case 'cardDropInToken':
      return type === 'deposit' ? { kind: 'complete', flow: 'cardDropIn', token: message.payload.token } : { kind: 'none' };
    case 'walletButtonCancelled':
      return type === 'deposit' ? { kind: 'cancel', flow: 'walletButton' } : { kind: 'none' };
    case 'cardDropInCancelled':
      return type === 'deposit' ? { kind: 'cancel', flow: 'cardDropIn' } : { kind: 'none' };
    case 'frameReady':
    case 'getHostTheme':
      return { kind: 'none' };
  }
}
