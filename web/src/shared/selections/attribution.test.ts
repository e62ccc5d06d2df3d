import { describe, expect, it } from 'vitest';
import { attributionValue, MAX_ATTRIBUTION_BYTES } from './attribution';

describe('attributionValue', () => {
  it('trims, and treats missing or blank as none', () => {
    expect(attributionValue(' twitter ')).toBe('twitter');
    expect(attributionValue('')).toBeNull();
    expect(attributionValue('   ')).toBeNull();
    expect(attributionValue(null)).toBeNull();
    expect(attributionValue(undefined)).toBeNull();
  });

  it('drops a value longer than the server keeps, counted in UTF-8 bytes as the server counts', () => {
    expect(attributionValue('a'.repeat(MAX_ATTRIBUTION_BYTES))).toBe('a'.repeat(MAX_ATTRIBUTION_BYTES));
    expect(attributionValue('a'.repeat(MAX_ATTRIBUTION_BYTES + 1))).toBeNull();
    // 64 two-byte characters fit; 65 (130 bytes, 65 UTF-16 units) do not.
    expect(attributionValue('é'.repeat(64))).toBe('é'.repeat(64));
    expect(attributionValue('é'.repeat(65))).toBeNull();
  });
});
