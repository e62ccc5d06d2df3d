import type { LimitHistoryAction, PendingLimitState, RgLimitPeriod, RgLimitType } from '@/graphql/graphql';
import { formatCents } from '@/shared/format/money';
import { MONEY_TYPES } from './limit-kinds';

/** "90" -> "1 hour 30 minutes", "60" -> "1 hour", "15" -> "15 minutes". */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.floor(total));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h} ${h === 1 ? 'hour' : 'hours'}`);
  if (m || !h) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/** A used or remaining quantity of a slot: dollars for money types, time for DAILY_TIME. */
export function formatQuantity(type: RgLimitType, value: number): string {
  return MONEY_TYPES.has(type) ? formatCents(value) : formatMinutes(value);
}

const PERIOD_WORDS: Record<RgLimitPeriod, string> = { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly' };

/** The slot's name when the server's title is not at hand (history rows): "Daily deposit limit". */
export function slotName(type: RgLimitType, period: RgLimitPeriod | null | undefined): string {
  switch (type) {
    case 'MAX_SINGLE_WAGER':
      return 'Max single wager limit';
    case 'DAILY_TIME':
      return 'Session time limit';
    case 'CHECK_IN_FREQUENCY':
      return 'Reality check-in';
    default: {
      const kind = type.charAt(0) + type.slice(1).toLowerCase();
      return period ? `${PERIOD_WORDS[period]} ${kind.toLowerCase()} limit` : `${kind} limit`;
    }
  }
}

export const PENDING_STATE_LABELS: Record<PendingLimitState, string> = {
  ACTION_REQUIRED: 'Action required',
  INCREASE_PENDING: 'Increase pending',
  REMOVAL_PENDING: 'Removal pending',
};

export const HISTORY_ACTION_LABELS: Record<LimitHistoryAction, string> = {
  SET: 'Limit set',
  DECREASED: 'Limit decreased',
  INCREASE_REQUESTED: 'Increase requested',
  REMOVAL_REQUESTED: 'Removal requested',
  CONFIRMED: 'Change confirmed',
  CANCELLED: 'Change canceled',
  TOOK_EFFECT: 'Change took effect',
  REMOVED: 'Limit removed',
};
