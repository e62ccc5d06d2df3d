import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Link, Navigate, NavLink, useParams, useSearchParams } from 'react-router';
import { ChevronRight, Dices, Receipt, Ticket } from 'lucide-react';
import type { BetHistoryFilter, BetHistorySectionId, BetsPlacedBetFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { betTitle, outcomeLabel, outcomeTone, pickName, shownOutcome } from './bet-labels';
import { listVariables } from './bet-cache';
import { BetsLoadError, BetsSkeleton, LoadMore } from './bet-list-parts';
import { BetsHistoryPageDocument, BetsHistoryTotalsDocument } from './bets-operations';
import { betsPaths, HISTORY_SECTIONS, parseSection, sectionSlug } from './bets-paths';
import { dayEnd, dayStart, historySearch, parseHistoryFilters, rangeValid, type HistoryFilters } from './history-filters';
import { useBetList } from './use-bet-list';
import { useBetsLive } from './use-bets-live';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import './bets.css';

/** The sections when the server's list cannot be read (the frame still works). */
const DEFAULT_TITLES: Record<BetHistorySectionId, string> = { BETTING: 'Betting', CASINO: 'Casino', TRANSACTION: 'Transactions' };
/** Totals are read again this long after the last bet change (changes come in bursts). */
export const TOTALS_REFRESH_DELAY_MS = 1500;

const FILTER_OPTIONS: { value: BetHistoryFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'OPEN', label: 'Open' },
  { value: 'SETTLED', label: 'Settled' },
];

