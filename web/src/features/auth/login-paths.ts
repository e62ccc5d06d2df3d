/** A path the app may return to after login: same-origin, absolute, not the auth pages. */
export function safePreviousPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/^\/(login|signup|forgot-password|oauth_callback)(\/|\?|$)/.test(raw)) return null;
  return raw;
}

/** The login path; it carries previousPath except when the previous path is home (see docs/product/shell-and-identity.md). */
export function loginPath(previousPath?: string | null): string {
  const safe = safePreviousPath(previousPath);
  if (!safe || safe === '/') return '/login';
  return `/login?${new URLSearchParams({ previousPath: safe }).toString()}`;
}

/** Where to go after a successful login. */
export function afterLoginPath(previousPath: string | null | undefined): string {
  return safePreviousPath(previousPath) ?? '/';
}
