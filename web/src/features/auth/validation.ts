/** The email pattern of the forms (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EMAIL_REQUIRED = 'Please enter your email';
export const EMAIL_INVALID = 'Please enter a valid email';

/** The password-reset email rule; null when valid. */
export function validateResetEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return EMAIL_REQUIRED;
  if (!EMAIL_PATTERN.test(v)) return EMAIL_INVALID;
  return null;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export interface PasswordRule {
  id: string;
  label: string;
  met: boolean;
}

/**
 * The live strength rules shown while typing (the server has the final word, including
 * its list of common passwords): length 8-128, and not containing the email.
 */
export function passwordRules(password: string, email = ''): PasswordRule[] {
  const length = Array.from(password).length;
  const lower = password.toLowerCase();
  const e = email.trim().toLowerCase();
  const local = e.includes('@') ? e.slice(0, e.lastIndexOf('@')) : e;
  const containsEmail = Boolean(e) && (lower.includes(e) || (local.length >= 3 && lower.includes(local)));
  return [
    { id: 'min', label: `At least ${PASSWORD_MIN} characters`, met: length >= PASSWORD_MIN },
    { id: 'max', label: `No more than ${PASSWORD_MAX} characters`, met: length > 0 && length <= PASSWORD_MAX },
    { id: 'email', label: 'Does not contain your email address', met: length > 0 && !containsEmail },
    { id: 'common', label: 'Not a common password (we check when you submit)', met: length >= PASSWORD_MIN && !COMMON.has(lower) },
  ];
}

/** A few of the most common passwords, caught before the server's full list does. */
const COMMON = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
  'iloveyou', 'sunshine1', 'football', 'baseball', 'welcome1', 'letmein1', 'abc12345', '11111111', '00000000',
]);

/** Legal gambling age by region (spec: 21 in US regions; the province's age in Canada). */
export function legalAge(regionCode: string): number {
  if (regionCode.startsWith('CA-')) return ['CA-AB', 'CA-MB', 'CA-QC'].includes(regionCode) ? 18 : 19;
  return 21;
}

/** Whole years between `born` (YYYY-MM-DD) and `today`. */
export function ageOn(born: string, today: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(born);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age -= 1;
  return age;
}
