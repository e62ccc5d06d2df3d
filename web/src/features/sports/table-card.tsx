import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { SportsTableCardFragment } from '@/graphql/graphql';
import { OddsButton } from '@/shared/ui/odds-button';
import type { SelectionOrigin } from '@/shared/selections/selection-store';
import { pointsLine, selectionDescription, selectionForRow, tableRows, type TableRowKey } from './market-layout';
import { EventStatusLine, ParticipantLine, SituationLine } from './scoreboard';
import { StreamBadge } from './stream-badge';
import { eventState, participantsOf } from './event-state';

export type TableCardData = SportsTableCardFragment;

function OddsCell({ card, column, row, rows, origin }: { card: TableCardData; column: number; row: number; rows: TableRowKey[]; origin: SelectionOrigin }) {
  const col = card.columns[column];
  const market = col?.market;
  const selection = selectionForRow(market, row, rows);
  // A two-way column in a three-row card (the total beside a result) leaves its last row blank.
  if (market && !selection && row >= market.selections.length) return <span className="odds-spacer" aria-hidden="true" />;
  if (!market || !selection) {
    return (
      <span className="odds-empty" aria-hidden="true">
        —
      </span>
    );
  }
  return <OddsButton selection={selection} name={selectionDescription(market, selection)} points={pointsLine(selection)} origin={origin} />;
}

/**
 * An event's row of a table shelf (or a card of a carousel): participants in the event's
 * display order with the start time or the live scoreboard, the main lines as odds buttons
 * under the columns, and a link to every market of the event.
 */
export function TableCard({ card, variant = 'row', origin }: { card: TableCardData; variant?: 'row' | 'tile'; origin?: SelectionOrigin }) {
  const { event } = card;
  const participants = participantsOf(event);
  const rows = tableRows(participants, card.columns.map((c) => c.market));
  const state = eventState(event);
  const to = event.deepLink.canonicalUrl;
  const pickOrigin = origin ?? (variant === 'tile' ? 'carousel-card' : 'table-card');
  return (
    <article className={`event-card event-card--${variant}`} aria-label={event.name} data-event-id={event.id} data-phase={state.phase}>
      <div className="event-card__top">
        <EventStatusLine event={event} />
        {variant === 'tile' ? <span className="event-card__competition">{event.competition.name}</span> : null}
      </div>
      <div className="event-card__body" style={{ ['--cols' as string]: card.columns.length, ['--rows' as string]: rows.length }}>
        <Link to={to} className="event-card__teams">
          {rows.map((key) => {
            if (key === 'DRAW') {
              return (
                <span key="draw" className="participant-line participant-line--draw">
                  <span className="participant-line__mark" />
                  <span className="participant-line__name">Draw</span>
                </span>
              );
            }
            const participant = participants.find((p) => p.side === key);
            return participant ? <ParticipantLine key={key} event={event} participant={participant} /> : null;
          })}
        </Link>
        <div className="event-card__odds" role="group" aria-label={`${event.name} odds`}>
          {card.columns.map((col, c) => (
            <div key={`${col.header}-${c}`} className="event-card__col">
              <span className="event-card__col-head" aria-hidden="true">
                {col.header}
              </span>
              {rows.map((_, r) => (
                <OddsCell key={r} card={card} column={c} row={r} rows={rows} origin={pickOrigin} />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="event-card__foot">
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
