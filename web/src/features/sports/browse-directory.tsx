import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client';
import { Compass, RefreshCw } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { SportsDirectoryDocument, type DirectorySectionData } from './browse-directory-operations';
import { SportIcon } from './sport-icon';

/** The directory is read again this often (counts move as games start and finish). */
export const DIRECTORY_POLL_MS = 120_000;

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function DirectoryGroup({ section }: { section: DirectorySectionData }) {
  const id = useId();
  if (section.links.length === 0) return null;
  return (
    <div className="directory__group">
      <h3 className="directory__title" id={id}>
        {section.title}
      </h3>
      <ul className="directory__links" aria-labelledby={id}>
        {section.links.map((l) => (
          <li key={l.id}>
            <Link to={l.deepLink.canonicalUrl} className="directory__link">
              <SportIcon name={l.icon} size={18} />
              <span className="directory__label">{l.label}</span>
              <span className="directory__counts">
                {l.liveCount > 0 ? <span className="directory__live">{`${l.liveCount} live`}</span> : null}
                <span className="directory__count">{count(l.eventCount, 'game', 'games')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The home page's Browse section (`staticMarketplace`): popular competitions, every sport and
 * every competition, each a link with its games (and games in play).
 */
export function BrowseDirectory() {
  const headingId = useId();
  const { data, error, refetch, networkStatus } = useQuery(SportsDirectoryDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: DIRECTORY_POLL_MS,
    notifyOnNetworkStatusChange: true,
  });
  const sections = data?.staticMarketplace.sections.filter((s) => s.links.length > 0) ?? null;
  if (sections && sections.length === 0) return null;
  return (
    <section className="shelf directory" aria-labelledby={headingId}>
      <header className="shelf__head">
        <span className="shelf__icon" aria-hidden="true">
          <Compass size={20} />
        </span>
        <div className="shelf__titles">
          <h2 className="shelf__title" id={headingId}>
            Browse
          </h2>
          <p className="shelf__subtitle">Every sport and competition we offer.</p>
        </div>
      </header>
      {sections ? (
        <div className="directory__groups">
          {sections.map((s) => (
            <DirectoryGroup key={s.id} section={s} />
          ))}
        </div>
      ) : error ? (
        <div className="directory__error" role="alert">
          <p>We couldn&apos;t load the list of sports. Check your connection, then try again.</p>
          <Button variant="outline" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => void refetch()} loading={networkStatus === 4}>
            Retry
          </Button>
        </div>
      ) : (
        <div className="directory__groups" aria-busy="true">
          <span className="sr-only" role="status">
            Loading sports
          </span>
          {[0, 1].map((g) => (
            <div key={g} className="directory__group" aria-hidden="true">
              <Skeleton width={140} height={18} />
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={40} radius={8} />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
