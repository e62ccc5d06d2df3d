import { graphql } from '@/graphql/gql';

/** Deposit and withdrawal pages (see docs/product/wallet.md): providers, promo codes and create calls. */
export const PaymentProvidersPageDocument = graphql(`
  query PaymentProvidersPage($transactionType: PaymentDirection!) {
    paymentProvidersLandingPage(transactionType: $transactionType) {
      transactionType
      preferredPaymentProvider { id }
      paymentProviders { ...WalletProvider }
    }
  }
`);

export const DisplayPromoCodeDocument = graphql(`
  query DisplayPromoCode {
    displayPromoCode { code status message }
  }
`);

export const ValidateDepositPromoCodeDocument = graphql(`
  query ValidateDepositPromoCode($code: String!) {
    validateDepositPromoCode(code: $code) { code status message }
  }
`);

export const PaymentFacilitiesDocument = graphql(`
  query PaymentFacilities {
    paymentFacilities { name address hours region }
  }
`);

export const PaymentCreateResultFragment = graphql(`
  fragment PaymentCreateResultFields on PaymentCreateResult {
    permitted
    uri
    receiptId
    userErrors { action field message }
  }
`);

export const DepositValidateCreateDocument = graphql(`
  mutation DepositValidateCreate($input: DepositCreateInput!) {
    depositValidateCreate(input: $input) {
      permitted
      userErrors { action field message }
    }
  }
`);

export const DepositCreateDocument = graphql(`
  mutation DepositCreate($input: DepositCreateInput!) {
    depositCreate(input: $input) { ...PaymentCreateResultFields }
  }
`);

export const WithdrawalValidateCreateDocument = graphql(`
  mutation WithdrawalValidateCreate($input: WithdrawalCreateInput!) {
    withdrawalValidateCreateV2(input: $input) {
      permitted
      userErrors { action field message }
    }
  }
`);

export const WithdrawalCreateDocument = graphql(`
  mutation WithdrawalCreate($input: WithdrawalCreateInput!) {
    withdrawalCreate(input: $input) { ...PaymentCreateResultFields }
  }
`);

export const InteracWithdrawalCreateDocument = graphql(`
  mutation InteracWithdrawalCreate($input: InteracWithdrawalInput!) {
    interacWithdrawalCreate(input: $input) { ...PaymentCreateResultFields }
  }
`);

export const WireTransferDepositCreateDocument = graphql(`
  mutation WireTransferDepositCreate($input: WireTransferDepositInput!) {
    wireTransferDepositCreate(input: $input) { ...PaymentCreateResultFields }
  }
`);

export const FirstWireTransferWithdrawalCreateDocument = graphql(`
  mutation FirstWireTransferWithdrawalCreate($input: WireTransferWithdrawalInput!) {
    firstWireTransferWithdrawalCreate(input: $input) { ...PaymentCreateResultFields }
  }
`);

export const CreateConfirmationDocument = graphql(`
  mutation CreateConfirmation($receiptId: ID!) {
    createConfirmationV2(receiptId: $receiptId) { ...PaymentCreateResultFields }
  }
`);

export const PaymentMethodDeleteDocument = graphql(`
  mutation PaymentMethodDelete($paymentMethodId: ID!) {
    paymentMethodDelete(paymentMethodId: $paymentMethodId) {
      permitted
      userErrors { action field message }
    }
  }
`);

export const UpdateProviderExclusionsDocument = graphql(`
  mutation UpdateProviderExclusions($providerCodes: [String!]!) {
    updateProviderExclusions(providerCodes: $providerCodes) {
      transactionType
      paymentProviders { id code excluded warning }
    }
  }
`);

/** A completed or cancelled deposit: where it stands now. */
export const DepositCompletionFragment = graphql(`
  fragment DepositCompletionFields on PaymentCreateResult {
    permitted
    receiptId
    status
    failureReason
    userErrors { action field message }
  }
`);

/** Deposits finished outside the frame's forms: the wallet sheet and the card drop-in. */
export const WalletButtonDepositCompleteDocument = graphql(`
  mutation WalletButtonDepositComplete($input: WalletButtonCompleteInput!) {
    walletButtonDepositComplete(input: $input) { ...DepositCompletionFields }
  }
`);

export const WalletButtonDepositCancelDocument = graphql(`
  mutation WalletButtonDepositCancel($receiptId: ID!) {
    walletButtonDepositCancel(receiptId: $receiptId) { ...DepositCompletionFields }
  }
`);

export const CardDropInDepositCompleteDocument = graphql(`
  mutation CardDropInDepositComplete($receiptId: ID!, $cardToken: String!) {
    cardDropInDepositComplete(receiptId: $receiptId, cardToken: $cardToken) { ...DepositCompletionFields }
  }
`);

export const CardDropInDepositCancelDocument = graphql(`
  mutation CardDropInDepositCancel($receiptId: ID!) {
    cardDropInDepositCancel(receiptId: $receiptId) { ...DepositCompletionFields }
  }
`);
