import type { ParticipantSide, SportsEventFragment, SportsStatisticsFragment } from '@/graphql/graphql';
import { formatStartTime } from '@/shared/format/date';

export type EventData = SportsEventFragment;
export type StatisticsData = SportsStatisticsFragment;
export type ClockData = NonNullable<StatisticsData['clock']>;
/** A participant with the side it plays on in this event. */
export type ParticipantData = EventData['participants'][number] & { side: ParticipantSide };

/** The event's participants in display order (away first in US team sports), each with its side. */
export function participantsOf(event: Pick<EventData, 'participants' | 'homeParticipant'>): ParticipantData[] {
  return event.participants.map((p) => ({ ...p, side: p.id === event.homeParticipant.id ? 'HOME' : 'AWAY' }));
}

/**
 * Where an event stands for a scoreboard (see docs/product/sports-and-odds.md): `upcoming` shows
 * the start time, `live` the running scoreboard, `paused` a live game stopped (delayed, suspended,
 * half over), `final` the result, `off` a game that will not be played as scheduled.
 */
export type EventPhase = 'upcoming' | 'live' | 'paused' | 'final' | 'off';

/** What a status line needs of an event (full events and featured-bet summaries alike). */
export type EventStateInput = Pick<EventData, 'status' | 'startTime'> & {
  statistics: (Pick<StatisticsData, 'progress' | 'isInPlay' | 'liveStatus'> & { clock: ClockData | null }) | null;
};

export interface EventStateView {
  phase: EventPhase;
  /** "Today · 7:30 PM", "Q3", "Halftime", "Final", "Postponed". */
  label: string;
}

export function eventState(event: EventStateInput, now: number = Date.now()): EventStateView {
  const stats = event.statistics;
  const live = stats?.liveStatus;
  if (event.status === 'CANCELLED' || live === 'CANCELLED') return { phase: 'off', label: 'Cancelled' };
  if (live === 'POSTPONED') return { phase: 'off', label: 'Postponed' };
  if (live === 'WITHDRAWN') return { phase: 'off', label: 'Withdrawn' };
  if (event.status === 'FINISHED' || live === 'FINAL') return { phase: 'final', label: 'Final' };
  if (event.status === 'IN_PLAY' || stats?.isInPlay) {
    if (live === 'HALF_OVER') return { phase: 'paused', label: stats?.progress || 'Halftime' };
    if (live === 'DELAYED') return { phase: 'paused', label: 'Delayed' };
    if (live === 'SUSPENDED') return { phase: 'paused', label: 'Play suspended' };
    return { phase: 'live', label: stats?.progress || 'Live' };
  }
  if (live === 'DELAYED') return { phase: 'upcoming', label: `Delayed · ${formatStartTime(event.startTime, now)}` };
  return { phase: 'upcoming', label: formatStartTime(event.startTime, now) };
}

/** Whether the event shows a scoreboard (it has started). */
export function hasScoreboard(event: EventStateInput): boolean {
  const phase = eventState(event).phase;
  return Boolean(event.statistics) && (phase === 'live' || phase === 'paused' || phase === 'final');
}

/** The clock's reading now: a running clock moves on from when the statistics were sent. */
export function clockSeconds(clock: ClockData, nowMs: number): number {
  if (!clock.running) return clock.seconds;
  const sent = Date.parse(clock.updatedAt);
  const elapsed = Number.isNaN(sent) ? 0 : Math.max(0, Math.floor((nowMs - sent) / 1000));
  return clock.countsDown ? Math.max(0, clock.seconds - elapsed) : clock.seconds + elapsed;
}

/** "12:05" for game clocks that count down; "67'" (the minute being played) for soccer's. */
export function formatClock(seconds: number, countsDown: boolean): string {
  const s = Math.max(0, Math.floor(seconds));
  if (!countsDown) return `${Math.floor(s / 60) + 1}'`;
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** The participant of a side, if the event lists it. */
export function participantOn(event: Pick<EventData, 'participants' | 'homeParticipant'>, side: ParticipantSide): ParticipantData | undefined {
  return participantsOf(event).find((p) => p.side === side);
}

/** A side's score. */
export function scoreOf(stats: Pick<StatisticsData, 'homeScore' | 'awayScore'>, side: ParticipantSide): number {
  return side === 'HOME' ? stats.homeScore : stats.awayScore;
}

/** "Bills 17, Chiefs 21" in display order, for announcements. */
export function scoreSentence(event: Pick<EventData, 'participants' | 'homeParticipant' | 'statistics'>): string {
  const stats = event.statistics;
  if (!stats) return '';
  return participantsOf(event)
    .map((p) => `${p.mediumName} ${scoreOf(stats, p.side)}`)
    .join(', ');
}
