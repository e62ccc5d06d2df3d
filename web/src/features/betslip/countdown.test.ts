import { describe, expect, it } from 'vitest';
import { COUNTDOWN_CAP_MS, formatCountdown } from './countdown';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const H = 3_600_000;
const M = 60_000;

describe('reward countdown', () => {
  it('is hidden at or over the cap', () => {
    expect(formatCountdown(NOW + COUNTDOWN_CAP_MS, NOW)).toBeNull();
  });

  it('shows hours and minutes over an hour, not red', () => {
    expect(formatCountdown(NOW + 5 * H + 3 * M + 59_000, NOW)).toEqual({ text: 'Expires in 5h 03m', urgent: false });
    expect(formatCountdown(NOW + H, NOW)).toEqual({ text: 'Expires in 1h 00m', urgent: false });
  });

  it('shows minutes and seconds under an hour, in red', () => {
    expect(formatCountdown(NOW + 12 * M + 9_000, NOW)).toEqual({ text: 'Expires in 12m 09s', urgent: true });
    expect(formatCountdown(NOW + 59 * M + 59_999, NOW)).toEqual({ text: 'Expires in 59m 59s', urgent: true });
  });

  it('says expired at zero', () => {
    expect(formatCountdown(NOW, NOW)).toEqual({ text: 'Expired', urgent: true });
  });
});
