import { Skeleton } from '@/shared/ui/skeleton';

function RowSkeleton() {
  return (
    <div className="event-card event-card--row event-card--skeleton">
      <div className="event-card__top">
        <Skeleton width={110} height={14} />
      </div>
      <div className="event-card__body" style={{ ['--cols' as string]: 3, ['--rows' as string]: 2 }}>
        <div className="event-card__teams">
          <Skeleton width="70%" height={18} />
          <Skeleton width="60%" height={18} />
        </div>
        <div className="event-card__odds">
          {[0, 1, 2].map((c) => (
            <div key={c} className="event-card__col">
              <Skeleton height={48} radius={6} />
              <Skeleton height={48} radius={6} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** First load of a list page: title, chips and two shelves of rows. */
export function ListPageSkeleton() {
  return (
    <div className="sports-page" aria-busy="true">
      <span className="sr-only" role="status">
        Loading games
      </span>
      <div className="sports-page__header">
        <Skeleton width={160} height={14} />
        <Skeleton width={240} height={32} />
        <div className="chips-skeleton">
          {[90, 80, 110, 70].map((w, i) => (
            <Skeleton key={i} width={w} height={36} radius={999} />
          ))}
        </div>
      </div>
      {[0, 1].map((s) => (
        <div key={s} className="shelf">
          <Skeleton width={180} height={22} />
          <div className="table-shelf">
            {[0, 1, 2].map((r) => (
              <RowSkeleton key={r} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** First load of an event page: scoreboard and drawers. */
export function EventPageSkeleton() {
  return (
    <div className="sports-page" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the event
      </span>
      <div className="sports-page__header">
        <Skeleton width={220} height={14} />
        <Skeleton width={300} height={32} />
      </div>
      <div className="scoreboard scoreboard--skeleton">
        <Skeleton width={140} height={14} />
        <Skeleton width="80%" height={28} />
        <Skeleton width="75%" height={28} />
      </div>
      <div className="drawers">
        {[0, 1, 2].map((d) => (
          <div key={d} className="drawer">
            <Skeleton width={160} height={20} />
            {d === 0 ? <Skeleton height={110} radius={8} /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
