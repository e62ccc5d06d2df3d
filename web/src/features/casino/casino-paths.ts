/**
 * The casino's paths: `/casino` (the lobby), `/casino/lobby`, `/casino/category/{slug}`,
 * `/casino/category/jackpots/{jackpot}`, `/casino/category/play_with_rewards` and the game page
 * `/casino/category/{slug}/{gameProviderGameId}`; the same pages under `/pa/casino` for
 * Pennsylvania; the casino history under `/account/history/casino`.
 */
export const CASINO_BASE = '/casino';
/** The regional path set of Pennsylvania (US-PA). */
export const PA_CASINO_BASE = '/pa/casino';
export const PA_REGION_CODE = 'US-PA';

/** Whether a path is one of the casino's (either path set). */
export function isCasinoPath(pathname: string): boolean {
  return [CASINO_BASE, PA_CASINO_BASE].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** The casino base a path is under (`/casino` or `/pa/casino`); `/casino` for any other path. */
export function casinoBaseOf(pathname: string): string {
  return pathname === PA_CASINO_BASE || pathname.startsWith(`${PA_CASINO_BASE}/`) ? PA_CASINO_BASE : CASINO_BASE;
}

/**
 * The regional redirect: a visitor whose region is US-PA asking for `/casino...` goes to
 * `/pa/casino...` (the same rest of the path, query and fragment), unless the brand is a
 * standalone casino. Null: stay where you are.
 */
export function casinoRegionalRedirect({
  pathname,
  search = '',
  hash = '',
  regionCode,
  standaloneCasino,
}: {
  pathname: string;
  search?: string;
  hash?: string;
  regionCode: string | null | undefined;
  standaloneCasino: boolean;
}): string | null {
  if (standaloneCasino || regionCode?.toUpperCase() !== PA_REGION_CODE) return null;
  if (pathname !== CASINO_BASE && !pathname.startsWith(`${CASINO_BASE}/`)) return null;
  return `/pa${pathname}${search}${hash}`;
}

export const casinoPaths = {
  lobby: (base = CASINO_BASE) => base,
  category: (slug: string, base = CASINO_BASE) => `${base}/category/${encodeURIComponent(slug)}`,
  game: (categorySlug: string, gameProviderGameId: string, base = CASINO_BASE) =>
    `${base}/category/${encodeURIComponent(categorySlug)}/${encodeURIComponent(gameProviderGameId)}`,
  jackpot: (slug: string, base = CASINO_BASE) => `${base}/category/jackpots/${encodeURIComponent(slug)}`,
  playWithRewards: (base = CASINO_BASE) => `${base}/category/play_with_rewards`,
  freeToPlay: (promotionId: string, base = CASINO_BASE) => `${base}/f2p/${encodeURIComponent(promotionId)}`,
  history: '/account/history/casino',
  session: (sessionId: string) => `/account/history/casino/${encodeURIComponent(sessionId)}`,
  round: (sessionId: string, roundId: string) =>
    `/account/history/casino/${encodeURIComponent(roundId)}/round?${new URLSearchParams({ session: sessionId }).toString()}`,
} as const;

/** Where the loss and spend limits are set. */
export const RG_LIMITS_PATH = '/account/responsible-gaming/limit';
