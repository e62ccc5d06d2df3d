import { graphql } from '@/graphql/gql';

/** Quick deposit (see docs/product/wallet.md): deposit providers usable without leaving the page. */
export const QuickDepositProvidersDocument = graphql(`
  query QuickDepositProviders {
    paymentProvidersQuickDepositLandingPage {
      transactionType
      preferredPaymentProvider { ...WalletProvider preferredWarning }
      paymentProviders { ...WalletProvider }
    }
  }
`);
