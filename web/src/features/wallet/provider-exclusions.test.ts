import { describe, expect, it } from 'vitest';
import { nextExclusions } from './provider-exclusions';

describe('nextExclusions', () => {
  const providers = [
    { code: 'card', excluded: false },
    { code: 'wire_transfer', excluded: true },
    { code: 'bank_transfer', excluded: false },
  ];

  it('adds a blocked provider to the ones already excluded', () => {
    expect(nextExclusions(providers, 'card', true)).toEqual(['card', 'wire_transfer']);
  });

  it('removes an unblocked provider and keeps the others', () => {
    expect(nextExclusions(providers, 'wire_transfer', false)).toEqual([]);
    expect(nextExclusions(providers, 'bank_transfer', false)).toEqual(['wire_transfer']);
  });
});
