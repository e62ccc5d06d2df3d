/** A wallet call's business failure (see docs/product/wallet.md). */
export interface WalletUserError {
  action: string | null;
  field: string | null;
  message: string;
}

/** Text of a failure that names no field. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** The action of a payment refused until the identity is verified (docs/product/identity-verification.md). */
export const VERIFY_IDENTITY = 'VERIFY_IDENTITY';

/** Fields whose errors belong to the amount field. */
const AMOUNT_FIELDS = new Set(['amountCents', 'amount', 'paymentProviderId', 'provider']);

export interface MappedUserErrors {
  /** The amount field's error (amount and provider errors). */
  amount: string | null;
  /** Other fields' errors by input name (`paymentMethodId`, `promotionCode`, `email`, ...). */
  fields: Record<string, string>;
  /** The form's general error: set when an error names no field. */
  general: string | null;
  /** The server's own message of the last error without a field (shown in the unexpected-error toast). */
  generalMessage: string | null;
  /** The `action` of the last error (`TRY_AGAIN`, `CONTACT_SUPPORT`, ...), if any. */
  action: string | null;
  /** The server's message when the payment needs a verified identity (shown with the way to verify). */
  verifyIdentity: string | null;
}

/**
 * Maps server user errors onto a form: errors on the provider or amount go to
 * the amount field, other fields get their own error, and an error without a field becomes
 * the general error "An unexpected error occurred." (the server's message is kept for the
 * unexpected-error toast), except a refusal until the identity is verified, whose message is
 * kept as it is. Later errors win on the same field.
 */
export function mapUserErrors(errors: readonly WalletUserError[]): MappedUserErrors {
  const out: MappedUserErrors = { amount: null, fields: {}, general: null, generalMessage: null, action: null, verifyIdentity: null };
  for (const e of errors) {
    if (e.action) out.action = e.action;
    if (e.action === VERIFY_IDENTITY) out.verifyIdentity = e.message;
    else if (!e.field) {
      out.general = UNEXPECTED_ERROR;
      out.generalMessage = e.message.trim() || UNEXPECTED_ERROR;
    }
    else if (AMOUNT_FIELDS.has(e.field)) out.amount = e.message;
    else out.fields[e.field] = e.message;
  }
  return out;
}

/** True when nothing was mapped. */
export function isEmptyMapping(m: MappedUserErrors): boolean {
  return !m.amount && !m.general && !m.verifyIdentity && Object.keys(m.fields).length === 0;
}
