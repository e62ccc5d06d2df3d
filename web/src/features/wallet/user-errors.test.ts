import { describe, expect, it } from 'vitest';
import { isEmptyMapping, mapUserErrors, UNEXPECTED_ERROR } from './user-errors';

describe('mapUserErrors', () => {
  it('puts amount and provider errors on the amount field', () => {
    expect(mapUserErrors([{ action: null, field: 'amountCents', message: 'Too small' }]).amount).toBe('Too small');
    expect(mapUserErrors([{ action: null, field: 'paymentProviderId', message: 'Provider unavailable' }]).amount).toBe('Provider unavailable');
  });

  it('gives other fields their own error', () => {
    const m = mapUserErrors([
      { action: null, field: 'promotionCode', message: 'Unknown code' },
      { action: null, field: 'email', message: 'Bad email' },
    ]);
    expect(m.fields).toEqual({ promotionCode: 'Unknown code', email: 'Bad email' });
    expect(m.amount).toBeNull();
    expect(m.general).toBeNull();
  });

  it('turns an error without a field into the general unexpected error', () => {
    const m = mapUserErrors([{ action: 'TRY_AGAIN', field: null, message: 'Processor timeout' }]);
    expect(m.general).toBe(UNEXPECTED_ERROR);
    expect(m.general).toBe('An unexpected error occurred.');
    expect(m.generalMessage).toBe('Processor timeout');
    expect(m.action).toBe('TRY_AGAIN');
  });

  it('lets the last error win on the same field', () => {
    const m = mapUserErrors([
      { action: null, field: 'amountCents', message: 'first' },
      { action: 'CONTACT_SUPPORT', field: 'amountCents', message: 'last' },
    ]);
    expect(m.amount).toBe('last');
    expect(m.action).toBe('CONTACT_SUPPORT');
  });

  it('keeps the message of a refusal until the identity is verified, without the unexpected-error toast', () => {
    const m = mapUserErrors([{ action: 'VERIFY_IDENTITY', field: null, message: 'Verify your identity before your first withdrawal.' }]);
    expect(m.verifyIdentity).toBe('Verify your identity before your first withdrawal.');
    expect(m.general).toBeNull();
    expect(m.generalMessage).toBeNull();
    expect(isEmptyMapping(m)).toBe(false);
  });
});
