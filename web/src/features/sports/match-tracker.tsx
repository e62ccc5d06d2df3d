import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client';
import type { ParticipantSide } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { SportsTrackerEventDocument } from './live-stream-operations';
import { SportsRichEventUpdatedDocument } from './live-operations';
import { EVENTS_PER_SUBSCRIPTION, useChunkedSubscription } from './live-updates';
import { eventState, hasScoreboard, participantOn, participantsOf, scoreOf, scoreSentence, type EventData, type StatisticsData } from './event-state';
import { isNotFound, useDocumentTitle } from './marketplace-page';
import { EventStatusLine, powerPlaySide } from './scoreboard';
import { SportIcon } from './sport-icon';
import './sports.css';
import './match-tracker.css';

type Fact = { label: string; value: string };

function abbr(event: EventData, side: ParticipantSide): string {
  return participantOn(event, side)?.abbreviation ?? (side === 'HOME' ? 'HOME' : 'AWAY');
}

/** The yards to gain from "3rd & 4" (null for "& Goal" or anything else). */
export function yardsToGain(downAndDistance: string): number | null {
  const m = /&\s*(\d+)/.exec(downAndDistance);
  return m ? Number(m[1]) : null;
}

/**
 * Where the ball is on a 100-yard field drawn left to right: the away side attacks the right
 * end zone, the home side the left one. Returns the ball's and the line to gain's yard (0-100).
 */
export function footballSpots(possession: ParticipantSide, yardsFromGoal: number, downAndDistance: string): { ball: number; toGain: number } {
  const ydsFromGoal = Math.max(0, Math.min(100, yardsFromGoal));
  const ball = possession === 'AWAY' ? 100 - ydsFromGoal : ydsFromGoal;
  const gain = yardsToGain(downAndDistance);
  const toGain = gain === null || gain >= ydsFromGoal ? (possession === 'AWAY' ? 100 : 0) : possession === 'AWAY' ? ball + gain : ball - gain;
  return { ball, toGain };
}

function Football({ event, stats }: { event: EventData; stats: NonNullable<StatisticsData['football']> }) {
  const { ball, toGain } = footballSpots(stats.possession, stats.yardsFromGoal, stats.downAndDistance);
  const x = (yd: number) => 10 + yd;
  const dir = stats.possession === 'AWAY' ? 1 : -1;
  return (
    <>
      <rect x="0" y="0" width="120" height="54" className="trk-grass" />
      <rect x="0" y="0" width="10" height="54" className="trk-zone" />
      <rect x="110" y="0" width="10" height="54" className="trk-zone" />
      {/* Each end zone carries the name of the side defending it: the away side's on the left. */}
      <text x="5" y="27" className="trk-zone-label" transform="rotate(-90 5 27)">
        {abbr(event, 'AWAY')}
      </text>
      <text x="115" y="27" className="trk-zone-label" transform="rotate(90 115 27)">
        {abbr(event, 'HOME')}
      </text>
      {Array.from({ length: 11 }, (_, i) => (
        <line key={i} x1={10 + i * 10} y1="0" x2={10 + i * 10} y2="54" className="trk-line" />
      ))}
      {[10, 20, 30, 40, 50, 40, 30, 20, 10].map((n, i) => (
        <text key={i} x={20 + i * 10} y="49" className="trk-yard">
          {n}
        </text>
      ))}
      {stats.redZone ? <rect x={stats.possession === 'AWAY' ? 90 : 10} y="0" width="20" height="54" className="trk-redzone" /> : null}
      <g className="trk-move" style={{ transform: `translateX(${x(toGain)}px)` }}>
        <line x1="0" y1="0" x2="0" y2="54" className="trk-to-gain" />
      </g>
      <g className="trk-move" style={{ transform: `translateX(${x(ball)}px)` }}>
        <line x1="0" y1="0" x2="0" y2="54" className="trk-scrimmage" />
        <g transform="translate(0 27)">
          <ellipse rx="3.2" ry="2" className="trk-ball trk-pulse" />
          <path d={`M${dir * 5} -1.8 l${dir * 3} 1.8 l${-dir * 3} 1.8`} className="trk-arrow" />
        </g>
      </g>
    </>
  );
}

