import { useState } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { OddsButton } from '@/shared/ui/odds-button';
import type { SportsMarketCardFragment } from '@/graphql/graphql';
import type { MarketplacePageData, ShelfOf } from './marketplace-operations';
import { layoutMarkets, pointsLine, selectionDescription, selectionForSide, type MarketBlock, type MarketData, type SelectionData } from './market-layout';
import { participantsOf, type EventData } from './event-state';
import { SeeAllLinesButton } from './see-all-lines';

/** The line family ("SPREAD", "TOTAL") of a market type with alternates, else null. */
export function lineFamily(type: string): 'SPREAD' | 'TOTAL' | null {
  if (type === 'SPREAD' || type === 'ALTERNATE_SPREAD') return 'SPREAD';
  if (type === 'TOTAL' || type === 'ALTERNATE_TOTAL') return 'TOTAL';
  return null;
}

function SeeAll({ event, family }: { event: EventData; family: 'SPREAD' | 'TOTAL' }) {
  return <SeeAllLinesButton event={event} marketType={family} familyTitle={family === 'SPREAD' ? spreadTitle(event.sport.slug) : 'Total'} />;
}

/** What the spread is called in each sport. */
export function spreadTitle(sport: string | undefined): string {
  if (sport === 'hockey') return 'Puck Line';
  if (sport === 'baseball') return 'Run Line';
  return 'Spread';
}

function Cell({ market, selection, caption }: { market: MarketData; selection: SelectionData | undefined; caption?: string }) {
  if (!selection) {
    return (
      <span className="odds-empty" aria-hidden="true">
        —
      </span>
    );
  }
  return <OddsButton selection={selection} name={selectionDescription(market, selection)} points={pointsLine(selection)} caption={caption} origin="event-page" />;
}

function MarketStatusNote({ market }: { market: MarketData }) {
  if (market.status === 'OPEN') return null;
  return <span className="market-note">{market.status === 'CLOSED' ? 'Suspended' : 'Closed'}</span>;
}

function Block({ block, event, mainFamilies }: { block: MarketBlock; event: EventData; mainFamilies: Set<string> }) {
  switch (block.kind) {
    case 'lines': {
      const families = [...new Set(block.columns.map((c) => lineFamily(c.market.type)).filter((f): f is 'SPREAD' | 'TOTAL' => f !== null))];
      return (
        <div className="lines-block">
          <div className="lines-table" style={{ ['--cols' as string]: block.columns.length }} role="group" aria-label="Game lines">
            <div className="lines-table__headrow" aria-hidden="true">
              <span />
              {block.columns.map((c) => (
                <span key={c.market.id} className="lines-table__head">
                  {c.header}
                </span>
              ))}
            </div>
            {participantsOf(event).map((p, row) => (
              <div key={p.side} className="lines-table__row">
                <span className="lines-table__team">{p.mediumName}</span>
                {block.columns.map((c) => {
                  const overUnder = c.market.selections.some((s) => s.type === 'OVER');
                  const selection = overUnder ? c.market.selections.find((s) => s.type === (row === 0 ? 'OVER' : 'UNDER')) : selectionForSide(c.market, p.side);
                  return <Cell key={c.market.id} market={c.market} selection={selection} />;
                })}
              </div>
            ))}
          </div>
          {families.length > 0 ? (
            <div className="see-all-row">
              {families.map((f) => (
                <SeeAll key={f} event={event} family={f} />
              ))}
            </div>
          ) : null}
        </div>
      );
    }
    case 'ladder':
    case 'pairs': {
      const family = block.kind === 'ladder' ? lineFamily(block.rows[0]?.market.type ?? '') : null;
      return (
        <div className={`market-block market-block--${block.kind}`}>
          <div className="market-block__head">
            <h3 className="market-block__title">{block.title}</h3>
            {family && !mainFamilies.has(family) ? <SeeAll event={event} family={family} /> : null}
          </div>
          <div className={`pair-table${block.kind === 'ladder' ? ' pair-table--ladder' : ''}`} role="group" aria-label={block.title}>
            <div className="pair-table__head" aria-hidden="true">
              {block.kind === 'pairs' ? <span /> : null}
              <span>{block.headers[0]}</span>
              <span>{block.headers[1]}</span>
            </div>
            {block.rows.map((r) => (
              <div key={r.key} className="pair-table__row">
                {block.kind === 'pairs' ? (
                  <span className="pair-table__label">
                    {r.label}
                    <MarketStatusNote market={r.market} />
                  </span>
                ) : null}
                <Cell market={r.market} selection={r.cells[0]} />
                <Cell market={r.market} selection={r.cells[1]} />
              </div>
            ))}
          </div>
        </div>
      );
    }
    case 'market':
      return (
        <div className="market-block">
          <h3 className="market-block__title">
            {block.market.name}
            <MarketStatusNote market={block.market} />
          </h3>
          <div className="market-block__grid" style={{ ['--cols' as string]: Math.min(block.market.selections.length, 3) || 1 }} role="group" aria-label={block.market.name}>
            {block.market.selections.map((s) => (
              <Cell key={s.id} market={block.market} selection={s} caption={s.name.clean} />
            ))}
            {block.market.selections.length === 0 ? <p className="market-block__none">No selections are open in this market.</p> : null}
          </div>
        </div>
      );
    default:
      return null;
  }
}

/** One collapsible drawer of markets ("Game Lines" open, the rest closed unless it is the tab's only one). */
function MarketDrawer({ card, event, defaultOpen }: { card: SportsMarketCardFragment; event: EventData; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const blocks = layoutMarkets(card.markets, participantsOf(event), spreadTitle(event.sport.slug));
  // A family whose main line is in the lines table gets its button there, once.
  const mainFamilies = new Set(blocks.flatMap((b) => (b.kind === 'lines' ? b.columns.map((c) => lineFamily(c.market.type) ?? '') : [])));
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="drawer" data-state={open ? 'open' : 'closed'}>
      <h2 className="drawer__heading">
        <Collapsible.Trigger className="drawer__trigger">
          <span className="drawer__title">{card.title}</span>
          <span className="drawer__count">{`${card.markets.length} market${card.markets.length === 1 ? '' : 's'}`}</span>
          <ChevronDown size={18} aria-hidden="true" className="drawer__chevron" />
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="drawer__content">
        {card.markets.length === 0 ? (
          <p className="market-block__none">Every market in this group is closed for now.</p>
        ) : (
          blocks.map((b) => <Block key={b.key} block={b} event={event} mainFamilies={mainFamilies} />)
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The event page's market groups as collapsible drawers. */
export function DrawerShelf({ shelf, page, sectionTitle }: { shelf: ShelfOf<'DrawerShelf'>; page: MarketplacePageData; sectionTitle: string }) {
  const event = page.event;
  if (!event) return null;
  const single = shelf.marketCards.length === 1 || sectionTitle !== 'All';
  return (
    <div className="drawers">
      {shelf.marketCards.map((card) => (
        <MarketDrawer key={card.id} card={card} event={event} defaultOpen={single || card.expanded} />
      ))}
    </div>
  );
}
