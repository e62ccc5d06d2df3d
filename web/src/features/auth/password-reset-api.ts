import { httpRequest } from '@/shared/api/http-client';
import { CLIENT_ID } from '@/shared/auth/token-api';

/** `POST /api/password_reset_requests` (expects 201; else `errors.email[].message`). */
export async function requestPasswordReset(email: string): Promise<void> {
  await httpRequest('/api/password_reset_requests', { method: 'POST', json: { email, client_id: CLIENT_ID } });
}

/** `POST /api/password_resets`: sets a new password with the emailed token. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await httpRequest('/api/password_resets', { method: 'POST', json: { token, password } });
}

/** `POST /api/password`: a logged-in user changes their password. */
export async function changePassword(accessToken: string, currentPassword: string, newPassword: string): Promise<void> {
  await httpRequest('/api/password', {
    method: 'POST',
    token: accessToken,
    json: { current_password: currentPassword, new_password: newPassword },
  });
}
