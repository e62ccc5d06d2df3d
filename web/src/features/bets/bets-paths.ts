import type { BetHistorySectionId } from '@/graphql/graphql';

/**
 * The bets feature's paths (see docs/product/settlement-and-cash-out.md): /my-bets,
 * /my-bets/settled, /shared_bet and the account history frame
 * account/history/{sectionId}[/{sessionId}]. The transaction section's slug stays "transactions",
 * the path the wallet already links to.
 */
const SLUGS: Record<BetHistorySectionId, string> = { BETTING: 'betting', CASINO: 'casino', TRANSACTION: 'transactions' };

/** Old and singular spellings that lead to a section. */
const ALIASES: Record<string, BetHistorySectionId> = { transaction: 'TRANSACTION', bets: 'BETTING', bet: 'BETTING' };

export const HISTORY_SECTIONS: readonly BetHistorySectionId[] = ['BETTING', 'CASINO', 'TRANSACTION'];

export function sectionSlug(section: BetHistorySectionId): string {
  return SLUGS[section];
}

/** The section a path segment names, and whether the segment is its canonical slug. */
export function parseSection(slug: string | undefined): { section: BetHistorySectionId; canonical: boolean } | null {
  if (!slug) return null;
  const lower = slug.toLowerCase();
  const exact = HISTORY_SECTIONS.find((s) => SLUGS[s] === lower);
  if (exact) return { section: exact, canonical: lower === slug };
  const alias = ALIASES[lower];
  return alias ? { section: alias, canonical: false } : null;
}

export const betsPaths = {
  open: '/my-bets',
  settled: '/my-bets/settled',
  history: (section: BetHistorySectionId = 'BETTING') => `/account/history/${SLUGS[section]}`,
  detail: (betId: string, section: BetHistorySectionId = 'BETTING') => `/account/history/${SLUGS[section]}/${encodeURIComponent(betId)}`,
} as const;

/** `/shared_bet?canonicalUrl={code}` (the page the server's short link opens). */
export function sharedBetPath(code: string): string {
  return `/shared_bet?${new URLSearchParams({ canonicalUrl: code }).toString()}`;
}
