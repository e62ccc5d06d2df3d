import { graphql } from '@/graphql/gql';

/**
 * The wallet's shared shapes (see docs/product/wallet.md): money, payment providers with their
 * methods and form fields, receipts; the balances every wallet page shows; the payments frame's
 * origin.
 */
export const WalletMoneyFragment = graphql(`
  fragment WalletMoney on Money {
    amount
    amountLong
    currency
    formattedAmount
  }
`);

export const WalletProviderFragment = graphql(`
  fragment WalletProvider on PaymentProvider {
    id
    code
    name
    description
    details
    type
    icon
    supportsMethods
    excluded
    availability
    clientId
    vendorInformation
    warning
    prompt
    balance { ...WalletMoney }
    minimumAmount { ...WalletMoney }
    maximumAmount { ...WalletMoney }
    preferredMethod { id name description }
    methods { id name description }
    methodOptions { name label required maxLength pattern patternError }
    capabilities
  }
`);

export const WalletReceiptFragment = graphql(`
  fragment WalletReceipt on PaymentReceipt {
    id
    transactionId
    transactionType
    amount { ...WalletMoney }
    status
    provider { id code name type icon }
    receiptLines { label value }
    failureReason
    cancellable
    createdAt
    updatedAt
  }
`);

/**
 * The viewer's balances. The account entity is the one the shell's account panel reads
 * (`Account:{id}`, `Balances` merged), so every view of a balance shows the same value.
 */
export const WalletBalancesDocument = graphql(`
  query WalletBalances {
    account {
      id
      currency
      region
      balances {
        playableBalance { ...WalletMoney }
        withdrawableBalance { ...WalletMoney }
        heldBalance { ...WalletMoney }
      }
    }
  }
`);

/** Live balances, with the amount held for pending withdrawals. */
export const WalletAccountBalanceDocument = graphql(`
  subscription WalletAccountBalance {
    accountBalance {
      playableBalance { ...WalletMoney }
      withdrawableBalance { ...WalletMoney }
      heldBalance { ...WalletMoney }
    }
  }
`);

/** The origin the payments frame is served from (frame messages must come from it). */
export const PaymentsOriginDocument = graphql(`
  query PaymentsOrigin {
    startup {
      paymentsOrigin
    }
  }
`);
