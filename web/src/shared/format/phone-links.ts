/**
 * Finds phone numbers in disclaimer text so they can be tapped (see
 * docs/product/shell-and-identity.md): 1-xxx-xxx-xxxx, xxx-xxx-xxxx and (xxx)-xxx-xxxx, plus the
 * 1-800-GAMBLER help line the responsible-gaming copy spells out in letters.
 */
export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'phone'; text: string; href: string };

export const HELP_LINE = '1-800-GAMBLER';
export const HELP_LINE_HREF = 'tel:+18004262537';

const PHONE = /(?<![\d(-])(1-\d{3}-\d{3}-\d{4}|\(\d{3}\)-\d{3}-\d{4}|\d{3}-\d{3}-\d{4}|1-800-GAMBLER)(?![\d-]|[A-Za-z])/g;

/** "tel:" link for a matched number: E.164 for North America. */
export function telHref(match: string): string {
  if (match.toUpperCase() === HELP_LINE) return HELP_LINE_HREF;
  const digits = match.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

export function splitPhoneNumbers(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(PHONE)) {
    const start = m.index ?? 0;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    out.push({ kind: 'phone', text: m[0], href: telHref(m[0]) });
    last = start + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
