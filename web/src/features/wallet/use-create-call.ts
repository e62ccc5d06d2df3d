import { useCallback } from 'react';
import type { PaymentCreateResultFieldsFragment } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import type { SubmitOutcome } from './use-payment-submit';
import { mapUserErrors, UNEXPECTED_ERROR } from './user-errors';

/** Turns a create answer into a submit outcome. */
export function createOutcome(r: PaymentCreateResultFieldsFragment): SubmitOutcome {
  if (!r.permitted || r.userErrors.length > 0) {
    const errors = mapUserErrors(r.userErrors);
    if (!errors.amount && !errors.general && Object.keys(errors.fields).length === 0) errors.general = UNEXPECTED_ERROR;
    return { kind: 'rejected', errors };
  }
  return { kind: 'ok', uri: r.uri, receiptId: r.receiptId };
}

/**
 * Runs one create mutation with the submit's idempotency key (fresh per submit, reused when
 * the same payload is sent again after no answer) and maps its answer.
 */
export function useCreateCall() {
  const { keyFor, settle } = useIdempotencyKeys();
  return useCallback(
    async <P extends object>(name: string, payload: P, call: (input: P & { idempotencyKey: string }) => Promise<PaymentCreateResultFieldsFragment | null | undefined>): Promise<SubmitOutcome> => {
      const idempotencyKey = keyFor({ name, ...payload });
      try {
        const r = await call({ ...payload, idempotencyKey });
        if (!r) throw new Error(`Empty ${name} answer`);
        settle();
        return createOutcome(r);
      } catch (e) {
        reportError(e, { source: 'wallet', call: name });
        return { kind: 'failed' };
      }
    },
    [keyFor, settle],
  );
}
