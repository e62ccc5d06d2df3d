/** The path segment of a parent account-menu item: "Settings & Privacy" -> "settings-privacy". */
export function labelSlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An in-app path for a menu deep link, or null when none resolves (such items are skipped). */
export function menuItemPath(deepLink: { canonicalUrl: string | null; webUrl: string | null } | null | undefined): string | null {
  for (const raw of [deepLink?.canonicalUrl, deepLink?.webUrl]) {
    if (!raw) continue;
    if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
    try {
      const u = new URL(raw);
      if (u.origin === window.location.origin) return `${u.pathname}${u.search}`;
    } catch {
      // Not a URL: try the next one.
    }
  }
  return null;
}
