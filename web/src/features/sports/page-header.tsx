import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client';
import { ChevronRight } from 'lucide-react';
import { OddsFormatControl } from '@/shared/odds/odds-format-control';
import type { MarketplacePageData } from './marketplace-operations';
import { SportsDynamicChipsDocument } from './page-header-operations';
import { SportIcon } from './sport-icon';
import { usePeriodicRefresh } from './use-periodic-refresh';

/** Chips' counts are read again this often (`dynamicChips`, not the whole page). */
export const CHIPS_REFRESH_MS = 30_000;

type ChipData = MarketplacePageData['chips'][number];

/**
 * The page's chips, with counts refreshed every 30 s from `dynamicChips`. A newer read of
 * the page (its own poll, live updates) wins again until the next refresh.
 */
function useFreshChips(page: MarketplacePageData): ChipData[] {
  const client = useApolloClient();
  const version = `${page.canonicalUrl}|${page.chips.map((c) => `${c.id}:${c.count ?? ''}`).join(',')}`;
  const fresh = usePeriodicRefresh(
    () =>
      client
        .query({ query: SportsDynamicChipsDocument, variables: { canonicalUrl: page.canonicalUrl }, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.dynamicChips),
    CHIPS_REFRESH_MS,
    version,
    page.chips.length > 0,
  );
  return fresh ?? page.chips;
}

/** The trail above the title ("Home / Football / NFL"). */
function Breadcrumbs({ page }: { page: MarketplacePageData }) {
  if (page.breadcrumbs.length === 0) return null;
  return (
    <nav className="crumbs" aria-label="Breadcrumb">
      <ol>
        {page.breadcrumbs.map((b) => (
          <li key={b.deepLink.canonicalUrl}>
            <Link to={b.deepLink.canonicalUrl}>{b.label}</Link>
            <ChevronRight size={14} aria-hidden="true" />
          </li>
        ))}
        <li>
          <span aria-current="page">{page.title}</span>
        </li>
      </ol>
    </nav>
  );
}

/** Quick links (sports on home and live, competitions on sport pages). */
function Chips({ page }: { page: MarketplacePageData }) {
  const chips = useFreshChips(page);
  if (chips.length === 0) return null;
  return (
    <nav className="chips" aria-label={page.pageType === 'SPORT' || page.pageType === 'ORGANIZATION' ? 'Competitions' : 'Sports'}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link to={chip.deepLink.canonicalUrl} className="chip" aria-current={chip.selected ? 'page' : undefined}>
              {chip.icon ? <SportIcon name={chip.icon} size={18} /> : null}
              <span>{chip.label}</span>
              {chip.count ? (
                <span className="chip__count">
                  {chip.count}
                  <span className="sr-only">{page.pageType === 'LIVE' ? ' live' : ' games'}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's tabs (Games / Live; an event's market groups), each its own address. */
function SectionTabs({ page }: { page: MarketplacePageData }) {
  if (page.sections.length < 2) return null;
  return (
    <nav className="section-tabs" aria-label={page.pageType === 'EVENT' ? 'Market groups' : 'Sections'}>
      <ul>
        {page.sections.map((s) => (
          <li key={s.id}>
            <Link to={s.deepLink.canonicalUrl} className="section-tabs__tab" aria-current={s.selected ? 'page' : undefined} preventScrollReset>
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Trail, title with the odds-format switch, chips and tabs of a sportsbook page. */
export function PageHeader({ page, icon, children }: { page: MarketplacePageData; icon?: string | null; children?: ReactNode }) {
  return (
    <div className="sports-page__header">
      <Breadcrumbs page={page} />
      <div className="sports-page__title-row">
        <h1 className="sports-page__title">
          {icon ? <SportIcon name={icon} size={28} className="sports-page__title-icon" /> : null}
          {page.title}
        </h1>
        <OddsFormatControl variant="compact" />
      </div>
      {children}
      <Chips page={page} />
      <SectionTabs page={page} />
    </div>
  );
}
