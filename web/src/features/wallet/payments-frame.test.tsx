import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useColorModeStore } from '@/shared/hooks/use-color-mode';
import { useToastStore } from '@/shared/ui/toast-store';
import { FRAME_READY_TIMEOUT_MS, PaymentsFrame } from './payments-frame';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/report-error', () => ({ reportError }));

const ORIGIN = 'https://pay.example.test';

function setup(onMessage = vi.fn()) {
  render(<PaymentsFrame src={`${ORIGIN}/frame/abc`} origin={ORIGIN} title="Halftime Sportsbook deposit" onMessage={onMessage} />);
  const iframe = screen.getByTitle('Halftime Sportsbook deposit') as HTMLIFrameElement;
  const post = (data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? ORIGIN, source: init.source === undefined ? iframe.contentWindow : init.source }));
    });
  return { iframe, onMessage, post };
}

describe('<PaymentsFrame>', () => {
  beforeEach(() => {
    reportError.mockClear();
    useToastStore.setState({ toasts: [] });
    useColorModeStore.setState({ mode: 'light' });
  });
  afterEach(() => vi.useRealTimers());

  it('hands on messages from the payments origin and the frame window', async () => {
    const { post, onMessage } = setup();
    post({ type: 'showDepositReceiptPage', payload: { receiptId: 'r1' } });
    await act(async () => undefined);
    expect(onMessage).toHaveBeenCalledWith({ type: 'showDepositReceiptPage', payload: { receiptId: 'r1' } });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports and ignores messages from another origin', async () => {
    const { post, onMessage } = setup();
    post({ type: 'goBackToDeposit' }, { origin: 'https://evil.test' });
    await act(async () => undefined);
    expect(onMessage).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('wrong origin') }), expect.objectContaining({ source: 'payments-frame' }), 'warning');
  });

  it('reports and ignores messages from another window on the right origin', async () => {
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    const { post, onMessage } = setup();
    post({ type: 'goBackToDeposit' }, { source: other.contentWindow });
    await act(async () => undefined);
    expect(onMessage).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('not from the payments frame') }), expect.anything(), 'warning');
    other.remove();
  });

  it('reports and ignores a resubmit carrying more than amountCents', async () => {
    const { post, onMessage } = setup();
    post({ type: 'resubmitDepositCreateV2', payload: { amountCents: 100, paymentProviderId: 'PaymentProvider:evil:DEPOSIT' } });
    await act(async () => undefined);
    expect(onMessage).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('posts the host theme on load and on every colour mode change', () => {
    const { iframe } = setup();
    const postMessage = vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    fireEvent.load(iframe);
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'hostTheme', theme: 'light' }, ORIGIN);
    act(() => useColorModeStore.setState({ mode: 'dark' }));
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'hostTheme', theme: 'dark' }, ORIGIN);
  });

  it('shows the error toast for 10 s when no frameReady arrives within 15 s', () => {
    vi.useFakeTimers();
    setup();
    act(() => vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS - 1));
    expect(useToastStore.getState().toasts).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'An error has occurred', description: 'Please try again later.', variant: 'danger', duration: 10_000 })]);
  });

  it('does not show the toast once the frame says frameReady', () => {
    vi.useFakeTimers();
    const { post } = setup();
    post({ type: 'frameReady' });
    act(() => vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2));
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('shows the error toast when the frame fails to load', () => {
    const { iframe } = setup();
    fireEvent.error(iframe);
    expect(useToastStore.getState().toasts[0]?.title).toBe('An error has occurred');
  });
});
