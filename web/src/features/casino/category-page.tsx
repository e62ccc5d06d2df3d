import './casino.css';
import { useState, type ReactNode } from 'react';
import { useQuery, useSubscription } from '@apollo/client';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/field';
import { casinoBaseOf, casinoPaths } from './casino-paths';
import { CasinoCategoryDocument, CasinoCategoryUpdatedDocument } from './casino-operations';
import { CasinoLoadError, GameTile, TilesSkeleton } from './game-tile';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** Games per category page ("Load more" reads the next). */
export const CATEGORY_GAMES_PAGE = 24;

function BackToLobby() {
  const base = casinoBaseOf(useLocation().pathname);
  return (
    <Button asChild variant="outline">
      <Link to={casinoPaths.lobby(base)}>Back to the lobby</Link>
    </Button>
  );
}

/** A category page's dead end: heading, why, and the way back to the lobby. */
export function CategoryDeadEnd({ title, icon, children }: { title: string; icon: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="casino-page">
      <EmptyState icon={icon} title={title} headingLevel={1} action={<BackToLobby />}>
        {children}
      </EmptyState>
    </div>
  );
}

/** `/casino/category/:categorySlug`: the category's games, 24 at a time, with "Load more". */
export function CategoryPage() {
  const slug = useParams().categorySlug ?? '';
  const base = casinoBaseOf(useLocation().pathname);
  const { data, loading, error, refetch, fetchMore } = useQuery(CasinoCategoryDocument, {
    variables: { slug, offset: 0, limit: CATEGORY_GAMES_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const category = data?.casinoCategory;
  // The jackpot amounts of its feeding games, live (written into the cache by their ids).
  useSubscription(CasinoCategoryUpdatedDocument, { variables: { slug }, skip: !category });
  useDocumentTitle(category?.name ?? null);

  if (!data && loading) {
    return (
      <div className="casino-page">
        <TilesSkeleton count={8} />
      </div>
    );
  }
  if (!data && error) {
    return (
      <div className="casino-page">
        <CasinoLoadError title="We could not load this category" headingLevel={1} onRetry={() => void refetch().catch(() => undefined)} />
      </div>
    );
  }
  if (!category) {
    return (
      <CategoryDeadEnd title="This category is not available." icon={<SearchX size={28} />}>
        It may have moved or closed. The lobby lists every category.
      </CategoryDeadEnd>
    );
  }

  const games = category.games.items;
  const total = category.games.totalCount;
  const loadMore = async () => {
    setMore('loading');
    try {
      await fetchMore({
        variables: { slug, offset: games.length, limit: CATEGORY_GAMES_PAGE },
        updateQuery: (prev, { fetchMoreResult }) => {
          const next = fetchMoreResult.casinoCategory;
          if (!prev.casinoCategory || !next) return prev;
          const seen = new Set(prev.casinoCategory.games.items.map((g) => g.id));
          return {
            ...prev,
            casinoCategory: {
              ...prev.casinoCategory,
              games: { ...prev.casinoCategory.games, items: [...prev.casinoCategory.games.items, ...next.games.items.filter((g) => !seen.has(g.id))], totalCount: next.games.totalCount },
            },
          };
        },
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  return (
    <div className="casino-page">
      <Link className="casino-back" to={casinoPaths.lobby(base)}>
        <ArrowLeft size={16} aria-hidden="true" />
        Lobby
      </Link>
      <h1 className="casino-page__title">{category.name}</h1>
      {category.description ? <p className="casino-page__intro">{category.description}</p> : null}
      {games.length === 0 ? (
        <EmptyState title="No games in this category right now" action={<BackToLobby />}>
          Games added to this category will show here.
        </EmptyState>
      ) : (
        <>
          <ul className="game-grid" aria-label={`${category.name} games`}>
            {games.map((g) => (
              <GameTile key={g.id} game={g} base={base} categorySlug={category.slug} />
            ))}
          </ul>
          <div className="casino-more">
            {games.length < total ? (
              <Button variant="outline" loading={more === 'loading'} onClick={() => void loadMore()}>
                Load more
              </Button>
            ) : null}
            {more === 'failed' ? <FormError>We could not load more games. Please try again.</FormError> : null}
            <span className="sr-only" role="status">{`${games.length} of ${total} games shown`}</span>
          </div>
        </>
      )}
    </div>
  );
}
