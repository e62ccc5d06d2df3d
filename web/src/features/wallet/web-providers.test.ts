import { describe, expect, it } from 'vitest';
import { webProviders } from './web-providers';

describe('webProviders', () => {
  it('leaves out device-wallet providers and keeps the order of the rest', () => {
    const list = [{ type: 'CARD' as const }, { type: 'WALLET_BUTTON' as const }, { type: 'WIRE_TRANSFER' as const }];
    expect(webProviders(list)).toEqual([{ type: 'CARD' }, { type: 'WIRE_TRANSFER' }]);
  });
});