function Basketball({ event }: { event: EventData }) {
  return (
    <>
      <rect x="0" y="0" width="94" height="50" className="trk-wood" />
      <rect x="1" y="1" width="92" height="48" className="trk-court-line" />
      <line x1="47" y1="1" x2="47" y2="49" className="trk-court-line" />
      <circle cx="47" cy="25" r="6" className="trk-court-line" />
      <rect x="1" y="17" width="19" height="16" className="trk-court-line" />
      <rect x="74" y="17" width="19" height="16" className="trk-court-line" />
      <path d="M1 4h14a21 21 0 0 1 0 42H1" className="trk-court-line" />
      <path d="M93 4H79a21 21 0 0 0 0 42h14" className="trk-court-line" />
      <circle cx="5.5" cy="25" r="1.5" className="trk-hoop" />
      <circle cx="88.5" cy="25" r="1.5" className="trk-hoop" />
      <text x="23" y="28" className="trk-half-label">
        {abbr(event, 'HOME')}
      </text>
      <text x="71" y="28" className="trk-half-label">
        {abbr(event, 'AWAY')}
      </text>
      <circle cx="47" cy="25" r="2" className="trk-ball trk-pulse" />
    </>
  );
}

function Hockey({ event, stats }: { event: EventData; stats: StatisticsData }) {
  const pp = powerPlaySide(stats);
  return (
    <>
      <rect x="1" y="1" width="198" height="83" rx="26" className="trk-ice" />
      <line x1="100" y1="1" x2="100" y2="84" className="trk-red-line" />
      <line x1="75" y1="1" x2="75" y2="84" className="trk-blue-line" />
      <line x1="125" y1="1" x2="125" y2="84" className="trk-blue-line" />
      <line x1="12" y1="5" x2="12" y2="80" className="trk-goal-line" />
      <line x1="188" y1="5" x2="188" y2="80" className="trk-goal-line" />
      <circle cx="100" cy="42.5" r="14" className="trk-circle" />
      {[
        [40, 22],
        [40, 63],
        [160, 22],
        [160, 63],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="12" className="trk-circle" />
      ))}
      <path d="M12 36.5a6 6 0 0 1 0 12" className="trk-crease" />
      <path d="M188 36.5a6 6 0 0 0 0 12" className="trk-crease" />
      <text x="44" y="46" className="trk-half-label trk-half-label--ice">
        {abbr(event, 'HOME')}
      </text>
      <text x="156" y="46" className="trk-half-label trk-half-label--ice">
        {abbr(event, 'AWAY')}
      </text>
      {pp ? (
        <text x="100" y="78" className="trk-banner">
          {`Power play · ${abbr(event, pp)}`}
        </text>
      ) : null}
      <circle cx="100" cy="42.5" r="2.4" className="trk-puck trk-pulse" />
    </>
  );
}

function Soccer({ event, stats }: { event: EventData; stats: NonNullable<StatisticsData['soccer']> | null }) {
  return (
    <>
      <rect x="0" y="0" width="105" height="68" className="trk-grass" />
      <rect x="2" y="2" width="101" height="64" className="trk-pitch-line" />
      <line x1="52.5" y1="2" x2="52.5" y2="66" className="trk-pitch-line" />
      <circle cx="52.5" cy="34" r="9.15" className="trk-pitch-line" />
      <rect x="2" y="13.8" width="16.5" height="40.4" className="trk-pitch-line" />
      <rect x="86.5" y="13.8" width="16.5" height="40.4" className="trk-pitch-line" />
      <rect x="2" y="24.8" width="5.5" height="18.4" className="trk-pitch-line" />
      <rect x="97.5" y="24.8" width="5.5" height="18.4" className="trk-pitch-line" />
      <text x="27" y="37" className="trk-half-label">
        {abbr(event, 'HOME')}
      </text>
      <text x="78" y="37" className="trk-half-label">
        {abbr(event, 'AWAY')}
      </text>
      {stats && stats.homeRedCards > 0 ? <rect x="20" y="6" width="3" height="4.5" rx="0.5" className="trk-red-card" /> : null}
      {stats && stats.awayRedCards > 0 ? <rect x="82" y="6" width="3" height="4.5" rx="0.5" className="trk-red-card" /> : null}
      <circle cx="52.5" cy="34" r="1.6" className="trk-ball trk-ball--white trk-pulse" />
    </>
  );
}

