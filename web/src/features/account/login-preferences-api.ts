import { httpRequest } from '@/shared/api/http-client';

export interface LoginPreferences {
  strong_auth_enabled: boolean;
  /** The phone on file, masked, or null. */
  phone_on_file: string | null;
}

export async function getLoginPreferences(token: string): Promise<LoginPreferences> {
  return (await httpRequest<LoginPreferences>('/api/login_preferences', { token })).data;
}

export async function patchLoginPreferences(token: string, body: { strong_auth_enabled: boolean; phone?: string }): Promise<LoginPreferences> {
  return (await httpRequest<LoginPreferences>('/api/login_preferences', { method: 'PATCH', token, json: body })).data;
}
