import { httpRequest } from '@/shared/api/http-client';

/** `GET/PATCH /i/email_preferences`: the optional emails an account holder receives. */
export interface EmailPreferences {
  /** Offers, bonuses and promotions. */
  promotions: boolean;
  /** News about the product and its features. */
  product_news: boolean;
  /** Whose preferences these are, masked (`j***@example.com`). */
  email: string;
}

export type EmailSwitch = 'promotions' | 'product_news';

/** Who asks: the signed-in holder (bearer token) or the emailed link (its token). */
export type EmailPreferencesAccess = { bearer: string } | { linkToken: string };

export async function getEmailPreferences(access: EmailPreferencesAccess): Promise<EmailPreferences> {
  const path = 'linkToken' in access ? `/i/email_preferences?token=${encodeURIComponent(access.linkToken)}` : '/i/email_preferences';
  return (await httpRequest<EmailPreferences>(path, { token: 'bearer' in access ? access.bearer : undefined })).data;
}

export async function patchEmailPreferences(access: EmailPreferencesAccess, change: Partial<Record<EmailSwitch, boolean>>): Promise<EmailPreferences> {
  const json = 'linkToken' in access ? { ...change, token: access.linkToken } : change;
  return (await httpRequest<EmailPreferences>('/i/email_preferences', { method: 'PATCH', token: 'bearer' in access ? access.bearer : undefined, json })).data;
}
