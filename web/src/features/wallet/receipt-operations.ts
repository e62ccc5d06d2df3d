import { graphql } from '@/graphql/gql';

/** Receipts (see docs/product/wallet.md): one by id, the viewer's list, and cancelling a pending withdrawal. */
export const PaymentReceiptDocument = graphql(`
  query PaymentReceipt($id: ID!) {
    paymentReceipt(id: $id) { ...WalletReceipt }
  }
`);

export const PaymentReceiptsDocument = graphql(`
  query PaymentReceipts($first: Int!, $after: ID) {
    paymentReceipts(first: $first, after: $after) {
      nodes { ...WalletReceipt }
      endCursor
    }
  }
`);

export const WithdrawalCancelDocument = graphql(`
  mutation WithdrawalCancel($receiptId: ID!) {
    withdrawalCancel(receiptId: $receiptId) { ...PaymentCreateResultFields }
  }
`);
