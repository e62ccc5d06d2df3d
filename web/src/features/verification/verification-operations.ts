import { graphql } from '@/graphql/gql';

/** The account's identity verification, for the account summary. */
export const AccountIdentityVerificationDocument = graphql(`
  query AccountIdentityVerification {
    account {
      id
      identityVerification {
        status
        reasons {
          code
          message
        }
        attemptsLeft
        canSubmit
        refusal
        available
        verifiedAt
        updatedAt
        depositThreshold {
          formattedAmount
        }
      }
    }
  }
`);