function SectionTabs({ sections }: { sections: { id: BetHistorySectionId; title: string }[] | null }) {
  if (!sections) {
    return (
      <div className="bets-tabs" aria-hidden="true">
        <Skeleton width={260} height={36} radius={8} />
      </div>
    );
  }
  return (
    <nav className="bets-tabs" aria-label="History sections">
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <NavLink to={betsPaths.history(s.id)} className="bets-tabs__tab">
              {s.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A bet in the history list: what, when, stake, outcome, paid; opens the detail page. */
function BetRow({ bet }: { bet: BetsPlacedBetFragment }) {
  const outcome = shownOutcome(bet);
  const open = bet.state === 'OPEN';
  return (
    <li>
      <Link className="bet-row" to={betsPaths.detail(bet.id)}>
        <span className="bet-row__main">
          <span className="bet-row__title">{betTitle(bet)}</span>
          <span className="bet-row__picks">{bet.legs.map(pickName).join(', ')}</span>
          <span className="bet-row__date">{formatDateTime(bet.placedAt)}</span>
        </span>
        <span className="bet-row__end">
          <Badge tone={outcomeTone(outcome)}>{outcomeLabel(outcome)}</Badge>
          <span className="bet-row__amount">
            Stake <Money money={bet.amounts.bet} />
          </span>
          <span className="bet-row__amount">
            {open ? 'To pay' : 'Paid'} <Money money={open ? bet.amounts.potential : (bet.amounts.payout ?? bet.amounts.cashout)} />
          </span>
        </span>
        <ChevronRight size={18} aria-hidden="true" />
      </Link>
    </li>
  );
}

function Filters({ filters, onChange }: { filters: HistoryFilters; onChange: (next: HistoryFilters) => void }) {
  const name = useId();
  const badRange = !rangeValid(filters);
  return (
    <form className="history-filters" aria-label="Filter bets" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="segmented">
        <legend className="sr-only">Bets to show</legend>
        {FILTER_OPTIONS.map((o) => (
          <label key={o.value} className="segmented__option">
            <input type="radio" name={name} value={o.value} checked={filters.filter === o.value} onChange={() => onChange({ ...filters, filter: o.value })} />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="history-filters__dates">
        <Field label="From">
          <Input type="date" value={filters.from ?? ''} max={filters.to ?? undefined} onChange={(e) => onChange({ ...filters, from: e.target.value || null })} />
        </Field>
        <Field label="To" error={badRange ? 'The end date must be on or after the start date.' : undefined}>
          <Input type="date" value={filters.to ?? ''} min={filters.from ?? undefined} onChange={(e) => onChange({ ...filters, to: e.target.value || null })} />
        </Field>
        {filters.from || filters.to ? (
          <Button variant="ghost" size="sm" className="history-filters__clear" onClick={() => onChange({ ...filters, from: null, to: null })}>
            Clear dates
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Totals({ filter, from, to, refreshKey }: { filter: BetHistoryFilter; from: string | null; to: string | null; refreshKey: number }) {
  const { data, error, refetch } = useQuery(BetsHistoryTotalsDocument, { variables: { filter, from, to }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);
  const totals = data?.betHistoryTotals;
  if (!totals) {
    return error ? (
      <p className="history-totals__error">Totals are not available right now.</p>
    ) : (
      <div className="history-totals" aria-hidden="true">
        <Skeleton height={56} radius={10} />
      </div>
    );
  }
  const negative = totals.profit.amountLong.startsWith('-');
  return (
    <dl className="history-totals" aria-label="Totals">
      <div>
        <dt>Bets</dt>
        <dd className="tabular">{totals.count}</dd>
      </div>
      <div>
        <dt>Staked</dt>
        <dd>
          <Money money={totals.staked} />
        </dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>
          <Money money={totals.paid} />
        </dd>
      </div>
      <div>
        <dt>Profit</dt>
        <dd data-sign={negative ? 'negative' : 'positive'}>
          <Money money={totals.profit} />
        </dd>
      </div>
    </dl>
  );
}

/** The Betting section: filters, totals and the bets, newest first, 20 at a time. */
function BettingSection({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHistoryFilters(params), [params]);
  const valid = rangeValid(filters);
  const from = filters.from ? dayStart(filters.from) : null;
  const to = filters.to ? dayEnd(filters.to) : null;
  const variables = useMemo(() => listVariables(filters.filter, from, to), [filters.filter, from, to]);
  const list = useBetList(variables, { skip: !valid });
  const lists = useMemo(() => (from || to ? [] : [variables]), [from, to, variables]);
  const [refreshKey, bump] = useRefreshKey();
  useBetsLive(lists, bump);

  const setFilters = (next: HistoryFilters) => setParams(new URLSearchParams(historySearch(next)), { replace: true });
  const headingId = useId();

  return (
    <section className="history-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="history-section__title">
        {title}
      </h2>
      <Filters filters={filters} onChange={setFilters} />
      {valid ? <Totals filter={filters.filter} from={from} to={to} refreshKey={refreshKey} /> : null}
      {!valid ? null : list.loading ? (
        <BetsSkeleton rows={4} height={72} />
      ) : list.failed || !list.bets ? (
        <BetsLoadError onRetry={list.retry} headingLevel={3} />
      ) : list.bets.length === 0 ? (
        <EmptyState
          icon={<Ticket size={28} />}
          title={filters.from || filters.to || filters.filter !== 'ALL' ? 'No bets match these filters' : 'No bets yet'}
          headingLevel={3}
          action={
            <Button asChild variant="outline">
              <Link to="/">Browse Sports</Link>
            </Button>
          }
        >
          {filters.from || filters.to || filters.filter !== 'ALL' ? 'Try another filter or date range.' : 'Bets you place show here with their legs, odds and results.'}
        </EmptyState>
      ) : (
        <>
          <ul className="bet-rows" aria-label="Bets">
            {list.bets.map((bet) => (
              <BetRow key={bet.id} bet={bet} />
            ))}
          </ul>
          <LoadMore hasNextPage={list.hasNextPage} more={list.more} onMore={() => void list.loadMore()} shown={list.bets.length} />
        </>
      )}
    </section>
  );
}

/** A counter bumped (debounced) on each bet change, for reads that follow the bets. */
function useRefreshKey(): [number, () => void] {
  const [key, setKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const bump = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setKey((k) => k + 1), TOTALS_REFRESH_DELAY_MS);
  }, [setKey]);
  return [key, bump];
}

function CasinoSection({ title, content }: { title: string; content: ReactNode }) {
  if (content) return <>{content}</>;
  return (
    <section className="history-section" aria-label={title}>
      <EmptyState icon={<Dices size={28} />} title="No casino activity yet">
        Casino rounds you play will show here.
      </EmptyState>
    </section>
  );
}

function TransactionSection({ title, content }: { title: string; content: ReactNode }) {
  if (content) return <>{content}</>;
  return (
    <section className="history-section" aria-label={title}>
      <EmptyState icon={<Receipt size={28} />} title="No transactions yet">
        Your deposits and withdrawals will show here.
      </EmptyState>
    </section>
  );
}

/**
 * `/account/history/{sectionId}` (see docs/product/settlement-and-cash-out.md): the history frame.
 * Its tabs are `betHistoryPage.sections` (Betting, Casino, Transactions); this feature fills
 * Betting, the Casino section is the casino's sessions (handed in by the app layer as `casino`;
 * without it the section shows its empty state), and the Transactions section is the wallet's,
 * handed in as `transactions`.
 */
export function HistoryPage({ transactions, casino }: { transactions?: ReactNode; casino?: ReactNode }) {
  useDocumentTitle('History');
  const slug = useParams().sectionId;
  const parsed = parseSection(slug);
  const page = useQuery(BetsHistoryPageDocument, { fetchPolicy: 'cache-first' });
  const fallback = HISTORY_SECTIONS.map((id) => ({ id, title: DEFAULT_TITLES[id] }));
  const sections = page.data?.betHistoryPage.sections ?? (page.error ? fallback : null);

  if (!parsed) return <Navigate to={betsPaths.history('BETTING')} replace />;
  if (!parsed.canonical) return <Navigate to={`/account/history/${sectionSlug(parsed.section)}`} replace />;
  const title = sections?.find((s) => s.id === parsed.section)?.title ?? DEFAULT_TITLES[parsed.section];

  return (
    <div className="bets-page bets-page--account">
      <h1 className="bets-page__title">History</h1>
      <SectionTabs sections={sections} />
      {parsed.section === 'BETTING' ? (
        <BettingSection title={title} />
      ) : parsed.section === 'CASINO' ? (
        <CasinoSection title={title} content={casino} />
      ) : (
        <TransactionSection title={title} content={transactions} />
      )}
    </div>
  );
}
