import type { MenuItem } from './shell-operations';

/** A menu item ready to render: a link, a parent link with children, or a client control. */
export type ResolvedMenuItem =
  | { kind: 'link'; id: string; label: string; icon: string | null; to: string; external: boolean }
  | { kind: 'parent'; id: string; label: string; icon: string | null; to: string; children: { id: string; label: string; to: string; external: boolean }[] }
  | { kind: 'client'; id: string; label: string; icon: string | null; description: string | null; display: string };

/** "Responsible Gaming" -> "responsible-gaming". */
export function slugify(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The app path of a deep link: app paths stay, same-origin URLs become their path, other
 * https URLs stay external; anything else (unknown schemes, empty) cannot be resolved.
 */
export function resolveDeepLink(
  link: { canonicalUrl?: string | null; webUrl?: string | null } | null | undefined,
  origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
): { to: string; external: boolean } | null {
  for (const raw of [link?.canonicalUrl, link?.webUrl]) {
    const url = raw?.trim();
    if (!url) continue;
    if (url.startsWith('/') && !url.startsWith('//')) return { to: url, external: false };
    try {
      const parsed = new URL(url);
      if (parsed.origin === origin) return { to: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false };
      if (parsed.protocol === 'https:') return { to: parsed.href, external: true };
    } catch {
      // Not a URL: try the next candidate.
    }
  }
  return null;
}

/** Resolves the account menu; items with no resolvable path are skipped (see docs/product/shell-and-identity.md). */
export function resolveMenuItems(items: readonly (MenuItem | null)[] | null | undefined, origin?: string): ResolvedMenuItem[] {
  const out: ResolvedMenuItem[] = [];
  for (const item of items ?? []) {
    if (!item) continue;
    switch (item.__typename) {
      case 'MenuLeafItem': {
        const target = resolveDeepLink(item.deepLink, origin);
        if (target) out.push({ kind: 'link', id: item.id, label: item.label, icon: item.icon ?? null, ...target });
        break;
      }
      case 'MenuParentItem': {
        const slug = slugify(item.label);
        if (!slug) break;
        const children = (item.children ?? []).flatMap((c) => {
          if (!c) return [];
          const t = resolveDeepLink(c.deepLink, origin);
          return t ? [{ id: c.id, label: c.label, ...t }] : [];
        });
        out.push({ kind: 'parent', id: item.id, label: item.label, icon: item.icon ?? null, to: `/account/${slug}`, children });
        break;
      }
      case 'MenuClientDisplayItem':
        out.push({ kind: 'client', id: item.id, label: item.label, icon: item.icon ?? null, description: null, display: item.clientDisplayType });
        break;
      case 'MenuClientDisplayDescriptiveItem':
        out.push({ kind: 'client', id: item.id, label: item.label, icon: item.icon ?? null, description: item.description ?? null, display: item.clientDisplayType });
        break;
      default:
        break;
    }
  }
  return out;
}
