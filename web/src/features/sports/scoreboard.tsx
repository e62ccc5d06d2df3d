import type { ReactNode } from 'react';
import type { ParticipantSide } from '@/graphql/graphql';
import { SportIcon } from './sport-icon';
import { eventState, participantOn, scoreOf, type EventData, type EventStateInput, type ParticipantData, type StatisticsData } from './event-state';
import { useGameClock } from './game-clock';

/** "Live" with a pulsing dot (a steady one under reduced motion). */
export function LiveBadge() {
  return (
    <span className="live-badge">
      <span className="live-badge__dot" aria-hidden="true" />
      Live
    </span>
  );
}

/** The event's phase and clock: "Live · Q3 · 8:42", "Halftime", "Final", "Today · 7:30 PM". */
export function EventStatusLine({ event, className }: { event: EventStateInput; className?: string }) {
  const state = eventState(event);
  const clock = useGameClock(state.phase === 'live' ? event.statistics?.clock : null);
  return (
    <span className={['event-status', `event-status--${state.phase}`, className ?? ''].filter(Boolean).join(' ')} data-phase={state.phase}>
      {state.phase === 'live' ? <LiveBadge /> : null}
      <span className="event-status__label">{state.label}</span>
      {clock ? (
        <span className="event-status__clock" data-testid="game-clock">
          {clock}
        </span>
      ) : null}
    </span>
  );
}

/** Who has the ball, serves, bats or throws: a small mark beside that participant. */
function activeSide(stats: StatisticsData): { side: ParticipantSide; label: string; icon: string } | null {
  if (stats.football) return { side: stats.football.possession, label: 'has possession', icon: 'football' };
  if (stats.tennis) return { side: stats.tennis.currentServer, label: 'serving', icon: 'tennis-ball' };
  if (stats.darts) return { side: stats.darts.thrower, label: 'throwing', icon: 'darts' };
  if (stats.baseball) return { side: stats.baseball.homeBatting ? 'HOME' : 'AWAY', label: 'batting', icon: 'baseball' };
  return null;
}

function ActiveMark({ icon, label }: { icon: string; label: string }) {
  return (
    <span className="active-mark" title={label}>
      {icon === 'tennis-ball' ? <span className="active-mark__ball" aria-hidden="true" /> : <SportIcon name={icon} size={12} />}
      <span className="sr-only">{label}</span>
    </span>
  );
}

function RedCards({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="red-cards" title={`${count} red card${count === 1 ? '' : 's'}`}>
      {Array.from({ length: Math.min(count, 3) }, (_, i) => (
        <span key={i} className="red-cards__card" aria-hidden="true" />
      ))}
      <span className="sr-only">{`${count} red card${count === 1 ? '' : 's'}`}</span>
    </span>
  );
}

/** Hockey: the side with more players in the box is short-handed; the other is on the power play. */
export function powerPlaySide(stats: StatisticsData): ParticipantSide | null {
  const h = stats.hockey;
  if (!h || h.homePlayersInBox === h.awayPlayersInBox) return null;
  return h.homePlayersInBox > h.awayPlayersInBox ? 'AWAY' : 'HOME';
}

/** Extra marks on a participant's row (red cards, power play). */
function RowMarks({ stats, side }: { stats: StatisticsData; side: ParticipantSide }) {
  const home = side === 'HOME';
  return (
    <>
      {stats.soccer ? <RedCards count={home ? stats.soccer.homeRedCards : stats.soccer.awayRedCards} /> : null}
      {stats.hockey && powerPlaySide(stats) === side ? (
        <span className="mini-badge" title="Power play">
          PP<span className="sr-only"> (power play)</span>
        </span>
      ) : null}
    </>
  );
}

/** The score cells of a row: tennis shows games per set and the point score; darts the leg score. */
function ScoreCells({ stats, side, emphasize }: { stats: StatisticsData; side: ParticipantSide; emphasize: boolean }) {
  const home = side === 'HOME';
  if (stats.tennis) {
    const sets = stats.segments.slice(-3);
    return (
      <span className="score-cells">
        {sets.map((s, i) => (
          <span key={`${s.label}-${i}`} className="score-cells__set" title={s.label}>
            {home ? s.home : s.away}
          </span>
        ))}
        <span className="score-cells__points" title="Points in the current game">
          {home ? stats.tennis.homeGameScore : stats.tennis.awayGameScore}
        </span>
      </span>
    );
  }
  return (
    <span className="score-cells">
      {stats.darts ? (
        <span className="score-cells__set" title="Leg score">
          {home ? stats.darts.homeLegScore : stats.darts.awayLegScore}
        </span>
      ) : null}
      <span className={`score-cells__main${emphasize ? ' score-cells__main--lead' : ''}`}>{scoreOf(stats, side)}</span>
    </span>
  );
}

