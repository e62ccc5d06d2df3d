import { graphql } from '@/graphql/gql';

/** Quick deposit (spec 001 §7): deposit providers usable without leaving the page. */
export const QuickDepositProvidersDocument = graphql(`
  query QuickDepositProviders {
    paymentProvidersQuickDepositLandingPage {
      transactionType
      preferredPaymentProvider { ...WalletProvider }
      paymentProviders { ...WalletProvider }
    }
  }
`);