function Baseball({ stats }: { stats: NonNullable<StatisticsData['baseball']> }) {
  const base = (on: boolean, x: number, y: number, label: string) => (
    <rect x={x - 5} y={y - 5} width="10" height="10" transform={`rotate(45 ${x} ${y})`} className={`trk-base${on ? ' trk-base--on' : ''}`} data-base={label} data-on={on || undefined} />
  );
  const dots = (n: number, max: number, y: number, cls: string) =>
    Array.from({ length: max }, (_, i) => <circle key={i} cx={126 + i * 9} cy={y} r="3.2" className={`trk-dot ${i < n ? cls : ''}`} />);
  return (
    <>
      <rect x="0" y="0" width="160" height="90" className="trk-grass" />
      <path d="M60 86 20 46 60 6 100 46z" className="trk-dirt" />
      <path d="M60 86 20 46 60 6 100 46z" className="trk-court-line" />
      {base(stats.onSecond, 60, 12, 'second')}
      {base(stats.onThird, 26, 46, 'third')}
      {base(stats.onFirst, 94, 46, 'first')}
      <path d="M55 80h10l0 4-5 4-5-4z" className="trk-plate" />
      <circle cx="60" cy="50" r="4" className="trk-dirt trk-mound" />
      <text x="112" y="20" className="trk-count-label">
        B
      </text>
      {dots(stats.balls, 3, 17, 'trk-dot--ball')}
      <text x="112" y="36" className="trk-count-label">
        S
      </text>
      {dots(stats.strikes, 2, 33, 'trk-dot--strike')}
      <text x="112" y="52" className="trk-count-label">
        O
      </text>
      {dots(stats.outs, 2, 49, 'trk-dot--out')}
    </>
  );
}

function Tennis({ event, stats }: { event: EventData; stats: NonNullable<StatisticsData['tennis']> }) {
  const serverX = stats.currentServer === 'HOME' ? 6 : 72;
  return (
    <>
      <rect x="0" y="0" width="78" height="40" className="trk-hard" />
      <rect x="3" y="3" width="72" height="34" className="trk-court-line" />
      <line x1="3" y1="7.5" x2="75" y2="7.5" className="trk-court-line" />
      <line x1="3" y1="32.5" x2="75" y2="32.5" className="trk-court-line" />
      <line x1="20" y1="7.5" x2="20" y2="32.5" className="trk-court-line" />
      <line x1="58" y1="7.5" x2="58" y2="32.5" className="trk-court-line" />
      <line x1="20" y1="20" x2="58" y2="20" className="trk-court-line" />
      <line x1="39" y1="1" x2="39" y2="39" className="trk-net" />
      <text x="20" y="14" className="trk-game-score">
        {`${abbr(event, 'HOME')} ${stats.homeGameScore}`}
      </text>
      <text x="58" y="14" className="trk-game-score">
        {`${abbr(event, 'AWAY')} ${stats.awayGameScore}`}
      </text>
      <g className="trk-move" style={{ transform: `translate(${serverX}px, 27px)` }}>
        <circle r="1.8" className="trk-tennis-ball trk-pulse" />
      </g>
    </>
  );
}

