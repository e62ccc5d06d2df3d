import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_QUICK_DEPOSIT, QUICK_DEPOSIT_TEXT, quickDepositReducer, useQuickDepositMachine } from './quick-deposit-machine';

const hidden = { url: 'https://pay.example.test/frame/1', hidden: true };

describe('quickDepositReducer', () => {
  it('goes initial -> submitting -> success', () => {
    let s = quickDepositReducer(INITIAL_QUICK_DEPOSIT, { type: 'submit', amountCents: 2500 });
    expect(s.status).toBe('submitting');
    s = quickDepositReducer(s, { type: 'succeeded' });
    expect(s).toMatchObject({ status: 'success', amountCents: 2500 });
  });

  it('fails into try-again or full-stop, and an edit resets to initial', () => {
    const busy = quickDepositReducer(INITIAL_QUICK_DEPOSIT, { type: 'submit', amountCents: 100 });
    const tryAgain = quickDepositReducer(busy, { type: 'failed', message: QUICK_DEPOSIT_TEXT.tryAgain, tryAgain: true });
    expect(tryAgain).toMatchObject({ status: 'tryAgain', message: 'An unexpected error occurred. Try again.' });
    expect(quickDepositReducer(tryAgain, { type: 'submit', amountCents: 100 }).status).toBe('submitting');
    const stop = quickDepositReducer(busy, { type: 'failed', message: QUICK_DEPOSIT_TEXT.failed, tryAgain: false });
    expect(stop.status).toBe('fullStop');
    expect(quickDepositReducer(stop, { type: 'submit', amountCents: 100 }).status).toBe('fullStop');
    expect(quickDepositReducer(stop, { type: 'edited' })).toEqual(INITIAL_QUICK_DEPOSIT);
    expect(quickDepositReducer(tryAgain, { type: 'edited' })).toEqual(INITIAL_QUICK_DEPOSIT);
  });

  it('ignores an edit while no error shows', () => {
    const busy = quickDepositReducer(INITIAL_QUICK_DEPOSIT, { type: 'submit', amountCents: 100 });
    expect(quickDepositReducer(busy, { type: 'edited' })).toBe(busy);
  });
});

describe('useQuickDepositMachine timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns 3 s after success', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useQuickDepositMachine(onDone));
    act(() => result.current[1]({ type: 'submit', amountCents: 2500 }));
    act(() => result.current[1]({ type: 'succeeded' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('warns at 20 s and stops at 80 s behind a hidden gateway', () => {
    const { result } = renderHook(() => useQuickDepositMachine(() => undefined));
    act(() => result.current[1]({ type: 'submit', amountCents: 2500 }));
    act(() => result.current[1]({ type: 'gateway', frame: hidden }));
    expect(result.current[0].status).toBe('processing');
    act(() => vi.advanceTimersByTime(19_999));
    expect(result.current[0].status).toBe('processing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0].status).toBe('slow');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current[0]).toMatchObject({ status: 'fullStop', message: QUICK_DEPOSIT_TEXT.failed, frame: null });
  });

  it('does not time out a visible frame', () => {
    const { result } = renderHook(() => useQuickDepositMachine(() => undefined));
    act(() => result.current[1]({ type: 'submit', amountCents: 2500 }));
    act(() => result.current[1]({ type: 'gateway', frame: { ...hidden, hidden: false } }));
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current[0].status).toBe('processing');
  });

  it('stops the timers once the deposit succeeds', () => {
    const { result } = renderHook(() => useQuickDepositMachine(() => undefined));
    act(() => result.current[1]({ type: 'submit', amountCents: 2500 }));
    act(() => result.current[1]({ type: 'gateway', frame: hidden }));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => result.current[1]({ type: 'succeeded' }));
    act(() => vi.advanceTimersByTime(80_000));
    expect(result.current[0].status).toBe('success');
  });
});
