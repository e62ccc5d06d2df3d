import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import type { MoreState } from './use-bet-list';

/** First load of a bet list: card-shaped placeholders and a status for screen readers. */
export function BetsSkeleton({ label = 'Loading your bets', rows = 3, height = 180 }: { label?: string; rows?: number; height?: number }) {
  return (
    <div className="bets-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={14} />
      ))}
    </div>
  );
}

/** A list that could not be read: what happened and a retry. */
export function BetsLoadError({ onRetry, headingLevel = 2 }: { onRetry: () => void; headingLevel?: 2 | 3 }) {
  return (
    <EmptyState title="We could not load your bets" headingLevel={headingLevel} action={<Button onClick={onRetry}>Try again</Button>}>
      Please check your connection and try again.
    </EmptyState>
  );
}

/** "Load more" under a list, with the count shown said politely after each page. */
export function LoadMore({ hasNextPage, more, onMore, shown }: { hasNextPage: boolean; more: MoreState; onMore: () => void; shown: number }) {
  return (
    <div className="bets-more">
      {hasNextPage ? (
        <Button variant="outline" block loading={more === 'loading'} onClick={onMore}>
          Load more
        </Button>
      ) : null}
      {more === 'failed' ? <FormError>We could not load more bets. Please try again.</FormError> : null}
      <span className="sr-only" role="status">
        {`${shown} ${shown === 1 ? 'bet' : 'bets'} shown`}
      </span>
    </div>
  );
}
