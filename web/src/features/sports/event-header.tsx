import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ExternalLink, Tv } from 'lucide-react';
import type { ParticipantSide } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { eventState, hasScoreboard, participantsOf, scoreOf, scoreSentence, type EventData, type ParticipantData } from './event-state';
import { BaseDiamond, EventStatusLine, powerPlaySide } from './scoreboard';
import { SportIcon } from './sport-icon';
import { WatchControl } from './live-stream';

/** An event as the event page reads it: with its media links. */
export type EventPageEvent = EventData & { mediaLinks?: { label: string; url: string }[] };

/** Where to watch or follow the game: TV networks and links to coverage. */
function Media({ event }: { event: EventPageEvent }) {
  const links = event.mediaLinks ?? [];
  if (event.networks.length === 0 && links.length === 0) return null;
  return (
    <div className="scoreboard__media">
      {event.networks.length > 0 ? (
        <p className="scoreboard__networks">
          <Tv size={15} aria-hidden="true" />
          <span className="sr-only">On TV: </span>
          {event.networks.join(', ')}
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul className="scoreboard__links" aria-label="Coverage">
          {links.map((l) => (
            <li key={l.url}>
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {l.label}
                <ExternalLink size={13} aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Announces score changes (politely) and nothing else: clock ticks and price moves stay quiet. */
function ScoreAnnouncer({ event }: { event: EventData }) {
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

function sideMark(event: EventData, side: ParticipantSide): string | null {
  const s = event.statistics;
  if (!s) return null;
  if (s.football?.possession === side) return 'Possession';
  if (s.tennis?.currentServer === side) return 'Serving';
  if (s.darts?.thrower === side) return 'Throwing';
  if (s.baseball && (s.baseball.homeBatting ? 'HOME' : 'AWAY') === side) return 'Batting';
  if (powerPlaySide(s) === side) return 'Power play';
  return null;
}

function redCards(event: EventData, side: ParticipantSide): number {
  const soccer = event.statistics?.soccer;
  if (!soccer) return 0;
  return side === 'HOME' ? soccer.homeRedCards : soccer.awayRedCards;
}

function Team({ event, participant, scored }: { event: EventData; participant: ParticipantData; scored: boolean }) {
  const stats = event.statistics;
  const mark = scored ? sideMark(event, participant.side) : null;
  const cards = scored ? redCards(event, participant.side) : 0;
  return (
    <div className="scoreboard__team" data-side={participant.side}>
      <span className="scoreboard__badge" aria-hidden="true">
        {participant.abbreviation}
      </span>
      <span className="scoreboard__name scoreboard__name--full">{participant.fullName}</span>
      <span className="scoreboard__name scoreboard__name--short">{participant.mediumName}</span>
      <span className="scoreboard__marks">
        {mark ? <span className="mini-badge">{mark}</span> : null}
        {cards > 0 ? <span className="mini-badge mini-badge--alert">{`${cards} red card${cards === 1 ? '' : 's'}`}</span> : null}
      </span>
      {scored && stats ? (
        <span className="scoreboard__score">
          {scoreOf(stats, participant.side)}
        </span>
      ) : null}
    </div>
  );
}

/** Period-by-period scores (quarters, innings, sets, halves), with the total. */
function Segments({ event }: { event: EventData }) {
  const stats = event.statistics;
  if (!stats || stats.segments.length === 0) return null;
  const tennis = Boolean(stats.tennis);
  return (
    <div className="segments" role="region" aria-label="Score by period" tabIndex={0}>
      <table className="segments__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Team</span>
            </th>
            {stats.segments.map((s, i) => (
              <th key={`${s.label}-${i}`} scope="col">
                {s.label}
              </th>
            ))}
            {tennis ? <th scope="col">Pts</th> : null}
            <th scope="col">{tennis ? 'Sets' : 'T'}</th>
          </tr>
        </thead>
        <tbody>
          {participantsOf(event).map((p) => (
            <tr key={p.side}>
              <th scope="row">{p.abbreviation}</th>
              {stats.segments.map((s, i) => (
                <td key={`${s.label}-${i}`}>{p.side === 'HOME' ? s.home : s.away}</td>
              ))}
              {stats.tennis ? <td className="segments__points">{p.side === 'HOME' ? stats.tennis.homeGameScore : stats.tennis.awayGameScore}</td> : null}
              <td className="segments__total">{scoreOf(stats, p.side)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sport's live situation in words and small pictures. */
function Situation({ event }: { event: EventData }) {
  const s = event.statistics;
  if (!s) return null;
  const items: { label: string; value: ReactNode }[] = [];
  if (s.football) {
    if (s.football.downAndDistance) items.push({ label: 'Down', value: s.football.downAndDistance });
    if (s.football.fieldPosition) items.push({ label: 'Ball on', value: s.football.fieldPosition });
    items.push({ label: 'To goal', value: `${s.football.yardsFromGoal} yds` });
    if (s.football.redZone) items.push({ label: 'Drive', value: <span className="mini-badge mini-badge--alert">Red Zone</span> });
  }
  if (s.baseball) {
    items.push({ label: 'Bases', value: <BaseDiamond stats={s.baseball} size={34} /> });
    items.push({ label: 'Count', value: `${s.baseball.balls}-${s.baseball.strikes}` });
    items.push({ label: 'Outs', value: String(s.baseball.outs) });
  }
  // Who serves or throws is marked on their row; the situation says the rest.
  const pair = (home: string | number, away: string | number) => {
    const [first, second] = participantsOf(event);
    const of = (p: typeof first) => (p?.side === 'AWAY' ? away : home);
    return `${of(first)} – ${of(second)}`;
  };
  if (s.tennis) {
    const point = (v: string) => (v === 'A' ? 'Adv' : v);
    items.push({ label: 'Game', value: pair(point(s.tennis.homeGameScore), point(s.tennis.awayGameScore)) });
  }
  if (s.darts) items.push({ label: 'This leg', value: pair(s.darts.homeLegScore, s.darts.awayLegScore) });
  if (s.hockey) items.push({ label: 'In the box', value: pair(s.hockey.homePlayersInBox, s.hockey.awayPlayersInBox) });
  if (s.soccer) items.push({ label: 'Red cards', value: pair(s.soccer.homeRedCards, s.soccer.awayRedCards) });
  if (items.length === 0) return null;
  return (
    <dl className="situation">
      {items.map((i) => (
        <div key={i.label} className="situation__item">
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The event page's header: competition, status and clock, the scoreboard, periods and
 * situation, networks and coverage links, and Watch while a stream can be opened.
 */
export function EventHeader({ event }: { event: EventPageEvent }) {
  const state = eventState(event);
  const scored = hasScoreboard(event);
  const live = state.phase === 'live' || state.phase === 'paused';
  const [first, second] = participantsOf(event);
  return (
    <>
      <section className="scoreboard" aria-label="Scoreboard" data-phase={state.phase}>
        <div className="scoreboard__top">
          <span className="scoreboard__competition">
            <SportIcon name={event.sport.slug} size={18} />
            {event.competition.name}
          </span>
          <EventStatusLine event={event} />
        </div>
        <div className="scoreboard__teams">
          {first ? <Team event={event} participant={first} scored={scored} /> : null}
          {second ? <Team event={event} participant={second} scored={scored} /> : null}
        </div>
        {scored ? <Segments event={event} /> : null}
        {live ? <Situation event={event} /> : null}
        {!scored ? (
          <p className="scoreboard__when">
            {state.phase === 'upcoming' ? `Starts ${formatDateTime(event.startTime)}` : state.label}
          </p>
        ) : null}
        {event.extraInformation ? <p className="scoreboard__extra">{event.extraInformation}</p> : null}
        <Media event={event} />
        <ScoreAnnouncer event={event} />
      </section>
      {event.liveStreamAvailable ? <WatchControl key={event.id} event={event} /> : null}
    </>
  );
}
