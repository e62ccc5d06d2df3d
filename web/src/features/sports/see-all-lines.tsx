import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client';
import { ListOrdered, RefreshCw } from 'lucide-react';
import type { MarketType } from '@/graphql/graphql';
import { useOddsVariables } from '@/shared/odds/use-odds-format';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/shared/ui/dialog';
import { OddsButton } from '@/shared/ui/odds-button';
import { Skeleton } from '@/shared/ui/skeleton';
import { SportsSeeAllLinesDocument } from './see-all-lines-operations';
import { SportsMarketUpdatedDocument } from './live-operations';
import { MARKETS_PER_SUBSCRIPTION, useChunkedSubscription } from './live-updates';
import { pointsLine, selectionDescription, selectionForSide, type MarketData, type SelectionData } from './market-layout';
import { participantsOf, type EventData } from './event-state';

/** Market types whose family has alternate lines ("See all lines"). */
export const LINE_FAMILIES: readonly MarketType[] = ['SPREAD', 'ALTERNATE_SPREAD', 'TOTAL', 'ALTERNATE_TOTAL'];

export function hasAllLines(type: string): type is MarketType {
  return (LINE_FAMILIES as readonly string[]).includes(type);
}

function isTotal(type: string): boolean {
  return type === 'TOTAL' || type === 'ALTERNATE_TOTAL';
}

/** The two cells of a line: the participants in display order, or Over / Under. */
function cellsOf(market: MarketData, event: EventData): [SelectionData | undefined, SelectionData | undefined] {
  if (market.selections.some((s) => s.type === 'OVER' || s.type === 'UNDER')) {
    return [market.selections.find((s) => s.type === 'OVER'), market.selections.find((s) => s.type === 'UNDER')];
  }
  const [first, second] = participantsOf(event);
  return [first ? selectionForSide(market, first.side) : undefined, second ? selectionForSide(market, second.side) : undefined];
}

function Lines({ event, marketType, familyTitle }: { event: EventData; marketType: MarketType; familyTitle: string }) {
  const odds = useOddsVariables();
  const { data, error, refetch, networkStatus } = useQuery(SportsSeeAllLinesDocument, {
    variables: { eventId: event.id, marketType, ...odds },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const lines = data?.seeAllLines;
  const marketIds = useMemo(() => lines?.markets.map((m) => m.id) ?? [], [lines]);
  const vars = useMemo(() => ({ oddsFormat: odds.oddsFormat, includeOddsTrend: odds.includeOddsTrend }), [odds.oddsFormat, odds.includeOddsTrend]);
  useChunkedSubscription({ query: SportsMarketUpdatedDocument, idsVariable: 'marketIds', ids: marketIds, size: MARKETS_PER_SUBSCRIPTION, variables: vars });
  // The main line starts in view (a family can have dozens of lines).
  const mainRow = useRef<HTMLDivElement>(null);
  const loaded = Boolean(lines);
  useEffect(() => {
    if (loaded) mainRow.current?.scrollIntoView?.({ block: 'center' });
  }, [loaded]);

  if (!lines && error) {
    return (
      <div className="all-lines__message" role="alert">
        <p>We couldn&apos;t load the lines. Check your connection, then try again.</p>
        <Button variant="outline" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => void refetch()} loading={networkStatus === 4}>
          Retry
        </Button>
      </div>
    );
  }
  if (!lines) {
    return (
      <div className="all-lines__loading" aria-busy="true">
        <span className="sr-only" role="status">
          Loading lines
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={48} radius={6} />
        ))}
      </div>
    );
  }
  if (lines.markets.length === 0) {
    return <p className="all-lines__message">No {familyTitle.toLowerCase()} lines are offered for this game right now.</p>;
  }
  const [first, second] = participantsOf(event);
  const headers = isTotal(marketType) ? ['Over', 'Under'] : [first?.mediumName ?? 'Away', second?.mediumName ?? 'Home'];
  return (
    <div className="all-lines">
      <p className="sr-only">{`${lines.markets.length} lines, ordered by line.`}</p>
      <div className="pair-table pair-table--ladder all-lines__table" role="group" aria-label={`${lines.title} lines`}>
        <div className="pair-table__head" aria-hidden="true">
          <span>{headers[0]}</span>
          <span>{headers[1]}</span>
        </div>
        {lines.markets.map((m) => {
          const cells = cellsOf(m, event);
          return (
            <div key={m.id} ref={m.isMain ? mainRow : undefined} className="pair-table__row all-lines__row" data-main={m.isMain || undefined}>
              {cells.map((s, i) =>
                s ? (
                  <OddsButton key={s.id} selection={s} name={`${selectionDescription(m, s)}${m.isMain ? ' (main line)' : ''}`} points={pointsLine(s)} origin="see-all-lines" />
                ) : (
                  <span key={i} className="odds-empty" aria-hidden="true">
                    —
                  </span>
                ),
              )}
              {m.isMain ? <span className="all-lines__main">Main line</span> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * "See all lines" for a spread or total: a dialog (focus kept inside, Escape closes, titled)
 * with every line of the family from `seeAllLines`, each side an odds button.
 */
export function SeeAllLinesButton({ event, marketType, familyTitle }: { event: EventData; marketType: MarketType; familyTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className="see-all-lines" aria-haspopup="dialog">
          <ListOrdered size={14} aria-hidden="true" />
          {`See all ${familyTitle.toLowerCase()} lines`}
        </button>
      </DialogTrigger>
      {open ? (
        <DialogContent title={`All ${familyTitle.toLowerCase()} lines`} description={event.name} width={520} className="all-lines-dialog">
          <Lines event={event} marketType={marketType} familyTitle={familyTitle} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
