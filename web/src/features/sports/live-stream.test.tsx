import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFlagStore } from '@/shared/flags/flag-store';
import { EventHeader } from './event-header';
import { MatchTracker, footballSpots, trackerFacts, yardsToGain } from './match-tracker';
import { StreamBadge } from './stream-badge';
import { nflEvent, stats } from './test-fixtures';
import { createTestClient, renderWithClient } from './test-utils';
import type { LiveStreamResultData } from './live-stream-operations';

const live = nflEvent('e1', {
  status: 'IN_PLAY',
  liveStreamAvailable: true,
  networks: ['CBS', 'Paramount+'],
  statistics: stats({
    homeScore: 14,
    awayScore: 10,
    progress: 'Q2',
    football: { __typename: 'FootballStatistics', possession: 'AWAY', fieldPosition: 'KC 18', yardsFromGoal: 18, downAndDistance: '3rd & 4', redZone: true },
  }),
});

async function watch(result: LiveStreamResultData) {
  const t = createTestClient((op) => {
    expect(op.operationName).toBe('SportsLiveStream');
    expect(op.variables).toMatchObject({ eventId: 'e1' });
    return { data: { liveStream: result } };
  });
  renderWithClient(<EventHeader event={{ ...live, mediaLinks: [{ label: 'Preview', url: 'https://example.test/preview' }] }} />, t.client);
  const button = screen.getByRole('button', { name: 'Watch' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(screen.getByRole('button', { name: 'Close stream' })).toHaveAttribute('aria-expanded', 'true');
  return { panel: screen.getByRole('region', { name: 'Live stream' }), t };
}

describe('live streams', () => {
  beforeEach(() => {
    useFlagStore.getState().setFlags([]);
  });

  it('shows networks and coverage links in the header', () => {
    const t = createTestClient(() => ({ data: {} }));
    renderWithClient(<EventHeader event={{ ...live, mediaLinks: [{ label: 'Preview', url: 'https://example.test/preview' }] }} />, t.client);
    expect(screen.getByText('CBS, Paramount+')).toBeInTheDocument();
    const link = within(screen.getByRole('list', { name: 'Coverage' })).getByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.test/preview');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('has no Watch control while no stream can be opened', () => {
    const t = createTestClient(() => ({ data: {} }));
    renderWithClient(<EventHeader event={{ ...live, liveStreamAvailable: false }} />, t.client);
    expect(screen.queryByRole('button', { name: 'Watch' })).not.toBeInTheDocument();
  });

  it('embeds the granted stream in a titled frame', async () => {
    const { panel } = await watch({
      __typename: 'LiveStreamDetails',
      eventId: 'e1',
      provider: 'match-tracker',
      streamType: 'MATCH_TRACKER',
      url: 'http://127.0.0.1:8080/streams/e1/tracker',
      expiresAt: '2025-11-22T16:00:00Z',
    });
    const frame = await within(panel).findByTitle('Match tracker: Bills @ Chiefs');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://127.0.0.1:8080/streams/e1/tracker');
  });

  it('asks a visitor to log in', async () => {
    const { panel } = await watch({ __typename: 'LiveStreamPatronRestriction', reason: 'ANONYMOUS', message: 'Log in to watch live streams.' });
    expect(await within(panel).findByRole('heading', { name: 'Log in to watch' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(panel).getByText('Log in to watch live streams.')).toBeInTheDocument();
  });

  it('explains that a funded account or a bet is needed, and the region rule', async () => {
    const { panel } = await watch({ __typename: 'LiveStreamPatronRestriction', reason: 'NO_BALANCE_OR_BET', message: 'Fund your account or place a bet.' });
    expect(await within(panel).findByRole('heading', { name: 'Fund your account or place a bet to watch' })).toBeInTheDocument();
    expect(within(panel).getByText(/money in their account or a bet on this game/)).toBeInTheDocument();
  });

  it('says when the viewer is out of region', async () => {
    const { panel } = await watch({ __typename: 'LiveStreamPatronRestriction', reason: 'OUT_OF_REGION', message: 'Streams are not available in your region.' });
    expect(await within(panel).findByRole('heading', { name: 'Not available where you are' })).toBeInTheDocument();
  });

  it('shows errors, the rights holder’s refusal, and waits out a rate limit', async () => {
    const { panel } = await watch({ __typename: 'LiveStreamError', code: 'RATE_LIMITED', message: 'Too many stream requests. Try again in a moment.', retryAfterSeconds: 20 });
    expect(await within(panel).findByRole('heading', { name: 'Too many tries' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Try again in 20 s' })).toBeDisabled();
  });

  it('shows the rights error', async () => {
    const { panel } = await watch({ __typename: 'LiveStreamRightsError', message: "We don't have the rights to stream this event." });
    expect(await within(panel).findByRole('heading', { name: "This game can't be streamed here" })).toBeInTheDocument();
    expect(within(panel).getByText("We don't have the rights to stream this event.")).toBeInTheDocument();
  });

  it('badges cards only with the liveStreamingBadge flag on and a stream available', () => {
    const { rerender } = renderWithClient(<StreamBadge available />, createTestClient(() => ({ data: {} })).client);
    expect(screen.queryByText('Live stream available')).not.toBeInTheDocument();
    useFlagStore.getState().setFlags([{ key: 'liveStreamingBadge', enabled: true, overridden: true }]);
    rerender(<StreamBadge available />);
    expect(screen.getByText('Live stream available')).toBeInTheDocument();
  });
});

describe('match tracker', () => {
  it('places the ball and the line to gain by who attacks which end zone', () => {
    expect(yardsToGain('3rd & 4')).toBe(4);
    expect(yardsToGain('1st & Goal')).toBeNull();
    expect(footballSpots('AWAY', 18, '3rd & 4')).toEqual({ ball: 82, toGain: 86 });
    expect(footballSpots('HOME', 75, '1st & 10')).toEqual({ ball: 75, toGain: 65 });
    expect(footballSpots('HOME', 4, '1st & Goal')).toEqual({ ball: 4, toGain: 0 });
  });

  it('draws the field and says the situation in words', () => {
    renderWithClient(<MatchTracker event={live} />, createTestClient(() => ({ data: {} })).client);
    expect(screen.getByRole('heading', { name: 'Match tracker: Bills @ Chiefs' })).toBeInTheDocument();
    expect(document.querySelector('svg[data-sport="football"]')).not.toBeNull();
    expect(trackerFacts(live)).toEqual([
      { label: 'Period', value: 'Q2' },
      { label: 'Possession', value: 'BUF' },
      { label: 'Down', value: '3rd & 4' },
      { label: 'Ball on', value: 'KC 18' },
      { label: 'Drive', value: 'Red Zone' },
    ]);
    expect(screen.getByText('3rd & 4')).toBeInTheDocument();
  });

  it('draws bases, count and outs for baseball', () => {
    const game = nflEvent('b1', {
      status: 'IN_PLAY',
      sport: { __typename: 'Sport', id: 'baseball', slug: 'baseball', name: 'Baseball' },
      statistics: stats({ progress: 'Top 7th', baseball: { __typename: 'BaseballStatistics', balls: 2, strikes: 1, outs: 2, onFirst: true, onSecond: false, onThird: true, homeBatting: false } }),
    });
    renderWithClient(<MatchTracker event={game} />, createTestClient(() => ({ data: {} })).client);
    expect(document.querySelectorAll('[data-base][data-on]')).toHaveLength(2);
    expect(screen.getByText('1st, 3rd')).toBeInTheDocument();
    expect(screen.getByText('2-1')).toBeInTheDocument();
  });
});
