import { afterEach, describe, expect, it } from 'vitest';
import { cashbackNotificationShows, HIDE_CASHBACK_NOTIFICATION_KEY, useHiddenCashbackStore } from './cashback-notice';

afterEach(() => useHiddenCashbackStore.setState({ hidden: {} }));

describe('cashbackNotificationShows', () => {
  it('shows while eligible and not hidden for every open offer', () => {
    expect(cashbackNotificationShows({ eligible: true, promotionIds: ['cb1'] }, undefined)).toBe(true);
    expect(cashbackNotificationShows({ eligible: true, promotionIds: ['cb1'] }, ['cb1'])).toBe(false);
    // A cashback offer opened since the flag was set brings the dot back.
    expect(cashbackNotificationShows({ eligible: true, promotionIds: ['cb1', 'cb2'] }, ['cb1'])).toBe(true);
  });

  it('never shows without eligibility', () => {
    expect(cashbackNotificationShows({ eligible: false, promotionIds: [] }, undefined)).toBe(false);
    expect(cashbackNotificationShows(null, undefined)).toBe(false);
    expect(cashbackNotificationShows(undefined, [])).toBe(false);
  });

  it('treats an eligibility without offer ids as hidden once hidden', () => {
    expect(cashbackNotificationShows({ eligible: true, promotionIds: [] }, undefined)).toBe(true);
    expect(cashbackNotificationShows({ eligible: true, promotionIds: [] }, [])).toBe(false);
  });
});

describe('the hide-cashback-notification flag', () => {
  it('is kept per account in local storage, merging the offers it was set for', () => {
    const { hide } = useHiddenCashbackStore.getState();
    hide('u1', ['cb1']);
    hide('u1', ['cb1', 'cb2']);
    hide('u2', ['cb9']);
    expect(useHiddenCashbackStore.getState().hidden).toEqual({ u1: ['cb1', 'cb2'], u2: ['cb9'] });
    const stored = JSON.parse(window.localStorage.getItem(HIDE_CASHBACK_NOTIFICATION_KEY) ?? '{}') as { state?: unknown };
    expect(stored.state).toEqual({ hidden: { u1: ['cb1', 'cb2'], u2: ['cb9'] } });
  });
});
