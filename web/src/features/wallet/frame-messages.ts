/**
 * Messages from the payments frame (see docs/product/wallet.md).
 *
 * Every message is a plain object `{ type: string, payload?: object }` posted by the frame
 * with `window.parent.postMessage(message, hostOrigin)` (a JSON string of the same object is
 * accepted too). The host accepts a message only when `event.origin` is the payments origin
 * (`startup.paymentsOrigin`) and `event.source` is the frame's own window; the payload must
 * have exactly the keys listed below. Anything else is reported and ignored.
 *
 * | type                        | payload                                   |
 * |-----------------------------|-------------------------------------------|
 * | frameReady                  | none (the frame's page has started)       |
 * | goBackToDeposit             | none                                      |
 * | goBackToWithdrawal          | none                                      |
 * | resubmitDepositCreateV2     | { amountCents: int }                      |
 * | resubmitWithdrawalCreate    | none, or { amountCents: int }             |
 * | showInformationMismatchPage | none                                      |
 * | showDepositReceiptPage      | { receiptId: string }                     |
 * | showWithdrawalReceiptPage   | { receiptId: string }                     |
 * | showDepositSuccessful       | { transactionId: string }                 |
 * | showDepositFailed           | { errorMessage?: string, showTryAgainCTA?: boolean } |
 * | getHostTheme                | none (ignored: the host posts `hostTheme` itself)     |
 * | walletButtonToken           | { token: string } (the wallet sheet authorised the deposit) |
 * | cardDropInToken             | { token: string } (the card drop-in tokenised the card)     |
 * | walletButtonCancelled       | none (the bettor closed the wallet sheet)                   |
 * | cardDropInCancelled         | none (the bettor closed the card drop-in)                   |
 *
 * The host posts `{ type: 'hostTheme', theme: 'light' | 'dark' }` to the frame.
 */
export type FrameMessage =
  | { type: 'frameReady' }
  | { type: 'goBackToDeposit' }
  | { type: 'goBackToWithdrawal' }
  | { type: 'resubmitDepositCreateV2'; payload: { amountCents: number } }
  | { type: 'resubmitWithdrawalCreate'; payload: { amountCents: number } | null }
  | { type: 'showInformationMismatchPage' }
  | { type: 'showDepositReceiptPage'; payload: { receiptId: string } }
  | { type: 'showWithdrawalReceiptPage'; payload: { receiptId: string } }
  | { type: 'showDepositSuccessful'; payload: { transactionId: string } }
  | { type: 'showDepositFailed'; payload: { errorMessage: string | null; showTryAgainCTA: boolean } }
  | { type: 'getHostTheme' }
  | { type: 'walletButtonToken'; payload: { token: string } }
  | { type: 'cardDropInToken'; payload: { token: string } }
  | { type: 'walletButtonCancelled' }
  | { type: 'cardDropInCancelled' };

export type FrameMessageType = FrameMessage['type'];

export type FrameCheck = { ok: true; message: FrameMessage } | { ok: false; reason: string };

/** What the host expects: the payments origin and the frame's window. */
export interface FrameExpectation {
  origin: string | null;
  source: MessageEventSource | null;
}

type Payload = Record<string, unknown>;

const NO_PAYLOAD = ['frameReady', 'goBackToDeposit', 'goBackToWithdrawal', 'showInformationMismatchPage', 'getHostTheme', 'walletButtonCancelled', 'cardDropInCancelled'] as const;

