import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client';
import type { PaymentStatus } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import type { CompletionFlow } from './frame-effects';
import { DEPOSIT_FAILED_DEFAULT } from './frame-messages';
import { CardDropInDepositCancelDocument, CardDropInDepositCompleteDocument, WalletButtonDepositCancelDocument, WalletButtonDepositCompleteDocument } from './payment-operations';
import { mapUserErrors, type WalletUserError } from './user-errors';

/** The text shown when a wallet sheet or drop-in cannot start without the processor's client id. */
export const MISSING_CLIENT_ID = 'Unable to retrieve client id.';

/** Provider types the app starts with the processor's public client id. */
export const CLIENT_ID_TYPES = ['WALLET_BUTTON', 'CARD_DROP_IN'] as const;

/** Whether a provider of `type` needs a client id, and it is missing. */
export function missingClientId(provider: { type: string; clientId?: string | null }): boolean {
  return (CLIENT_ID_TYPES as readonly string[]).includes(provider.type) && !provider.clientId;
}

/**
 * The app deep link with the processor's client id added to its frame URL: the wallet sheet
 * and the card drop-in start with it (see docs/product/wallet.md). Other links are unchanged.
 */
export function withClientId(path: string, clientId: string): string {
  const u = new URL(path, window.location.origin);
  const frame = u.searchParams.get('frame');
  if (!frame) return path;
  u.searchParams.set('frame', withClientFrame(frame, clientId));
  return `${u.pathname}${u.search}${u.hash}`;
}

/** A payments frame URL with the processor's client id (`client`). */
export function withClientFrame(frameUrl: string, clientId: string): string {
  const f = new URL(frameUrl);
  f.searchParams.set('client', clientId);
  return f.toString();
}

/** The receipt id of a payments frame URL (`{origin}/frame/{id}?token=...`), or null. */
export function receiptIdOfFrame(frameUrl: string): string | null {
  try {
    const m = /^\/frame\/([^/]+)\/?$/.exec(new URL(frameUrl).pathname);
    return m?.[1] ? decodeURIComponent(m[1]) : null;
  } catch {
    return null;
  }
}

/** Queries re-read after a completed deposit: the acknowledgement modal may be due. */
const AFTER_DEPOSIT = ['DepositAcknowledgement'];

/** What completing or cancelling a deposit ended with. */
export type CompletionOutcome =
  | { kind: 'succeeded'; receiptId: string }
  | { kind: 'pending'; receiptId: string }
  | { kind: 'failed'; message: string; tryAgain: boolean }
  | { kind: 'cancelled' }
  /** The server refused the call: its message (a field error or a general one). */
  | { kind: 'rejected'; message: string; general: boolean }
  /** No answer (network). */
  | { kind: 'unreachable' };

interface CompletionResult {
  permitted: boolean;
  receiptId?: string | null;
  status?: PaymentStatus | null;
  failureReason?: string | null;
  userErrors: readonly WalletUserError[];
}

function outcomeOf(r: CompletionResult | null | undefined, cancelling: boolean): CompletionOutcome {
  if (!r) return { kind: 'unreachable' };
  if (!r.permitted || r.userErrors.length > 0) {
    const e = mapUserErrors(r.userErrors);
    const last = r.userErrors.at(-1);
    return { kind: 'rejected', message: last?.message ?? e.general ?? DEPOSIT_FAILED_DEFAULT, general: Boolean(last && !last.field) };
  }
  if (cancelling) return { kind: 'cancelled' };
  const receiptId = r.receiptId ?? '';
  if (r.status === 'SUCCESSFUL') return { kind: 'succeeded', receiptId };
  if (r.status === 'FAILED') return { kind: 'failed', message: r.failureReason ?? DEPOSIT_FAILED_DEFAULT, tryAgain: true };
  return { kind: 'pending', receiptId };
}

/**
 * Completes a deposit with the wallet sheet's or the card drop-in's one-time token
 * (`walletButtonDepositComplete`, `cardDropInDepositComplete`), or cancels it when the bettor
 * closed the sheet (`walletButtonDepositCancel`, `cardDropInDepositCancel`).
 */
export function useDepositCompletion() {
  const [walletComplete] = useMutation(WalletButtonDepositCompleteDocument, { refetchQueries: AFTER_DEPOSIT });
  const [walletCancel] = useMutation(WalletButtonDepositCancelDocument);
  const [dropInComplete] = useMutation(CardDropInDepositCompleteDocument, { refetchQueries: AFTER_DEPOSIT });
  const [dropInCancel] = useMutation(CardDropInDepositCancelDocument);

  const complete = useCallback(
    async (flow: CompletionFlow, receiptId: string, token: string): Promise<CompletionOutcome> => {
      try {
        const r =
          flow === 'walletButton'
            ? (await walletComplete({ variables: { input: { receiptId, walletToken: token } } })).data?.walletButtonDepositComplete
            : (await dropInComplete({ variables: { receiptId, cardToken: token } })).data?.cardDropInDepositComplete;
        return outcomeOf(r, false);
      } catch (e) {
        reportError(e, { source: 'wallet', call: flow === 'walletButton' ? 'walletButtonDepositComplete' : 'cardDropInDepositComplete' });
        return { kind: 'unreachable' };
      }
    },
    [walletComplete, dropInComplete],
  );

  const cancel = useCallback(
    async (flow: CompletionFlow, receiptId: string): Promise<CompletionOutcome> => {
      try {
        const r =
          flow === 'walletButton'
            ? (await walletCancel({ variables: { receiptId } })).data?.walletButtonDepositCancel
            : (await dropInCancel({ variables: { receiptId } })).data?.cardDropInDepositCancel;
        return outcomeOf(r, true);
      } catch (e) {
        reportError(e, { source: 'wallet', call: flow === 'walletButton' ? 'walletButtonDepositCancel' : 'cardDropInDepositCancel' });
        return { kind: 'unreachable' };
      }
    },
    [walletCancel, dropInCancel],
  );

  return useMemo(() => ({ complete, cancel }), [complete, cancel]);
}
