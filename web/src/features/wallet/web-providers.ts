import type { WalletProviderFragment } from '@/graphql/graphql';

/**
 * The providers the web app can take a payment through. Wallet-button providers (Apple Pay
 * style) need the device's own payment sheet, which the native apps drive through
 * `walletButtonDepositComplete` / `walletButtonDepositCancel`; the web app does not run one,
 * so it does not offer them.
 */
export function webProviders<P extends Pick<WalletProviderFragment, 'type'>>(providers: readonly P[]): P[] {
  return providers.filter((p) => p.type !== 'WALLET_BUTTON');
}
