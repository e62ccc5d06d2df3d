import { graphql } from '@/graphql/gql';

/** The deposit acknowledgement (spec 001 §7, spec 002 §4): whether and what to show. */
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
