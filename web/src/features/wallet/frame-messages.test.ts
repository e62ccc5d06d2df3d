import { describe, expect, it } from 'vitest';
import { frameEffect } from './frame-effects';
import { checkFrameEvent, parseFrameMessage, type FrameMessage } from './frame-messages';

const ORIGIN = 'https://pay.example.test';
const frameWindow = {} as Window;

function ok(data: unknown): FrameMessage {
  const r = parseFrameMessage(data);
  if (!r.ok) throw new Error(r.reason);
  return r.message;
}

describe('checkFrameEvent', () => {
  it('accepts a message from the payments origin and the frame window', () => {
    const r = checkFrameEvent({ origin: ORIGIN, source: frameWindow, data: { type: 'goBackToDeposit' } }, { origin: ORIGIN, source: frameWindow });
    expect(r).toEqual({ ok: true, message: { type: 'goBackToDeposit' } });
  });

  it('rejects another origin, another window, or no known origin', () => {
    const data = { type: 'goBackToDeposit' };
    expect(checkFrameEvent({ origin: 'https://evil.test', source: frameWindow, data }, { origin: ORIGIN, source: frameWindow }).ok).toBe(false);
    expect(checkFrameEvent({ origin: ORIGIN, source: {} as Window, data }, { origin: ORIGIN, source: frameWindow }).ok).toBe(false);
    expect(checkFrameEvent({ origin: ORIGIN, source: null, data }, { origin: ORIGIN, source: null }).ok).toBe(false);
    expect(checkFrameEvent({ origin: ORIGIN, source: frameWindow, data }, { origin: null, source: frameWindow }).ok).toBe(false);
  });
});

describe('parseFrameMessage', () => {
  it('accepts JSON strings of the same shape', () => {
    expect(ok(JSON.stringify({ type: 'showDepositReceiptPage', payload: { receiptId: 'r1' } }))).toEqual({ type: 'showDepositReceiptPage', payload: { receiptId: 'r1' } });
  });

  it('requires resubmitDepositCreateV2 to carry exactly { amountCents }', () => {
    expect(ok({ type: 'resubmitDepositCreateV2', payload: { amountCents: 2500 } })).toEqual({ type: 'resubmitDepositCreateV2', payload: { amountCents: 2500 } });
    for (const payload of [undefined, {}, { amountCents: '2500' }, { amountCents: 12.5 }, { amountCents: -1 }, { amountCents: 2500, paymentProviderId: 'x' }]) {
      expect(parseFrameMessage({ type: 'resubmitDepositCreateV2', payload }).ok).toBe(false);
    }
  });

  it('accepts resubmitWithdrawalCreate with no payload or only amountCents', () => {
    expect(ok({ type: 'resubmitWithdrawalCreate' })).toEqual({ type: 'resubmitWithdrawalCreate', payload: null });
    expect(ok({ type: 'resubmitWithdrawalCreate', payload: { amountCents: 100 } })).toEqual({ type: 'resubmitWithdrawalCreate', payload: { amountCents: 100 } });
    expect(parseFrameMessage({ type: 'resubmitWithdrawalCreate', payload: { amountCents: 100, to: 'x' } }).ok).toBe(false);
  });

  it('validates showDepositFailed', () => {
    expect(ok({ type: 'showDepositFailed', payload: { errorMessage: 'Card declined', showTryAgainCTA: true } })).toEqual({
      type: 'showDepositFailed',
      payload: { errorMessage: 'Card declined', showTryAgainCTA: true },
    });
    expect(ok({ type: 'showDepositFailed' })).toEqual({ type: 'showDepositFailed', payload: { errorMessage: null, showTryAgainCTA: false } });
    expect(parseFrameMessage({ type: 'showDepositFailed', payload: { showTryAgainCTA: 'yes' } }).ok).toBe(false);
  });

  it('rejects unknown types, extra keys and payloads on payload-less messages', () => {
    expect(parseFrameMessage({ type: 'deleteAccount' }).ok).toBe(false);
    expect(parseFrameMessage({ type: 'goBackToDeposit', extra: 1 }).ok).toBe(false);
    expect(parseFrameMessage({ type: 'goBackToDeposit', payload: { to: '/x' } }).ok).toBe(false);
    expect(parseFrameMessage('not json').ok).toBe(false);
    expect(parseFrameMessage(42).ok).toBe(false);
    expect(parseFrameMessage({ type: 'showDepositSuccessful', payload: {} }).ok).toBe(false);
  });

  it('requires the wallet sheet and drop-in tokens to carry exactly { token }', () => {
    expect(ok({ type: 'walletButtonToken', payload: { token: 'tok_approve_1' } })).toEqual({ type: 'walletButtonToken', payload: { token: 'tok_approve_1' } });
    expect(ok({ type: 'cardDropInToken', payload: { token: 'tok_decline_1' } })).toEqual({ type: 'cardDropInToken', payload: { token: 'tok_decline_1' } });
    expect(parseFrameMessage({ type: 'walletButtonToken' }).ok).toBe(false);
    expect(parseFrameMessage({ type: 'walletButtonToken', payload: { token: ' ' } }).ok).toBe(false);
    expect(parseFrameMessage({ type: 'cardDropInToken', payload: { token: 't', receiptId: 'r' } }).ok).toBe(false);
    expect(parseFrameMessage({ type: 'cardDropInToken', payload: { token: 'x'.repeat(513) } }).ok).toBe(false);
    expect(ok({ type: 'walletButtonCancelled' })).toEqual({ type: 'walletButtonCancelled' });
    expect(parseFrameMessage({ type: 'cardDropInCancelled', payload: { why: 'x' } }).ok).toBe(false);
  });
});

