import { useEffect, useReducer, useRef } from 'react';

/**
 * The quick deposit's states (see docs/product/wallet.md): initial, submitting, processing in the
 * payments frame (a hidden gateway turns slow after 20 s and fails after 80 s), try-again and
 * full-stop errors, and success (which hands back after 3 s).
 */
export type QuickDepositStatus = 'initial' | 'submitting' | 'processing' | 'slow' | 'tryAgain' | 'fullStop' | 'success';

export interface QuickDepositFrame {
  url: string;
  hidden: boolean;
}

export interface QuickDepositState {
  status: QuickDepositStatus;
  /** The error shown in the try-again and full-stop states. */
  message: string | null;
  /** The payments frame while processing. */
  frame: QuickDepositFrame | null;
  /** The amount of the deposit under way or done. */
  amountCents: number | null;
}

export type QuickDepositEvent =
  | { type: 'submit'; amountCents: number }
  | { type: 'gateway'; frame: QuickDepositFrame }
  | { type: 'slow' }
  | { type: 'timeout' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string; tryAgain: boolean }
  /** The amount or the method changed. */
  | { type: 'edited' }
  | { type: 'reset' };

export const QUICK_DEPOSIT_TIMING = { successReturnMs: 3000, slowWarningMs: 20_000, timeoutMs: 80_000 } as const;

export const QUICK_DEPOSIT_TEXT = {
  slow: 'Please wait a moment. The transaction is taking longer than expected.',
  tryAgain: 'An unexpected error occurred. Try again.',
  unexpected: 'An unexpected error occurred.',
  failed: 'Your deposit could not be processed. Please contact Customer Support for assistance.',
} as const;

export const INITIAL_QUICK_DEPOSIT: QuickDepositState = { status: 'initial', message: null, frame: null, amountCents: null };

const BUSY: readonly QuickDepositStatus[] = ['submitting', 'processing', 'slow'];

export function quickDepositReducer(state: QuickDepositState, event: QuickDepositEvent): QuickDepositState {
  switch (event.type) {
    case 'submit':
      if (state.status !== 'initial' && state.status !== 'tryAgain') return state;
      return { status: 'submitting', message: null, frame: null, amountCents: event.amountCents };
    case 'gateway':
      if (!BUSY.includes(state.status)) return state;
      return { ...state, status: 'processing', frame: event.frame };
    case 'slow':
      return state.status === 'processing' && state.frame?.hidden ? { ...state, status: 'slow' } : state;
    case 'timeout':
      return state.status === 'processing' || state.status === 'slow' ? { ...state, status: 'fullStop', message: QUICK_DEPOSIT_TEXT.failed, frame: null } : state;
    case 'succeeded':
      return BUSY.includes(state.status) ? { ...state, status: 'success', message: null, frame: null } : state;
    case 'failed':
      if (!BUSY.includes(state.status)) return state;
      return { ...state, status: event.tryAgain ? 'tryAgain' : 'fullStop', message: event.message, frame: null };
    case 'edited':
      return state.status === 'tryAgain' || state.status === 'fullStop' ? INITIAL_QUICK_DEPOSIT : state;
    case 'reset':
      return INITIAL_QUICK_DEPOSIT;
  }
}

/** The state machine with its timers; `onDone` runs 3 s after success. */
export function useQuickDepositMachine(onDone: () => void) {
  const [state, dispatch] = useReducer(quickDepositReducer, INITIAL_QUICK_DEPOSIT);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const hiddenFrame = state.frame?.hidden === true && (state.status === 'processing' || state.status === 'slow');
  const frameUrl = state.frame?.url ?? null;

  useEffect(() => {
    if (!hiddenFrame) return;
    const slow = window.setTimeout(() => dispatch({ type: 'slow' }), QUICK_DEPOSIT_TIMING.slowWarningMs);
    const stop = window.setTimeout(() => dispatch({ type: 'timeout' }), QUICK_DEPOSIT_TIMING.timeoutMs);
    return () => {
      window.clearTimeout(slow);
      window.clearTimeout(stop);
    };
  }, [hiddenFrame, frameUrl]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const t = window.setTimeout(() => done.current(), QUICK_DEPOSIT_TIMING.successReturnMs);
    return () => window.clearTimeout(t);
  }, [state.status]);

  return [state, dispatch] as const;
}
