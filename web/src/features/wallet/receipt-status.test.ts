import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@/graphql/graphql';
import { isPendingStatus, statusLabel, statusShortLabel, statusTone } from './receipt-status';

const ALL: PaymentStatus[] = ['PENDING', 'PENDING_CASH_DEPOSIT', 'PENDING_WIRE_DEPOSIT', 'PENDING_CASH_PICKUP', 'PENDING_WIRE_WITHDRAWAL', 'SUCCESSFUL', 'FAILED'];

describe('receipt statuses', () => {
  it('has a human label for every status', () => {
    expect(statusLabel('PENDING_WIRE_DEPOSIT')).toBe('Waiting for your wire transfer');
    expect(statusLabel('PENDING_CASH_PICKUP')).toBe('Ready for pickup at the casino');
    expect(statusLabel('SUCCESSFUL')).toBe('Successful');
    for (const s of ALL) {
      expect(statusLabel(s)).not.toMatch(/_/);
      expect(statusShortLabel(s)).not.toMatch(/_/);
    }
  });

  it('knows which are pending and how they look', () => {
    expect(ALL.filter(isPendingStatus)).toEqual(['PENDING', 'PENDING_CASH_DEPOSIT', 'PENDING_WIRE_DEPOSIT', 'PENDING_CASH_PICKUP', 'PENDING_WIRE_WITHDRAWAL']);
    expect(statusTone('SUCCESSFUL')).toBe('success');
    expect(statusTone('FAILED')).toBe('danger');
    expect(statusTone('PENDING_WIRE_WITHDRAWAL')).toBe('warning');
  });
});
