import { graphql } from '@/graphql/gql';

export const AccountSummaryDocument = graphql(`
  query AccountSummary {
    account {
      id
      username
      firstName
      lastName
      email
      region
      currency
      createdAt
      lastLoginAt
      balances {
        withdrawableBalance {
          amount
          amountLong
          currency
          formattedAmount
        }
        playableBalance {
          amount
          amountLong
          currency
          formattedAmount
        }
        totalPlayableBalance {
          amount
          amountLong
          currency
          formattedAmount
        }
        restrictedBalance {
          amount
          amountLong
          currency
          formattedAmount
        }
        bonusBalance {
          amount
          amountLong
          currency
          formattedAmount
        }
        globalBalance {
          amount
          amountLong
          currency
          formattedAmount
        }
      }
    }
    sessionAccount {
      previousLoginAt
      currentTime
    }
  }
`);

export const AccountMenuParentsDocument = graphql(`
  query AccountMenuParents {
    accountMenu {
      menuShelves {
        accountMenuShelf {
          menuShelfItems {
            __typename
            ... on MenuParentItem {
              id
              label
              icon
              children {
                id
                label
                icon
                deepLink {
                  canonicalUrl
                  webUrl
                }
              }
            }
          }
        }
      }
    }
  }
`);
