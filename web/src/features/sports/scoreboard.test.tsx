import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { EventHeader } from './event-header';
import { TableCard } from './table-card';
import { BILLS, CHIEFS, event, mainLines, nflEvent, participant, stats, tableCard } from './test-fixtures';
import type { EventData } from './event-state';

function row(e: EventData) {
  render(
    <MemoryRouter>
      <TableCard card={tableCard(e, mainLines(e.id, e.participants[0]!.mediumName, e.participants[1]!.mediumName))} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: e.name });
}

function header(e: EventData) {
  render(<EventHeader event={e} />);
  return screen.getByRole('region', { name: 'Scoreboard' });
}

const live = { status: 'IN_PLAY' as const };

describe('live scoreboards', () => {
  afterEach(() => vi.useRealTimers());

  it('football: possession, down and distance, red zone', () => {
    const e = nflEvent('f', {
      ...live,
      statistics: stats({ homeScore: 21, awayScore: 17, progress: 'Q4', football: { __typename: 'FootballStatistics', possession: 'AWAY', fieldPosition: 'KC 12', yardsFromGoal: 12, downAndDistance: '2nd & 8', redZone: true } }),
    });
    const r = row(e);
    const bills = within(r).getByText('Bills').closest('.participant-line')!;
    expect(within(bills as HTMLElement).getByText('has possession')).toBeInTheDocument();
    expect(within(r).getByText('2nd & 8')).toBeInTheDocument();
    expect(within(r).getByText('KC 12')).toBeInTheDocument();
    expect(within(r).getByText('Red Zone')).toBeInTheDocument();
  });

  it('baseball: count, outs and the base diamond', () => {
    const e = event('b', 'baseball', [participant('AWAY', 'New York Yankees', 'Yankees', 'NYY'), participant('HOME', 'Boston Red Sox', 'Red Sox', 'BOS')], {
      ...live,
      statistics: stats({ homeScore: 2, awayScore: 3, progress: 'Bot 7th', baseball: { __typename: 'BaseballStatistics', balls: 3, strikes: 2, outs: 2, onFirst: true, onSecond: false, onThird: true, homeBatting: true } }),
    });
    const r = row(e);
    expect(within(r).getByRole('img', { name: 'Runners on third and first' })).toBeInTheDocument();
    expect(within(r).getByRole('img', { name: '2 outs' })).toBeInTheDocument();
    expect(within(r).getByText('3-2')).toBeInTheDocument();
    expect(within(within(r).getByText('Red Sox').closest('.participant-line') as HTMLElement).getByText('batting')).toBeInTheDocument();
  });

  it('tennis: the server, games per set and the point score', () => {
    const e = event('t', 'tennis', [participant('HOME', 'Carlos Alcaraz', 'Alcaraz', 'ALC'), participant('AWAY', 'Jannik Sinner', 'Sinner', 'SIN')], {
      ...live,
      statistics: stats({
        homeScore: 1,
        awayScore: 0,
        progress: 'Set 2',
        segments: [
          { __typename: 'Segment', label: 'Set 1', home: 6, away: 4 },
          { __typename: 'Segment', label: 'Set 2', home: 2, away: 3 },
        ],
        tennis: { __typename: 'TennisStatistics', currentServer: 'AWAY', homeGameScore: '30', awayGameScore: '40' },
      }),
    });
    const r = row(e);
    const sinner = within(r).getByText('Sinner').closest('.participant-line') as HTMLElement;
    expect(within(sinner).getByText('serving')).toBeInTheDocument();
    expect(within(sinner).getByTitle('Points in the current game')).toHaveTextContent('40');
    expect(within(sinner).getByTitle('Set 1')).toHaveTextContent('4');
    expect(within(sinner).getByTitle('Set 2')).toHaveTextContent('3');
  });

  it('soccer: red cards; the clock counts minutes up', () => {
    vi.useFakeTimers({ now: Date.parse('2025-11-22T15:00:30Z') });
    const e = event('s', 'soccer', [participant('HOME', 'Arsenal FC', 'Arsenal', 'ARS'), participant('AWAY', 'Chelsea FC', 'Chelsea', 'CHE')], {
      ...live,
      statistics: stats({
        homeScore: 1,
        awayScore: 1,
        progress: '2nd Half',
        clock: { __typename: 'Clock', seconds: 3900, running: true, countsDown: false, updatedAt: '2025-11-22T15:00:00Z' },
        soccer: { __typename: 'SoccerStatistics', homeRedCards: 0, awayRedCards: 2 },
      }),
    });
    const r = row(e);
    expect(within(r).getByText('2 red cards')).toBeInTheDocument();
    expect(within(r).getByTestId('game-clock')).toHaveTextContent("66'");
  });

  it('hockey: the power play', () => {
    const e = event('h', 'hockey', [participant('AWAY', 'New York Rangers', 'Rangers', 'NYR'), participant('HOME', 'Boston Bruins', 'Bruins', 'BOS')], {
      ...live,
      statistics: stats({ homeScore: 2, awayScore: 2, progress: 'P2', hockey: { __typename: 'HockeyStatistics', homePlayersInBox: 1, awayPlayersInBox: 0 } }),
    });
    const r = row(e);
    expect(within(within(r).getByText('Rangers').closest('.participant-line') as HTMLElement).getByTitle('Power play')).toBeInTheDocument();
    expect(within(r).getByText('Power play · NYR')).toBeInTheDocument();
  });

  it('darts: leg scores and the thrower', () => {
    const e = event('d', 'darts', [participant('HOME', 'Luke Littler', 'Littler', 'LIT'), participant('AWAY', 'Luke Humphries', 'Humphries', 'HUM')], {
      ...live,
      statistics: stats({ homeScore: 3, awayScore: 2, progress: 'Leg 6', darts: { __typename: 'DartsStatistics', homeLegScore: 141, awayLegScore: 280, thrower: 'HOME' } }),
    });
    const board = header(e);
    expect(within(board).getByText('Throwing')).toBeInTheDocument();
    expect(within(board).getByText('141 – 280')).toBeInTheDocument();
  });

  it('basketball: quarters and the running clock, ticking client-side', () => {
    vi.useFakeTimers({ now: Date.parse('2025-11-22T15:00:00Z') });
    const e = event('n', 'basketball', [participant('AWAY', 'Boston Celtics', 'Celtics', 'BOS'), participant('HOME', 'New York Knicks', 'Knicks', 'NYK')], {
      ...live,
      statistics: stats({
        homeScore: 88,
        awayScore: 91,
        progress: 'Q3',
        clock: { __typename: 'Clock', seconds: 300, running: true, countsDown: true, updatedAt: '2025-11-22T15:00:00Z' },
        segments: ['Q1', 'Q2', 'Q3'].map((label, i) => ({ __typename: 'Segment' as const, label, home: 30 - i, away: 31 - i })),
      }),
    });
    const board = header(e);
    expect(within(board).getByRole('table')).toHaveTextContent('Q1Q2Q3T');
    expect(within(board).getByTestId('game-clock')).toHaveTextContent('5:00');
    act(() => vi.advanceTimersByTime(3000));
    expect(within(board).getByTestId('game-clock')).toHaveTextContent('4:57');
  });

  it('shows the start time before the game and Final after it', () => {
    vi.useFakeTimers({ now: Date.parse('2025-11-22T15:00:00Z') });
    render(<EventHeader event={nflEvent('u', { networks: ['CBS'] })} />);
    expect(screen.getByText('Starts Nov 22, 2025, 8:20 PM EST')).toBeInTheDocument();
    expect(screen.getByText('CBS')).toBeInTheDocument();
    render(
      <MemoryRouter>
        <TableCard card={tableCard(nflEvent('fin', { status: 'FINISHED', statistics: stats({ homeScore: 24, awayScore: 20, liveStatus: 'FINAL', isInPlay: false }) }), [])} />
      </MemoryRouter>,
    );
    const fin = screen.getByRole('article', { name: 'Bills @ Chiefs' });
    expect(within(fin).getByText('Final')).toBeInTheDocument();
    expect(within(fin).getByText('24')).toHaveClass('score-cells__main--lead');
    expect(BILLS.side).toBe('AWAY');
    expect(CHIEFS.side).toBe('HOME');
  });
});
