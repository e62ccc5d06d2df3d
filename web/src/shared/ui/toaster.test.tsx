import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('pause all together while the stack is pointed at, toasts that arrive meanwhile included', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome Back, Alex!' });
    });
    const list = screen.getByRole('status').parentElement as HTMLElement;
    fireEvent.mouseEnter(list);
    // Another toast arrives and the stack moves under the pointer: nothing leaves while it rests there.
    act(() => {
      toast({ title: 'Location Services Disabled', variant: 'warning' });
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Welcome Back, Alex!')).toBeInTheDocument();
    expect(screen.getByText('Location Services Disabled')).toBeInTheDocument();
    fireEvent.mouseLeave(list);
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByText('Welcome Back, Alex!')).not.toBeInTheDocument();
    expect(screen.queryByText('Location Services Disabled')).not.toBeInTheDocument();
  });

  it('pause while focus is inside the stack', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Bet shared', dismissible: true });
    });
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Bet shared')).toBeInTheDocument();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByText('Bet shared')).not.toBeInTheDocument();
  });
});