function isPlainObject(v: unknown): v is Payload {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function hasOnlyKeys(p: Payload, allowed: readonly string[]): boolean {
  return Object.keys(p).every((k) => allowed.includes(k));
}

function isCents(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

function isId(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= 200;
}

/** Parses the data of a message event into a known message, or says why not. */
export function parseFrameMessage(data: unknown): FrameCheck {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { ok: false, reason: 'not JSON' };
    }
  }
  if (!isPlainObject(value) || typeof value.type !== 'string') return { ok: false, reason: 'no message type' };
  if (!hasOnlyKeys(value, ['type', 'payload'])) return { ok: false, reason: `unexpected keys in ${value.type}` };
  const { type } = value;
  const payload = value.payload;
  const bad = (what: string): FrameCheck => ({ ok: false, reason: `${type}: ${what}` });

  if ((NO_PAYLOAD as readonly string[]).includes(type)) {
    if (payload !== undefined && payload !== null && !(isPlainObject(payload) && Object.keys(payload).length === 0)) return bad('takes no payload');
    return { ok: true, message: { type } as FrameMessage };
  }
  switch (type) {
    case 'resubmitDepositCreateV2':
      if (!isPlainObject(payload) || !hasOnlyKeys(payload, ['amountCents']) || !isCents(payload.amountCents)) {
        return bad('payload must be exactly { amountCents }');
      }
      return { ok: true, message: { type, payload: { amountCents: payload.amountCents } } };
    case 'resubmitWithdrawalCreate':
      if (payload === undefined || payload === null) return { ok: true, message: { type, payload: null } };
      if (!isPlainObject(payload) || !hasOnlyKeys(payload, ['amountCents']) || !isCents(payload.amountCents)) {
        return bad('payload must be empty or exactly { amountCents }');
      }
      return { ok: true, message: { type, payload: { amountCents: payload.amountCents } } };
    case 'showDepositReceiptPage':
    case 'showWithdrawalReceiptPage':
      if (!isPlainObject(payload) || !hasOnlyKeys(payload, ['receiptId']) || !isId(payload.receiptId)) return bad('payload must be { receiptId }');
      return { ok: true, message: { type, payload: { receiptId: payload.receiptId } } };
    case 'showDepositSuccessful':
      if (!isPlainObject(payload) || !hasOnlyKeys(payload, ['transactionId']) || !isId(payload.transactionId)) {
        return bad('payload must be { transactionId }');
      }
      return { ok: true, message: { type, payload: { transactionId: payload.transactionId } } };
    case 'walletButtonToken':
    case 'cardDropInToken':
      if (!isPlainObject(payload) || !hasOnlyKeys(payload, ['token']) || typeof payload.token !== 'string' || !payload.token.trim() || payload.token.length > 512) {
        return bad('payload must be exactly { token }');
      }
      return { ok: true, message: { type, payload: { token: payload.token } } };
    case 'showDepositFailed': {
      if (payload !== undefined && !isPlainObject(payload)) return bad('payload must be an object');
      const p = payload ?? {};
      if (!hasOnlyKeys(p, ['errorMessage', 'showTryAgainCTA'])) return bad('unexpected payload keys');
      if (p.errorMessage !== undefined && p.errorMessage !== null && typeof p.errorMessage !== 'string') return bad('errorMessage must be a string');
      if (p.showTryAgainCTA !== undefined && typeof p.showTryAgainCTA !== 'boolean') return bad('showTryAgainCTA must be a boolean');
      const errorMessage = typeof p.errorMessage === 'string' && p.errorMessage.trim() ? p.errorMessage.slice(0, 500) : null;
      return { ok: true, message: { type, payload: { errorMessage, showTryAgainCTA: p.showTryAgainCTA === true } } };
    }
    default:
      return bad('unknown message type');
  }
}

/** Checks a message event's origin and source, then its data. */
export function checkFrameEvent(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expected: FrameExpectation): FrameCheck {
  if (!expected.origin || event.origin !== expected.origin) return { ok: false, reason: `wrong origin ${event.origin || '(none)'}` };
  if (!expected.source || event.source !== expected.source) return { ok: false, reason: 'not from the payments frame' };
  return parseFrameMessage(event.data);
}

/** The host's theme message, posted whenever the frame loads or the colour mode changes. */
export function hostThemeMessage(theme: 'light' | 'dark'): { type: 'hostTheme'; theme: 'light' | 'dark' } {
  return { type: 'hostTheme', theme };
}

/** The deposit-failed text when the frame gives none. */
export const DEPOSIT_FAILED_DEFAULT = 'Your deposit could not be processed. Please contact Customer Support for assistance.';