function Darts({ event, stats }: { event: EventData; stats: NonNullable<StatisticsData['darts']> }) {
  return (
    <>
      <rect x="0" y="0" width="120" height="70" className="trk-board-bg" />
      <circle cx="35" cy="35" r="30" className="trk-board" />
      <circle cx="35" cy="35" r="24" className="trk-board-ring" />
      <circle cx="35" cy="35" r="15" className="trk-board-ring" />
      <circle cx="35" cy="35" r="4" className="trk-bull" />
      <circle cx="35" cy="35" r="1.6" className="trk-bull-eye" />
      {(['HOME', 'AWAY'] as const).map((side, i) => (
        <g key={side} transform={`translate(74 ${22 + i * 26})`} className={stats.thrower === side ? 'trk-thrower' : undefined}>
          <text x="0" y="0" className="trk-leg-name">
            {abbr(event, side)}
          </text>
          <text x="40" y="0" className="trk-leg-score">
            {side === 'HOME' ? stats.homeLegScore : stats.awayLegScore}
          </text>
          {stats.thrower === side ? <circle cx="-5" cy="-2.5" r="2" className="trk-ball trk-pulse" /> : null}
        </g>
      ))}
    </>
  );
}

/** The field of play for the event's sport, drawn from its live statistics; null without a drawing. */
function Field({ event }: { event: EventData }) {
  const s = event.statistics;
  const sport = event.sport.slug;
  let viewBox = '0 0 120 54';
  let body: ReactNode = null;
  if (s?.football) body = <Football event={event} stats={s.football} />;
  else if (s?.baseball) {
    viewBox = '0 0 160 90';
    body = <Baseball stats={s.baseball} />;
  } else if (s?.tennis) {
    viewBox = '0 0 78 40';
    body = <Tennis event={event} stats={s.tennis} />;
  } else if (s?.darts) {
    viewBox = '0 0 120 70';
    body = <Darts event={event} stats={s.darts} />;
  } else if (sport === 'hockey' && s) {
    viewBox = '0 0 200 85';
    body = <Hockey event={event} stats={s} />;
  } else if (sport === 'soccer' || sport === 'futsal') {
    viewBox = '0 0 105 68';
    body = <Soccer event={event} stats={s?.soccer ?? null} />;
  } else if (sport === 'basketball') {
    viewBox = '0 0 94 50';
    body = <Basketball event={event} />;
  }
  if (!body) return null;
  return (
    <svg viewBox={viewBox} className={`tracker__field tracker__field--${sport}`} aria-hidden="true" focusable="false" data-sport={sport}>
      {body}
    </svg>
  );
}

/** The situation in words (what the drawing shows), for everyone and for screen readers. */
export function trackerFacts(event: EventData): Fact[] {
  const s = event.statistics;
  if (!s) return [];
  const facts: Fact[] = [];
  if (s.progress) facts.push({ label: 'Period', value: s.progress });
  if (s.football) {
    facts.push({ label: 'Possession', value: abbr(event, s.football.possession) });
    if (s.football.downAndDistance) facts.push({ label: 'Down', value: s.football.downAndDistance });
    if (s.football.fieldPosition) facts.push({ label: 'Ball on', value: s.football.fieldPosition });
    if (s.football.redZone) facts.push({ label: 'Drive', value: 'Red Zone' });
  }
  if (s.baseball) {
    facts.push({ label: 'Batting', value: abbr(event, s.baseball.homeBatting ? 'HOME' : 'AWAY') });
    facts.push({ label: 'Count', value: `${s.baseball.balls}-${s.baseball.strikes}` });
    facts.push({ label: 'Outs', value: String(s.baseball.outs) });
    const on = [s.baseball.onFirst && '1st', s.baseball.onSecond && '2nd', s.baseball.onThird && '3rd'].filter(Boolean);
    facts.push({ label: 'On base', value: on.length ? on.join(', ') : 'Bases empty' });
  }
  if (s.tennis) {
    facts.push({ label: 'Serving', value: abbr(event, s.tennis.currentServer) });
    facts.push({ label: 'Game', value: `${s.tennis.homeGameScore === 'A' ? 'Adv' : s.tennis.homeGameScore} – ${s.tennis.awayGameScore === 'A' ? 'Adv' : s.tennis.awayGameScore}` });
  }
  if (s.darts) {
    facts.push({ label: 'Throwing', value: abbr(event, s.darts.thrower) });
    facts.push({ label: 'To score', value: `${abbr(event, 'HOME')} ${s.darts.homeLegScore}, ${abbr(event, 'AWAY')} ${s.darts.awayLegScore}` });
  }
  const pp = powerPlaySide(s);
  if (pp) facts.push({ label: 'Power play', value: abbr(event, pp) });
  if (s.soccer && s.soccer.homeRedCards + s.soccer.awayRedCards > 0) facts.push({ label: 'Red cards', value: `${abbr(event, 'HOME')} ${s.soccer.homeRedCards}, ${abbr(event, 'AWAY')} ${s.soccer.awayRedCards}` });
  return facts;
}

