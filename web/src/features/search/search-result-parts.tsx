import { CalendarDays, Dices, History, Trophy, User, Users } from 'lucide-react';
import type { SearchResultKind } from '@/graphql/graphql';
import { formatStartTime } from '@/shared/format/date';

/** Size of the icons of suggestions and results. */
export const SEARCH_ICON_SIZE = 20;

const KIND_LABELS: Record<SearchResultKind, string> = {
  EVENT: 'Event',
  COMPETITION: 'Competition',
  TEAM: 'Team',
  PLAYER: 'Player',
  GAME: 'Casino game',
};

/** What a result is, in words. */
export function kindLabel(kind: SearchResultKind): string {
  return KIND_LABELS[kind];
}

/** The icon of a result's kind (or of a recent search). */
export function SearchIcon({ kind }: { kind: SearchResultKind | 'RECENT' }) {
  const props = { size: SEARCH_ICON_SIZE, 'aria-hidden': true } as const;
  switch (kind) {
    case 'EVENT':
      return <CalendarDays {...props} />;
    case 'COMPETITION':
      return <Trophy {...props} />;
    case 'TEAM':
      return <Users {...props} />;
    case 'PLAYER':
      return <User {...props} />;
    case 'GAME':
      return <Dices {...props} />;
    case 'RECENT':
      return <History {...props} />;
  }
}

/** The line under a result's title: its kind, subtitle, and live state or start. */
export function resultDetail(result: { kind: SearchResultKind; subtitle: string; live: boolean; startTime?: string | null }): string {
  const when = result.live ? 'Live' : result.startTime && result.kind === 'EVENT' ? formatStartTime(result.startTime) : null;
  return [kindLabel(result.kind), result.subtitle, when].filter(Boolean).join(' · ');
}
