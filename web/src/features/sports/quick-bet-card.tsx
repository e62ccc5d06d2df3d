import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { OddsButton } from '@/shared/ui/odds-button';
import type { QuickBetCardData } from './quick-bets-operations';
import { pointsLine, selectionDescription } from './market-layout';
import { EventStatusLine, ParticipantLine, SituationLine } from './scoreboard';
import { eventState, participantsOf } from './event-state';
import { SportIcon } from './sport-icon';
import { StreamBadge } from './stream-badge';

/**
 * A one-tap card of Quick Bets: the event (start time, or the live scoreboard line) and its
 * result market as a row of buttons (two, or three with the draw in soccer). A tap picks the
 * price into the page's quick bet (see `QuickBetDialog`).
 */
export function QuickBetCard({ card }: { card: QuickBetCardData }) {
  const { event, market } = card;
  const state = eventState(event);
  const to = event.deepLink.canonicalUrl;
  const picks = market?.selections ?? [];
  return (
    <article className="quick-card" aria-label={event.name} data-event-id={event.id} data-phase={state.phase}>
      <div className="quick-card__top">
        <span className="quick-card__competition">
          <SportIcon name={event.sport.slug} size={16} />
          <span>{event.competition.name}</span>
        </span>
        <EventStatusLine event={event} />
      </div>
      <Link to={to} className="quick-card__teams">
        {participantsOf(event).map((p) => (
          <ParticipantLine key={p.side} event={event} participant={p} />
        ))}
      </Link>
      {market && picks.length > 0 ? (
        <div className="quick-card__picks" role="group" aria-label={`${market.name}: ${event.name}`} style={{ ['--n' as string]: picks.length }}>
          {picks.map((s) => (
            <OddsButton
              key={s.id}
              selection={s}
              name={selectionDescription(market, s)}
              caption={s.type === 'DRAW' ? 'Draw' : s.name.clean}
              points={pointsLine(s)}
              origin="quick-bets"
            />
          ))}
        </div>
      ) : (
        <p className="quick-card__closed">{state.phase === 'final' ? 'This game is over.' : 'Betting on the result is closed for now.'}</p>
      )}
      <div className="quick-card__foot">
        <SituationLine event={event} />
        <StreamBadge available={event.liveStreamAvailable} />
        <Link to={to} className="event-card__more" aria-label={`All ${event.marketCount} markets: ${event.name}`}>
          {`${event.marketCount} markets`}
          <ChevronRight size={14} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