describe('frameEffect', () => {
  it('maps every message to its effect', () => {
    expect(frameEffect(ok({ type: 'goBackToDeposit' }), 'deposit')).toEqual({ kind: 'navigate', to: '/account/wallet/deposit' });
    expect(frameEffect(ok({ type: 'goBackToWithdrawal' }), 'withdrawal')).toEqual({ kind: 'navigate', to: '/account/wallet/withdrawal' });
    expect(frameEffect(ok({ type: 'resubmitDepositCreateV2', payload: { amountCents: 5000 } }), 'deposit')).toEqual({ kind: 'resubmitDeposit', amountCents: 5000 });
    expect(frameEffect(ok({ type: 'resubmitDepositCreateV2', payload: { amountCents: 5000 } }), 'withdrawal')).toEqual({ kind: 'none' });
    expect(frameEffect(ok({ type: 'resubmitWithdrawalCreate' }), 'withdrawal')).toEqual({ kind: 'resubmitWithdrawal', amountCents: null });
    expect(frameEffect(ok({ type: 'showInformationMismatchPage' }), 'deposit')).toEqual({ kind: 'mismatch' });
    expect(frameEffect(ok({ type: 'showDepositReceiptPage', payload: { receiptId: 'r 1' } }), 'deposit')).toEqual({ kind: 'navigate', to: '/account/wallet/receipt/r%201' });
    expect(frameEffect(ok({ type: 'showWithdrawalReceiptPage', payload: { receiptId: 'r2' } }), 'withdrawal')).toEqual({ kind: 'navigate', to: '/account/wallet/receipt/r2' });
    expect(frameEffect(ok({ type: 'showDepositSuccessful', payload: { transactionId: 't1' } }), 'deposit')).toEqual({ kind: 'success', transactionId: 't1' });
    expect(frameEffect(ok({ type: 'showDepositFailed', payload: { errorMessage: 'No', showTryAgainCTA: false } }), 'deposit')).toEqual({ kind: 'failed', errorMessage: 'No', tryAgain: false });
    expect(frameEffect(ok({ type: 'getHostTheme' }), 'deposit')).toEqual({ kind: 'none' });
    expect(frameEffect(ok({ type: 'frameReady' }), 'deposit')).toEqual({ kind: 'none' });
    expect(frameEffect(ok({ type: 'walletButtonToken', payload: { token: 'w' } }), 'deposit')).toEqual({ kind: 'complete', flow: 'walletButton', token: 'w' });
    expect(frameEffect(ok({ type: 'cardDropInToken', payload: { token: 'c' } }), 'deposit')).toEqual({ kind: 'complete', flow: 'cardDropIn', token: 'c' });
    expect(frameEffect(ok({ type: 'cardDropInToken', payload: { token: 'c' } }), 'withdrawal')).toEqual({ kind: 'none' });
    expect(frameEffect(ok({ type: 'walletButtonCancelled' }), 'deposit')).toEqual({ kind: 'cancel', flow: 'walletButton' });
    expect(frameEffect(ok({ type: 'cardDropInCancelled' }), 'deposit')).toEqual({ kind: 'cancel', flow: 'cardDropIn' });
  });
});
