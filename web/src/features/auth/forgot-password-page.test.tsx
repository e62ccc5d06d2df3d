import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@/shared/ui/toast-store';
import { ForgotPasswordPage } from './forgot-password-page';
import { renderAt } from './test-utils';
import { validateResetEmail } from './validation';

function jsonResponse(status: number, body: unknown) {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('forgot password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('validates the email with the spec texts', () => {
    expect(validateResetEmail('')).toBe('Please enter your email');
    expect(validateResetEmail('   ')).toBe('Please enter your email');
    expect(validateResetEmail('alex@')).toBe('Please enter a valid email');
    expect(validateResetEmail('alex@example')).toBe('Please enter a valid email');
    expect(validateResetEmail('alex@example.com')).toBeNull();
  });

  it('shows the screen, validates on each change and enables the button only when valid', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText(/Forgot your email\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    const button = screen.getByRole('button', { name: 'Send Reset Email' });
    expect(button).toBeDisabled();

    const input = screen.getByLabelText('Email');
    await user.type(input, 'alex');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(input);
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await user.type(input, 'alex@example.com');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
  });

  it('sends, shows "Email sent", and resends with the success toast', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, null));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByRole('heading', { name: 'Email sent' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/password_reset_requests');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'alex@example.com', client_id: 'web' });

    await user.click(screen.getByRole('button', { name: 'Send email again' }));
    expect(await screen.findByText('Email resent successfully.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows each email error from the server as a danger toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(422, { errors: { email: [{ message: 'First problem' }, { message: 'Second problem' }] } })),
    );
    const user = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('First problem')).toBeInTheDocument();
    expect(screen.getByText('Second problem')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email sent' })).not.toBeInTheDocument();
  });
});
