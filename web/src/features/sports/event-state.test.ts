import { describe, expect, it } from 'vitest';
import { clockSeconds, eventState, formatClock, scoreSentence } from './event-state';
import { nflEvent, stats } from './test-fixtures';

describe('event state', () => {
  const now = Date.parse('2025-11-22T15:00:00Z');

  it('shows the start time before the game, and the progress in play', () => {
    expect(eventState(nflEvent(), now)).toEqual({ phase: 'upcoming', label: 'Today · 8:20 PM' });
    expect(eventState(nflEvent('e', { status: 'IN_PLAY', statistics: stats({ progress: 'Q3' }) }), now)).toEqual({ phase: 'live', label: 'Q3' });
  });

  it('names every live status', () => {
    const live = (liveStatus: NonNullable<Parameters<typeof stats>[0]>['liveStatus'], status: 'IN_PLAY' | 'PRE_GAME' | 'FINISHED' | 'CANCELLED' = 'IN_PLAY') =>
      eventState(nflEvent('e', { status, statistics: stats({ liveStatus, progress: 'Half', isInPlay: status === 'IN_PLAY' }) }), now);
    expect(live('HALF_OVER')).toEqual({ phase: 'paused', label: 'Half' });
    expect(live('DELAYED')).toEqual({ phase: 'paused', label: 'Delayed' });
    expect(live('SUSPENDED')).toEqual({ phase: 'paused', label: 'Play suspended' });
    expect(live('FINAL', 'FINISHED')).toEqual({ phase: 'final', label: 'Final' });
    expect(live('POSTPONED', 'PRE_GAME')).toEqual({ phase: 'off', label: 'Postponed' });
    expect(live('CANCELLED', 'CANCELLED')).toEqual({ phase: 'off', label: 'Cancelled' });
    expect(live('WITHDRAWN', 'FINISHED')).toEqual({ phase: 'off', label: 'Withdrawn' });
    expect(live('SCHEDULED', 'PRE_GAME').phase).toBe('upcoming');
  });

  it('runs a clock on from when the statistics were sent', () => {
    const clock = { __typename: 'Clock' as const, seconds: 600, running: true, countsDown: true, updatedAt: '2025-11-22T15:00:00Z' };
    expect(clockSeconds(clock, now + 65_400)).toBe(535);
    expect(clockSeconds(clock, now + 700_000)).toBe(0);
    expect(clockSeconds({ ...clock, running: false }, now + 65_000)).toBe(600);
    expect(clockSeconds({ ...clock, countsDown: false }, now + 5_000)).toBe(605);
    // A client clock behind the server's never runs the clock backwards.
    expect(clockSeconds(clock, now - 5_000)).toBe(600);
  });

  it('formats countdown clocks as m:ss and soccer minutes with a prime', () => {
    expect(formatClock(535, true)).toBe('8:55');
    expect(formatClock(5, true)).toBe('0:05');
    expect(formatClock(66 * 60 + 30, false)).toBe("67'");
  });

  it('says the score in display order', () => {
    expect(scoreSentence(nflEvent('e', { statistics: stats({ homeScore: 21, awayScore: 17 }) }))).toBe('Bills 17, Chiefs 21');
  });
});
