import { useCallback } from 'react';
import { useMutation } from '@apollo/client';
import { reportError } from '@/shared/api/report-error';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import { DepositCreateDocument, DepositValidateCreateDocument, WithdrawalCreateDocument, WithdrawalValidateCreateDocument } from './payment-operations';
import { NETWORK_ERROR, trackDepositAttempt, trackDepositResult } from '@/shared/telemetry/events';
import type { PaymentSubmission } from './submission-store';
import { isEmptyMapping, mapUserErrors, UNEXPECTED_ERROR, type MappedUserErrors, type WalletUserError } from './user-errors';

/** What a submit ended with. */
export type SubmitOutcome =
  | { kind: 'ok'; uri: string | null; receiptId: string | null }
  | { kind: 'rejected'; errors: MappedUserErrors }
  /** No answer (network): a retry of the same submit reuses its idempotency key. */
  | { kind: 'failed' };

/** A refusal without user errors still needs words. */
function rejection(userErrors: readonly WalletUserError[]): SubmitOutcome {
  const errors = mapUserErrors(userErrors);
  if (isEmptyMapping(errors)) errors.general = UNEXPECTED_ERROR;
  return { kind: 'rejected', errors };
}

/**
 * The analytics code of a refusal: the first user error's action (TRY_AGAIN, CONTACT_SUPPORT),
 * else its field, else REFUSED.
 */
export function refusalCode(userErrors: readonly WalletUserError[]): string {
  const first = userErrors[0];
  return first?.action ?? first?.field ?? 'REFUSED';
}

/** Queries re-read after a deposit: the acknowledgement modal may be due. */
const AFTER_DEPOSIT = ['DepositAcknowledgement'];

/**
 * Submits a deposit or a withdrawal (see docs/product/wallet.md): the validate call first (unless
 * `validate` is false), then the create call, both with the submit's idempotency key.
 */
export function usePaymentSubmit() {
  const [validateDeposit] = useMutation(DepositValidateCreateDocument);
  const [createDeposit] = useMutation(DepositCreateDocument, { refetchQueries: AFTER_DEPOSIT });
  const [validateWithdrawal] = useMutation(WithdrawalValidateCreateDocument);
  const [createWithdrawal] = useMutation(WithdrawalCreateDocument);
  const { keyFor, settle } = useIdempotencyKeys();

  const submit = useCallback(
    async (s: PaymentSubmission, { validate = true }: { validate?: boolean } = {}): Promise<SubmitOutcome> => {
      const base = { amountCents: s.amountCents, paymentProviderId: s.paymentProviderId, paymentMethodId: s.paymentMethodId };
      const payload = s.type === 'deposit' ? { ...base, promotionCode: s.promotionCode || null, quickDeposit: s.quickDeposit ?? false } : base;
      const idempotencyKey = keyFor({ type: s.type, ...payload });
      const input = { ...payload, idempotencyKey };
      const deposit = s.type === 'deposit';
      if (deposit) trackDepositAttempt({ providerCode: s.paymentProviderId, amount: s.amountCents / 100, quickDeposit: s.quickDeposit ?? false });
      const result = (outcome: 'permitted' | 'refused' | 'failed', errorCode: string | null) => {
        if (deposit) trackDepositResult({ providerCode: s.paymentProviderId, quickDeposit: s.quickDeposit ?? false, outcome, errorCode });
      };
      try {
        if (validate) {
          const v =
            s.type === 'deposit'
              ? (await validateDeposit({ variables: { input } })).data?.depositValidateCreate
              : (await validateWithdrawal({ variables: { input } })).data?.withdrawalValidateCreateV2;
          if (!v) throw new Error('Empty validate answer');
          if (!v.permitted || v.userErrors.length > 0) {
            settle();
            result('refused', refusalCode(v.userErrors));
            return rejection(v.userErrors);
          }
        }
        const r =
          s.type === 'deposit'
            ? (await createDeposit({ variables: { input } })).data?.depositCreate
            : (await createWithdrawal({ variables: { input } })).data?.withdrawalCreate;
        if (!r) throw new Error('Empty create answer');
        settle();
        if (!r.permitted || r.userErrors.length > 0) {
          result('refused', refusalCode(r.userErrors));
          return rejection(r.userErrors);
        }
        result('permitted', null);
        return { kind: 'ok', uri: r.uri, receiptId: r.receiptId };
      } catch (e) {
        reportError(e, { source: 'wallet', call: s.type === 'deposit' ? 'depositCreate' : 'withdrawalCreate' });
        result('failed', NETWORK_ERROR);
        return { kind: 'failed' };
      }
    },
    [keyFor, settle, validateDeposit, validateWithdrawal, createDeposit, createWithdrawal],
  );
  return { submit, newSubmit: settle };
}
