import { graphql } from '@/graphql/gql';

/** Published custom dialogs (spec 000 §3). */
export const CustomDialogsDocument = graphql(`
  query CustomDialogs {
    customDialogs {
      id
      title
      body
      dismissible
      triggers {
        type
        pages
      }
      buttons {
        label
        type
        url
        style
      }
    }
  }
`);
