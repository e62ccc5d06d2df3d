import { graphql } from '@/graphql/gql';
import type { ShellAccountMenuQuery } from '@/graphql/graphql';

/** Types of the shell's operations, generated from the committed SDL. */
export type ShellAccountMenuData = ShellAccountMenuQuery;
export type ShellAccount = NonNullable<ShellAccountMenuQuery['account']>;
export type Balances = ShellAccount['balances'];
export type MoneyFields = Balances['playableBalance'];
export type MenuItem = ShellAccountMenuQuery['accountMenu']['menuShelves']['accountMenuShelf']['menuShelfItems'][number];

export const ShellMoneyFragment = graphql(`
  fragment ShellMoney on Money {
    amount
    amountLong
    currency
    formattedAmount
  }
`);

/**
 * The header and account panel: the viewer's account (skipped for visitors) and the
 * account menu. Polled every 5 s while logged in (see docs/product/shell-and-identity.md).
 */
export const SHELL_ACCOUNT_MENU = graphql(`
  query ShellAccountMenu($skipAccount: Boolean!) {
    account @skip(if: $skipAccount) {
      id
      firstName
      lastName
      email
      region
      currency
      balances {
        playableBalance { ...ShellMoney }
        totalPlayableBalance { ...ShellMoney }
        withdrawableBalance { ...ShellMoney }
        restrictedBalance { ...ShellMoney }
        bonusBalance { ...ShellMoney }
        globalBalance { ...ShellMoney }
      }
      casinoRestriction {
        active
        expiresAt
      }
    }
    accountMenu {
      menuShelves {
        referralMenuShelf {
          isFirstTimeViewer
        }
        accountMenuShelf {
          menuShelfItems {
            __typename
            ... on MenuLeafItem {
              id
              label
              icon
              deepLink { canonicalUrl webUrl }
            }
            ... on MenuParentItem {
              id
              label
              icon
              children {
                __typename
                id
                label
                icon
                deepLink { canonicalUrl webUrl }
              }
            }
            ... on MenuClientDisplayItem {
              id
              label
              icon
              clientDisplayType
            }
            ... on MenuClientDisplayDescriptiveItem {
              id
              label
              description
              icon
              clientDisplayType
            }
          }
        }
      }
      promotionalCreditBalance { ...ShellMoney }
    }
  }
`);

/** Pushes the viewer's balances on every ledger change. */
export const SHELL_ACCOUNT_BALANCE = graphql(`
  subscription ShellAccountBalance {
    accountBalance {
      playableBalance { ...ShellMoney }
      totalPlayableBalance { ...ShellMoney }
      withdrawableBalance { ...ShellMoney }
      restrictedBalance { ...ShellMoney }
      bonusBalance { ...ShellMoney }
      globalBalance { ...ShellMoney }
    }
  }
`);

/** Account-menu polling interval. */
export const ACCOUNT_MENU_POLL_MS = 5000;
