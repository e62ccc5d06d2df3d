import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { clearToasts, toast, TOAST_PERSISTENT } from './toast-store';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disappear after 5 seconds by default', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome, Alex!', variant: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Welcome, Alex!');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Welcome, Alex!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Welcome, Alex!')).not.toBeInTheDocument();
  });

  it('stay when the duration is -1 until dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Location Error Detected', variant: 'danger', duration: TOAST_PERSISTENT });
    });
    act(() => vi.advanceTimersByTime(60_000));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Location Error Detected');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honour a custom duration and replace a toast with the same id', () => {
    render(<Toaster />);
    act(() => {
      toast({ id: 'bet', title: 'Adding to Betslip...', duration: 1100 });
      toast({ id: 'bet', title: 'Adding to Betslip...', duration: 1100 });
    });
    expect(screen.getAllByText('Adding to Betslip...')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1150));
    expect(screen.queryByText('Adding to Betslip...')).not.toBeInTheDocument();
  });

  it('live in a labelled region and pause while hovered', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => {
      toast({ title: 'Copied to clipboard' });
    });
    const item = screen.getByRole('status');
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();
  });
});
