/**
 * Bets carried by a URL (see docs/product/betslip.md): each bet is a market selection id with
 * its odds numerator and denominator, indexed in brackets, parsed as integers, and the
 * channel in `utm_source`:
 *
 *   /?marketSelectionId[0]=sel-1&oddsNumerator[0]=3&oddsDenominator[0]=2&utm_source=twitter
 */
import { attributionValue } from '@/shared/selections/attribution';

export const URL_BET_KEYS = ['marketSelectionId', 'oddsNumerator', 'oddsDenominator'] as const;

/** The origin recorded for selections that came from a link. */
export const URL_BET_ORIGIN = 'shared-link';

export interface UrlBet {
  selectionId: string;
  numerator: string;
  denominator: string;
}

export interface UrlBets {
  bets: UrlBet[];
  /** `utm_source`, sent as each bet's branchChannel; null when absent or longer than the server keeps. */
  channel: string | null;
}

const INDEXED = /^(marketSelectionId|oddsNumerator|oddsDenominator)\[(\d{1,3})\]$/;

/** Integer text (a positive whole number), or null. */
function integer(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const t = raw.trim();
  if (!/^\d{1,18}$/.test(t)) return null;
  const n = BigInt(t);
  return n > 0n ? n.toString() : null;
}

/** The complete bets of a query string, in index order (incomplete or malformed ones are skipped). */
export function parseUrlBets(search: string): UrlBets {
  const params = new URLSearchParams(search);
  const byIndex = new Map<number, Partial<Record<(typeof URL_BET_KEYS)[number], string>>>();
  for (const [key, value] of params) {
    const m = INDEXED.exec(key);
    if (!m) continue;
    const index = Number(m[2]);
    const entry = byIndex.get(index) ?? {};
    entry[m[1] as (typeof URL_BET_KEYS)[number]] = value;
    byIndex.set(index, entry);
  }
  const bets: UrlBet[] = [];
  const seen = new Set<string>();
  for (const index of [...byIndex.keys()].sort((a, b) => a - b)) {
    const e = byIndex.get(index) ?? {};
    const selectionId = e.marketSelectionId?.trim();
    const numerator = integer(e.oddsNumerator);
    const denominator = integer(e.oddsDenominator);
    if (!selectionId || !numerator || !denominator || seen.has(selectionId)) continue;
    seen.add(selectionId);
    bets.push({ selectionId, numerator, denominator });
  }
  const channel = attributionValue(params.get('utm_source'));
  return { bets, channel };
}

/** The query string without the bet parameters (utm_source goes too once used). */
export function withoutUrlBets(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (INDEXED.test(key) || key === 'utm_source') params.delete(key);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
