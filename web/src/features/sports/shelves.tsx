import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, CircleSlash } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { selectedShelf, type MarketplacePageData, type ShelfData, type ShelfOf } from './marketplace-operations';
import { TableCard } from './table-card';
import { FeaturedBetsShelf } from './featured-bets';
import { DrawerShelf } from './drawers';
import { SportIcon } from './sport-icon';

function ShelfHead({ id, title, subtitle, icon, seeAll, children }: { id: string; title: string; subtitle?: string | null; icon?: string | null; seeAll?: string | null; children?: ReactNode }) {
  return (
    <header className="shelf__head">
      {icon ? (
        <span className="shelf__icon" aria-hidden="true">
          <SportIcon name={icon} size={22} />
        </span>
      ) : null}
      <div className="shelf__titles">
        <h2 className="shelf__title" id={id}>
          {title}
        </h2>
        {subtitle ? <p className="shelf__subtitle">{subtitle}</p> : null}
      </div>
      <div className="shelf__actions">
        {children}
        {seeAll ? (
          <Link to={seeAll} className="shelf__see-all" aria-label={`See all: ${title}`}>
            See all
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </header>
  );
}

/** A safe element id from a shelf id. */
function domId(prefix: string, id: string): string {
  return `${prefix}-${id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** Events in a table under shared column headers (sport, competition and live pages, home). */
export function TableShelf({ shelf }: { shelf: ShelfOf<'TableShelf'> }) {
  const headingId = domId('shelf', shelf.id);
  return (
    <section className="shelf shelf--table" aria-labelledby={headingId}>
      <ShelfHead id={headingId} title={shelf.title} subtitle={shelf.subtitle} seeAll={shelf.seeAllLink?.canonicalUrl} />
      <div className="table-shelf" style={{ ['--cols' as string]: shelf.columnHeaders.length }}>
        <div className="table-shelf__headers" aria-hidden="true">
          <span />
          {shelf.columnHeaders.map((h) => (
            <span key={h} className="table-shelf__header">
              {h}
            </span>
          ))}
        </div>
        {shelf.cards.length > 0 ? (
          <ul className="table-shelf__rows">
            {shelf.cards.map((card) => (
              <li key={card.id}>
                <TableCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="table-shelf__none">No games scheduled here right now.</p>
        )}
      </div>
    </section>
  );
}

/** A horizontal row of event cards (Live Now) with previous/next controls. */
export function CarouselShelf({ shelf }: { shelf: ShelfOf<'CarouselShelf'> }) {
  const headingId = domId('shelf', shelf.id);
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);
  useEffect(() => {
    measure();
    const el = track.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, shelf.cards.length]);

  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector('li');
    const step = card ? card.getBoundingClientRect().width + 12 : el.clientWidth * 0.8;
    el.scrollBy({ left: dir * step, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <section className="shelf shelf--carousel" aria-labelledby={headingId}>
      <ShelfHead id={headingId} title={shelf.title} icon={shelf.icon} seeAll={shelf.seeAllLink?.canonicalUrl}>
        <span className="carousel__controls">
          <button type="button" className="icon-btn icon-btn--sm icon-btn--outline" aria-label={`Previous: ${shelf.title}`} onClick={() => scroll(-1)} disabled={edges.start}>
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
          <button type="button" className="icon-btn icon-btn--sm icon-btn--outline" aria-label={`Next: ${shelf.title}`} onClick={() => scroll(1)} disabled={edges.end}>
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </span>
      </ShelfHead>
      <ul className="carousel__track" ref={track}>
        {shelf.cards.map((card) => (
          <li key={card.id} className="carousel__item">
            <TableCard card={card} variant="tile" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where to go from an empty shelf, by page. */
function emptyAction(page: MarketplacePageData, shelfId: string): { to: string; label: string } | null {
  if (shelfId.includes('live') && page.pageType === 'HOME') return null;
  if (page.pageType === 'LIVE') return { to: '/', label: 'See upcoming games' };
  const live = page.sections.find((s) => s.selected)?.deepLink.canonicalUrl.endsWith('/live');
  const games = page.sections.find((s) => !s.selected && !s.deepLink.canonicalUrl.endsWith('/live'));
  if (live && games) return { to: games.deepLink.canonicalUrl, label: 'See upcoming games' };
  if (page.pageType === 'EVENT') {
    const back = page.breadcrumbs[page.breadcrumbs.length - 1];
    return back ? { to: back.deepLink.canonicalUrl, label: `More ${back.label} games` } : null;
  }
  return { to: '/live', label: 'See live games' };
}

const EMPTY_TITLES: Record<string, string> = {
  'Live Now': 'Nothing live right now',
  Live: 'Nothing live right now',
  Games: 'No games scheduled',
  Markets: 'No markets open',
  Exclusives: 'No exclusives right now',
};

export function EmptyShelf({ shelf, page }: { shelf: ShelfOf<'EmptyShelf'>; page: MarketplacePageData }) {
  const action = emptyAction(page, shelf.id);
  const title = EMPTY_TITLES[shelf.title] ?? `No ${shelf.title.toLowerCase()} right now`;
  return (
    <section className="shelf shelf--empty" aria-label={shelf.title}>
      <EmptyState
        icon={<CircleSlash size={26} />}
        title={title}
        action={
          action ? (
            <Button asChild variant="outline">
              <Link to={action.to}>{action.label}</Link>
            </Button>
          ) : undefined
        }
      >
        <p>{shelf.message}</p>
      </EmptyState>
    </section>
  );
}

/** Renders one shelf of a page by its kind. */
export function Shelf({ shelf: raw, page, sectionTitle }: { shelf: ShelfData; page: MarketplacePageData; sectionTitle: string }) {
  const shelf = selectedShelf(raw);
  if (!shelf) return null;
  switch (shelf.__typename) {
    case 'TableShelf':
      return <TableShelf shelf={shelf} />;
    case 'CarouselShelf':
      return <CarouselShelf shelf={shelf} />;
    case 'FeaturedBetsShelf':
      return <FeaturedBetsShelf shelf={shelf} />;
    case 'DrawerShelf':
      return <DrawerShelf shelf={shelf} page={page} sectionTitle={sectionTitle} />;
    case 'EmptyShelf':
      return <EmptyShelf shelf={shelf} page={page} />;
    default:
      return null;
  }
}