/** One participant's row of a compact scoreboard (table cards, carousel cards). */
export function ParticipantLine({ event, participant }: { event: EventData; participant: ParticipantData }) {
  const stats = event.statistics;
  const state = eventState(event);
  const scored = Boolean(stats) && (state.phase === 'live' || state.phase === 'paused' || state.phase === 'final');
  const active = stats && (state.phase === 'live' || state.phase === 'paused') ? activeSide(stats) : null;
  const other = participant.side === 'HOME' ? 'AWAY' : 'HOME';
  const leading = scored && stats ? scoreOf(stats, participant.side) > scoreOf(stats, other) : false;
  return (
    <span className="participant-line" data-side={participant.side}>
      <span className="participant-line__mark">{active?.side === participant.side ? <ActiveMark icon={active.icon} label={active.label} /> : null}</span>
      <span className="participant-line__name">
        <span className="participant-line__full">{participant.mediumName}</span>
        {stats && scored ? <RowMarks stats={stats} side={participant.side} /> : null}
      </span>
      {stats && scored ? <ScoreCells stats={stats} side={participant.side} emphasize={state.phase === 'final' && leading} /> : null}
    </span>
  );
}

/** The base diamond with the runners on, and the outs. */
export function BaseDiamond({ stats, size = 28 }: { stats: NonNullable<StatisticsData['baseball']>; size?: number }) {
  const bases: [boolean, string, string][] = [
    [stats.onSecond, 'M14 2l6 6-6 6-6-6z', 'second'],
    [stats.onThird, 'M6 10l6 6-6 6-6-6z', 'third'],
    [stats.onFirst, 'M22 10l6 6-6 6-6-6z', 'first'],
  ];
  const occupied = bases.filter(([on]) => on).map(([, , name]) => name);
  const label = occupied.length === 0 ? 'Bases empty' : `Runner${occupied.length > 1 ? 's' : ''} on ${occupied.join(' and ')}`;
  return (
    <svg className="base-diamond" viewBox="0 0 28 24" width={size} height={(size * 24) / 28} role="img" aria-label={label}>
      {bases.map(([on, d, name]) => (
        <path key={name} d={d} className={on ? 'base-diamond__base base-diamond__base--on' : 'base-diamond__base'} />
      ))}
    </svg>
  );
}

function Outs({ outs }: { outs: number }) {
  return (
    <span className="outs" role="img" aria-label={`${outs} out${outs === 1 ? '' : 's'}`}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={i < outs ? 'outs__dot outs__dot--on' : 'outs__dot'} />
      ))}
    </span>
  );
}

/** The sport's situation in one line: downs, the count, the power play. */
export function SituationLine({ event }: { event: EventData }) {
  const stats = event.statistics;
  const state = eventState(event);
  if (!stats || (state.phase !== 'live' && state.phase !== 'paused')) return null;
  const parts: ReactNode[] = [];
  if (stats.football) {
    if (stats.football.downAndDistance) parts.push(<span key="dd">{stats.football.downAndDistance}</span>);
    if (stats.football.fieldPosition) parts.push(<span key="fp">{stats.football.fieldPosition}</span>);
    if (stats.football.redZone)
      parts.push(
        <span key="rz" className="mini-badge mini-badge--alert">
          Red Zone
        </span>,
      );
  }
  if (stats.baseball) {
    parts.push(<BaseDiamond key="bd" stats={stats.baseball} size={22} />);
    parts.push(
      <span key="count" className="tabular" title="Balls and strikes">
        {`${stats.baseball.balls}-${stats.baseball.strikes}`}
      </span>,
    );
    parts.push(<Outs key="outs" outs={stats.baseball.outs} />);
  }
  const pp = powerPlaySide(stats);
  if (pp) {
    const team = participantOn(event, pp);
    parts.push(<span key="pp">{`Power play${team ? ` · ${team.abbreviation}` : ''}`}</span>);
  }
  if (parts.length === 0) return null;
  return <span className="situation-line">{parts}</span>;
}
