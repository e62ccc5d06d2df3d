import type { PaymentProviderType, WalletProviderFragment } from '@/graphql/graphql';

/** The provider types this web app can take a payment through. */
const WEB_TYPES: readonly PaymentProviderType[] = ['CARD', 'BANK_TRANSFER', 'INTERAC', 'WIRE_TRANSFER', 'CASH_AT_CASINO', 'WALLET_BUTTON', 'CARD_DROP_IN', 'HIDDEN_GATEWAY'];

/**
 * The providers the web app can take a payment through, in the server's order. The device
 * wallet (WALLET_BUTTON) and the card drop-in (CARD_DROP_IN) run as the processor's sheets on
 * the payments origin; a type the server added after this build is left out, since this build
 * has no page for it.
 */
export function webProviders<P extends Pick<WalletProviderFragment, 'type'>>(providers: readonly P[]): P[] {
  return providers.filter((p) => WEB_TYPES.includes(p.type));
}
