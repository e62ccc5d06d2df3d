/** Attribution of picks that came by a link (branchChannel, shareId). */

/**
 * The server keeps at most this many bytes (UTF-8) of a selection's origin, channel and share
 * id, and refuses the whole add when one is longer (`MAX_META_LEN` in
 * crates/server/src/graphql/betslip/mod.rs).
 */
export const MAX_ATTRIBUTION_BYTES = 128;

/**
 * A channel or share id from a link, fit to send: trimmed, or null when empty or longer than
 * the server keeps. A link is outside input: an over-long `utm_source` loses its attribution
 * rather than the bet.
 */
export function attributionValue(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  return new TextEncoder().encode(value).length <= MAX_ATTRIBUTION_BYTES ? value : null;
}
