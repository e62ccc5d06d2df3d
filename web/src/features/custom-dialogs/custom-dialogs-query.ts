import { graphql } from '@/graphql/gql';

/** Published custom dialogs (see docs/product/platform-services.md). */
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
