import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ApolloProvider, type Operation } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTrackedEvents, trackedEvents } from '@/shared/telemetry/analytics';
import { EVENTS } from '@/shared/telemetry/events';
import { createMockApollo, type MockReply } from '@/test/mock-apollo';
import { usePaymentSubmit } from './use-payment-submit';

const created = (uri: string | null, userErrors: { action: string | null; field: string | null; message: string }[] = []) => ({
  data: {
    depositCreate: { __typename: 'PaymentCreateResult', permitted: userErrors.length === 0, uri, receiptId: null, userErrors: userErrors.map((e) => ({ __typename: 'UserError', ...e })) },
  },
});

function setup(reply: (op: Operation) => MockReply) {
  const { client } = createMockApollo(reply);
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return renderHook(() => usePaymentSubmit(), { wrapper }).result;
}

const names = () => trackedEvents().filter((e) => e.name === EVENTS.depositAttempt || e.name === EVENTS.depositResult);

describe('deposit analytics', () => {
  beforeEach(() => clearTrackedEvents());
  afterEach(() => clearTrackedEvents());

  it('tracks the attempt (dollars) and its result: permitted, refused with the first error, failed', async () => {
    const creates: MockReply[] = [
      created('/frame/1'),
      created(null, [{ action: 'CONTACT_SUPPORT', field: null, message: 'Your deposit could not be processed. Please contact Customer Support for assistance.' }]),
      new Error('Failed to fetch'),
    ];
    const result = setup((op) => {
      if (op.operationName === 'DepositCreate') return creates.shift() ?? null;
      return { data: {} };
    });
    const submission = { type: 'deposit' as const, amountCents: 2_550, paymentProviderId: 'card', paymentMethodId: null, promotionCode: null, quickDeposit: true };
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        await result.current.submit(submission, { validate: false });
        result.current.newSubmit();
      });
    }
    expect(names().map((e) => [e.name, e.properties])).toEqual([
      [EVENTS.depositAttempt, { providerCode: 'card', amount: 25.5, quickDeposit: true }],
      [EVENTS.depositResult, { providerCode: 'card', quickDeposit: true, outcome: 'permitted', errorCode: null }],
      [EVENTS.depositAttempt, { providerCode: 'card', amount: 25.5, quickDeposit: true }],
      [EVENTS.depositResult, { providerCode: 'card', quickDeposit: true, outcome: 'refused', errorCode: 'CONTACT_SUPPORT' }],
      [EVENTS.depositAttempt, { providerCode: 'card', amount: 25.5, quickDeposit: true }],
      [EVENTS.depositResult, { providerCode: 'card', quickDeposit: true, outcome: 'failed', errorCode: 'NETWORK_ERROR' }],
    ]);
  });

  it('tracks a validation refusal by its field, and nothing for withdrawals', async () => {
    const result = setup((op) =>
      op.operationName === 'DepositValidateCreate'
        ? { data: { depositValidateCreate: { __typename: 'DepositValidateResult', permitted: false, userErrors: [{ __typename: 'UserError', action: null, field: 'amountCents', message: 'The minimum deposit is $10.00.' }] } } }
        : null,
    );
    await act(async () => {
      await result.current.submit({ type: 'deposit', amountCents: 500, paymentProviderId: 'bank_transfer', paymentMethodId: null, promotionCode: null });
    });
    void result.current.submit({ type: 'withdrawal', amountCents: 500, paymentProviderId: 'bank_transfer', paymentMethodId: null, promotionCode: null });
    expect(names().map((e) => e.properties)).toEqual([
      { providerCode: 'bank_transfer', amount: 5, quickDeposit: false },
      { providerCode: 'bank_transfer', quickDeposit: false, outcome: 'refused', errorCode: 'amountCents' },
    ]);
  });
});
