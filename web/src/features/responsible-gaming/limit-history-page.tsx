import { useState } from 'react';
import { Link } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client';
import { History } from 'lucide-react';
import type { LimitHistoryQuery } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { toast } from '@/shared/ui/toast-store';
import { HISTORY_ACTION_LABELS, slotName } from './limit-format';
import { rgPaths } from './limit-kinds';
import { LimitHistoryDocument } from './rg-operations';
import { RgLoadError, RgPage, RgSkeleton } from './rg-page';

/** Rows per page of the limit history. */
export const HISTORY_PAGE_SIZE = 20;

type Entry = LimitHistoryQuery['limitHistory']['entries'][number];

function HistoryRow({ entry }: { entry: Entry }) {
  const change = entry.previous && entry.current ? `${entry.previous} → ${entry.current}` : (entry.current ?? entry.previous ?? '');
  const name = slotName(entry.type, entry.period);
  return (
    <li className="rg-history__row">
      <div className="rg-history__main">
        <span className="rg-history__name">{name.charAt(0).toUpperCase() + name.slice(1)}</span>
        <span className="rg-history__action">{HISTORY_ACTION_LABELS[entry.action]}</span>
      </div>
      {change ? <span className="rg-history__change">{change}</span> : null}
      <time className="rg-history__at" dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </time>
    </li>
  );
}

/** `/account/responsible-gaming/limit-history`: newest first, "Load more" for older pages. */
export function LimitHistoryPage() {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(LimitHistoryDocument, { variables: { first: HISTORY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  // Older pages, read on demand; a fresh first page starts over.
  const [more, setMore] = useState<{ after: string; entries: Entry[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const first = data?.limitHistory;
  const olderValid = more !== null && first?.nextCursor === more.after;
  const entries = [...(first?.entries ?? []), ...(olderValid ? more.entries : [])];
  const cursor = olderValid ? more.nextCursor : (first?.nextCursor ?? null);

  const loadMore = async () => {
    if (!cursor || !first?.nextCursor) return;
    setLoadingMore(true);
    try {
      const { data: page } = await client.query({ query: LimitHistoryDocument, variables: { first: HISTORY_PAGE_SIZE, after: cursor }, fetchPolicy: 'network-only' });
      setMore({ after: first.nextCursor, entries: [...(olderValid ? more.entries : []), ...page.limitHistory.entries], nextCursor: page.limitHistory.nextCursor });
    } catch {
      toast({ title: 'We couldn’t load more of your limit history. Please try again.', variant: 'danger' });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <RgPage title="Limit History" lead="Every change to your limits, newest first.">
      {!data && loading ? (
        <RgSkeleton />
      ) : !data && error ? (
        <RgLoadError onRetry={() => void refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<History size={28} />}
          title="No limit changes yet"
          action={
            <Button asChild>
              <Link to={rgPaths.overview}>Set a limit</Link>
            </Button>
          }
        >
          When you set, change or remove a limit, it shows up here.
        </EmptyState>
      ) : (
        <>
          <ol className="rg-history" aria-label="Limit changes">
            {entries.map((e) => (
              <HistoryRow key={e.id} entry={e} />
            ))}
          </ol>
          {cursor ? (
            <Button variant="outline" className="rg-history__more" loading={loadingMore} onClick={() => void loadMore()}>
              Load more
            </Button>
          ) : null}
        </>
      )}
    </RgPage>
  );
}