function Announcer({ event }: { event: EventData }) {
  const sentence = scoreSentence(event);
  const [message, setMessage] = useState('');
  const last = useRef(sentence);
  useEffect(() => {
    if (sentence && sentence !== last.current) setMessage(`Score update: ${sentence}`);
    last.current = sentence;
  }, [sentence]);
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}

/** The tracker of one event: scores, the field with the live situation, and the situation in words. */
export function MatchTracker({ event }: { event: EventData }) {
  const state = eventState(event);
  const scored = hasScoreboard(event);
  const facts = trackerFacts(event);
  const live = state.phase === 'live' || state.phase === 'paused';
  return (
    <div className="tracker" data-phase={state.phase} data-sport={event.sport.slug}>
      <header className="tracker__head">
        <span className="tracker__competition">
          <SportIcon name={event.sport.slug} size={16} />
          {event.competition.name}
        </span>
        <EventStatusLine event={event} />
      </header>
      <h1 className="sr-only">{`Match tracker: ${event.name}`}</h1>
      <div className="tracker__score">
        {participantsOf(event).map((p) => (
          <div key={p.side} className="tracker__team" data-side={p.side}>
            <span className="tracker__abbr" aria-hidden="true">
              {p.abbreviation}
            </span>
            <span className="tracker__name">{p.mediumName}</span>
            {scored && event.statistics ? <span className="tracker__points">{scoreOf(event.statistics, p.side)}</span> : null}
          </div>
        ))}
      </div>
      {live || state.phase === 'final' ? <Field event={event} /> : null}
      {!scored ? <p className="tracker__wait">{state.phase === 'upcoming' ? `The game starts ${formatDateTime(event.startTime)}. The tracker follows it live from the first play.` : state.label}</p> : null}
      {facts.length > 0 ? (
        <dl className="tracker__facts">
          {facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Announcer event={event} />
    </div>
  );
}

/**
 * The built-in live stream (`/streams/:eventId/tracker`, the URL `liveStream` grants): the
 * match tracker, kept live from `richEventUpdated`. Shown alone (in the event page's frame).
 */
export function TrackerPage() {
  const { eventId = '' } = useParams();
  const { data, error } = useQuery(SportsTrackerEventDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const event = data?.event ?? null;
  const ids = useMemo(() => (event ? [event.id] : []), [event]);
  useChunkedSubscription({ query: SportsRichEventUpdatedDocument, idsVariable: 'eventIds', ids, size: EVENTS_PER_SUBSCRIPTION });
  useDocumentTitle(event ? `Match tracker: ${event.name}` : 'Match tracker');
  let body: ReactNode;
  if (event) body = <MatchTracker event={event} />;
  else if (error) body = <p className="tracker__wait">{isNotFound(error) ? 'This game is not available.' : "We couldn't load the tracker. Reload to try again."}</p>;
  else
    body = (
      <p className="tracker__wait" role="status">
        Loading the tracker…
      </p>
    );
  return (
    <main id="main" className="tracker-page">
      {body}
    </main>
  );
}
