import { graphql } from '@/graphql/gql';

/** The W-2G win modal's state (see docs/product/casino-taxes.md): whether a form waits for an ID. */
export const W2gWinModalDocument = graphql(`
  query W2gWinModal {
    account {
      id
      showW2gWinModal
      w2gWinModal {
        formId
        gameName
        taxYear
        formsWaiting
        wonAt
        won {
          amount
          currency
          formattedAmount
        }
        lastAddress {
          line1
          line2
          city
          state
          zip
        }
      }
    }
  }
`);

/** The viewer's W-2G forms by tax year (`/account/taxes`). */
export const W2gTaxFormsDocument = graphql(`
  query W2gTaxForms {
    w2gTaxForms {
      year
      forms {
        id
        displayName
        downloadUrl
        year
        gameName
        wonAt
        reportableWinnings {
          amount
          currency
          formattedAmount
        }
        idDocument {
          idType
          numberLastFour
          tinLastFour
          uploadedAt
        }
        address {
          line1
          line2
          city
          state
          zip
        }
      }
    }
  }
`);
