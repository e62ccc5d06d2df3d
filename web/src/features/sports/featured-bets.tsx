import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Layers } from 'lucide-react';
import { Odds } from '@/shared/ui/odds';
import { Money } from '@/shared/ui/money';
import { OddsButton } from '@/shared/ui/odds-button';
import { oddsFraction, oddsKey } from '@/shared/format/odds';
import { useSelectionStore, type SelectionOrigin } from '@/shared/selections/selection-store';
import type { SportsFeaturedParlayFragment } from '@/graphql/graphql';
import { unavailableLabelOf } from '@/shared/ui/odds-button';
import type { FeaturedCardData, ShelfOf } from './marketplace-operations';
import { pointsLine, selectionDescription } from './market-layout';
import { EventStatusLine } from './scoreboard';
import { SportIcon } from './sport-icon';

type StraightCard = Extract<FeaturedCardData, { __typename: 'FeaturedStraightBetCard' }>;

/** A single bet with its price, the price before its last move, and what $10 returns. */
function StraightBetCard({ card }: { card: StraightCard }) {
  const { event, selection, market } = card;
  const moved = card.previousOdds && oddsKey(card.previousOdds) !== oddsKey(selection.odds);
  return (
    <article className="featured-card" aria-labelledby={`featured-${card.id}`}>
      <div className="featured-card__meta">
        <SportIcon name={event.sport.slug} size={16} />
        <span>{event.competition.name}</span>
        <span aria-hidden="true">·</span>
        <EventStatusLine event={event} />
      </div>
      <h3 className="featured-card__title" id={`featured-${card.id}`}>
        {card.title}
      </h3>
      <p className="featured-card__event">{event.name}</p>
      <div className="featured-card__pick">
        <span className="featured-card__market">{market.name}</span>
        <OddsButton
          selection={selection}
          name={selectionDescription(market, selection)}
          caption={selection.name.clean}
          points={pointsLine(selection)}
          origin="featured-bet"
          className="featured-card__button"
        />
      </div>
      <p className="featured-card__payout">
        {moved && card.previousOdds ? (
          <span className="featured-card__was">
            Was <Odds odds={card.previousOdds} live={false} className="featured-card__was-price" />
          </span>
        ) : null}
        <span>
          $10 pays <Money money={card.estimatedPayout} className="featured-card__amount" />
        </span>
      </p>
    </article>
  );
}

/** A leg as words: "Chiefs -3.5", "Over 47.5" (not "Over O 47.5"), "Chiefs". */
function legName(s: SportsFeaturedParlayFragment['selections'][number]): string {
  if (s.type === 'OVER' || s.type === 'UNDER') return [s.name.clean, s.points?.formattedPoints].filter(Boolean).join(' ');
  return [s.name.clean, pointsLine(s)].filter(Boolean).join(' ');
}

/**
 * A ready-made parlay: its legs (live prices), the combined price, and one button for every
 * leg: adding is one featured-bet call for the card (the selection store's `addFeatured`, at
 * current prices), removing takes the picked legs out one by one (tagged with `origin`).
 */
export function ParlayBetCard({ card, origin = 'featured-bet', headingLevel = 3 }: { card: SportsFeaturedParlayFragment; origin?: SelectionOrigin; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const ids = card.selections.map((s) => s.id);
  const picked = useSelectionStore(useShallow((s) => ids.filter((id) => Boolean(s.selected[id]))));
  const toggle = useSelectionStore((s) => s.toggle);
  const addFeatured = useSelectionStore((s) => s.addFeatured);
  const adding = useSelectionStore((s) => ids.some((id) => Boolean(s.pending[id])));
  const open = card.selections.filter((s) => !unavailableLabelOf(s) && oddsFraction(s.odds));
  // Suspended legs cannot be picked; the button works on the open ones.
  const allPicked = open.length > 0 && open.every((s) => picked.includes(s.id));
  const eventOf = (eventId: string) => card.events.find((e) => e.id === eventId);

  const candidateOf = (s: SportsFeaturedParlayFragment['selections'][number]) => {
    const f = oddsFraction(s.odds);
    return f ? { selectionId: s.id, marketId: s.marketId, eventId: s.eventId, numerator: f.numerator.toString(), denominator: f.denominator.toString(), origin } : null;
  };
  const onToggleAll = () => {
    // Adding: the whole card in one call at current prices; removing: the picked legs one by one.
    if (!allPicked) {
      void addFeatured(card.id, open.map(candidateOf).filter((c) => c !== null));
      return;
    }
    for (const s of card.selections.filter((x) => picked.includes(x.id))) {
      const c = candidateOf(s);
      if (c) void toggle(c);
    }
  };

  return (
    <article className="featured-card featured-card--parlay" aria-labelledby={headingId}>
      <div className="featured-card__meta">
        <Layers size={16} aria-hidden="true" />
        <span>{`${card.selections.length}-leg parlay`}</span>
      </div>
      <Heading className="featured-card__title" id={headingId}>
        {card.title}
      </Heading>
      {card.description ? <p className="featured-card__event">{card.description}</p> : null}
      <ol className="parlay-legs" aria-label="Legs">
        {card.selections.map((s) => {
          const e = eventOf(s.eventId);
          const unavailable = unavailableLabelOf(s);
          return (
            <li key={s.id} className="parlay-legs__leg">
              <span className="parlay-legs__pick">
                <span className="parlay-legs__name">{legName(s)}</span>
                <span className="parlay-legs__event">{e?.name ?? ''}</span>
              </span>
              <span className="parlay-legs__price">{unavailable ? <span className="parlay-legs__unavailable">{unavailable}</span> : <Odds odds={s.odds} />}</span>
            </li>
          );
        })}
      </ol>
      <div className="featured-card__parlay-foot">
        <p className="featured-card__payout">
          <span>
            Parlay <Odds odds={card.odds} live={false} className="featured-card__parlay-odds" />
          </span>
          <span>
            $10 pays <Money money={card.estimatedPayout} className="featured-card__amount" />
          </span>
        </p>
        <button
          type="button"
          className="btn btn--sm featured-card__add"
          data-state={allPicked ? 'added' : 'open'}
          disabled={open.length === 0 || adding}
          aria-busy={adding || undefined}
          onClick={onToggleAll}
        >
          {open.length === 0 ? 'Legs suspended' : allPicked ? `Remove ${open.length} pick${open.length === 1 ? '' : 's'}` : `Add ${open.length} pick${open.length === 1 ? '' : 's'}`}
        </button>
      </div>
    </article>
  );
}

/** Featured bets: straight and parlay cards chosen by the trading team. */
export function FeaturedBetsShelf({ shelf }: { shelf: ShelfOf<'FeaturedBetsShelf'> }) {
  const headingId = `shelf-${shelf.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <section className="shelf shelf--featured" aria-labelledby={headingId}>
      <header className="shelf__head">
        <span className="shelf__icon" aria-hidden="true">
          <SportIcon name="exclusives" size={22} />
        </span>
        <div className="shelf__titles">
          <h2 className="shelf__title" id={headingId}>
            {shelf.title}
          </h2>
        </div>
      </header>
      <ul className="featured-grid">
        {shelf.cards.map((card) => (
          <li key={card.id}>{card.__typename === 'FeaturedStraightBetCard' ? <StraightBetCard card={card} /> : card.__typename === 'FeaturedParlayBetCard' ? <ParlayBetCard card={card} /> : null}</li>
        ))}
      </ul>
    </section>
  );
}
