import { graphql } from '@/graphql/gql';

/** The deposit acknowledgement (see docs/product/wallet.md): whether and what to show. */
export const DepositAcknowledgementDocument = graphql(`
  query DepositAcknowledgement {
    account {
      id
      requiresResponsibleGamingAcknowledgement
      depositAckModal {
        title
        body
        buttonLabel
        showDepositAckModal
        depositAckType
      }
    }
  }
`);
