import { graphql } from '@/graphql/gql';

/** What every linking operation reads of a linked account (one selection, one cache shape). */
export const LinkedAccountFieldsFragment = graphql(`
  fragment LinkedAccountFields on LinkedAccount {
    id
    linked
    label
    accountType
    url
    favorites
    linkedAt
  }
`);

/** The partners the viewer can link with and whether they did. */
export const LinkedAccountsDocument = graphql(`
  query LinkedAccounts {
    linkedAccounts {
      ...LinkedAccountFields
    }
  }
`);

/** The link prompts the viewer dismissed. */
export const LinkPromptDismissalsDocument = graphql(`
  query LinkPromptDismissals {
    accountLinkPromptDismissals
  }
`);

/** Links the partner identity of an ID token to the viewer. */
export const CreateAccountLinkDocument = graphql(`
  mutation CreateAccountLink($partnerToken: String!) {
    createAccountLink(input: { partnerToken: $partnerToken }) {
      result
      linkedAccount {
        ...LinkedAccountFields
      }
    }
  }
`);

/** Unlinks; answers the linked accounts after. */
export const DeleteAccountLinkDocument = graphql(`
  mutation DeleteAccountLink($id: ID!) {
    deleteAccountLink(id: $id) {
      ...LinkedAccountFields
    }
  }
`);

/** Dismisses a link prompt for good; answers the dismissed prompts. */
export const DismissAccountLinkPromptDocument = graphql(`
  mutation DismissAccountLinkPrompt($prompt: LinkPromptType!) {
    dismissAccountLinkPrompt(prompt: $prompt)
  }
`);

/** The viewer's linked accounts after every link or unlink (any device). */
export const LinkedAccountUpdatedDocument = graphql(`
  subscription LinkedAccountUpdated {
    linkedAccountUpdated {
      ...LinkedAccountFields
    }
  }
`);
