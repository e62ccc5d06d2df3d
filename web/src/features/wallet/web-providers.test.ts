import { describe, expect, it } from 'vitest';
import type { PaymentProviderType } from '@/graphql/graphql';
import { webProviders } from './web-providers';

describe('webProviders', () => {
  it('offers the device wallet, the card drop-in and the hidden gateway, and keeps the order', () => {
    const list = [{ type: 'CARD' as const }, { type: 'WALLET_BUTTON' as const }, { type: 'CARD_DROP_IN' as const }, { type: 'HIDDEN_GATEWAY' as const }, { type: 'WIRE_TRANSFER' as const }];
    expect(webProviders(list)).toEqual(list);
  });

  it('leaves out a provider type this build does not know', () => {
    const list = [{ type: 'CARD' as PaymentProviderType }, { type: 'CRYPTO' as PaymentProviderType }];
    expect(webProviders(list)).toEqual([{ type: 'CARD' }]);
  });
});
