import './casino.css';
import { useId, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useLocation } from 'react-router';
import { ChevronRight, Dices } from 'lucide-react';
import type { CasinoLobbyQuery } from '@/graphql/graphql';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/field';
import { casinoBaseOf, casinoPaths } from './casino-paths';
import { CasinoLobbyDocument } from './casino-operations';
import { CasinoLoadError, GameTile, TilesSkeleton } from './game-tile';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { CasinoWelcomeCard } from './welcome-card';
import { JackpotsSection, useLobbyJackpotsLive } from './jackpots';

/** Categories per lobby page ("Load more" reads the next). */
export const LOBBY_CATEGORIES_PAGE = 12;

type Category = NonNullable<CasinoLobbyQuery['casinoLobby']>['categories']['items'][number];

function CategoryRow({ category, base }: { category: Category; base: string }) {
  const headingId = useId();
  const games = category.games.items;
  return (
    <section className="casino-row" aria-labelledby={headingId}>
      <div className="casino-row__head">
        <div>
          <h2 id={headingId} className="casino-row__title">
            {category.name}
          </h2>
          {category.description ? <p className="casino-row__description">{category.description}</p> : null}
        </div>
        <Link className="casino-row__all" to={casinoPaths.category(category.slug, base)} aria-label={`See all ${category.name} (${category.games.totalCount})`}>
          See all
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </div>
      {games.length ? (
        <ul className="game-row" aria-label={category.name}>
          {games.map((g) => (
            <GameTile key={g.id} game={g} base={base} categorySlug={category.slug} />
          ))}
        </ul>
      ) : (
        <p className="casino-row__empty">No games in this category right now.</p>
      )}
    </section>
  );
}

/**
 * The casino lobby: `casinoLobby`'s categories, each a row of its first games with "See all"
 * to the category page; more categories with "Load more". `title` is the page heading; `home`
 * (the standalone casinos' home) leaves the document title to the brand.
 */
export function CasinoLobby({ title, home = false }: { title?: string; home?: boolean }) {
  const { pathname } = useLocation();
  const base = casinoBaseOf(pathname);
  const { data, loading, error, refetch, fetchMore } = useQuery(CasinoLobbyDocument, {
    variables: { offset: 0, limit: LOBBY_CATEGORIES_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const lobby = data?.casinoLobby;
  useLobbyJackpotsLive();
  const heading = title ?? lobby?.name ?? 'Casino';
  // On a standalone casino's home the brand's own title stays.
  useDocumentTitle(home ? null : (title ?? 'Casino'));

  const loadMore = async () => {
    if (!lobby) return;
    setMore('loading');
    try {
      await fetchMore({
        variables: { offset: lobby.categories.items.length, limit: LOBBY_CATEGORIES_PAGE },
        updateQuery: (prev, { fetchMoreResult }) => {
          const next = fetchMoreResult.casinoLobby;
          if (!prev.casinoLobby || !next) return prev;
          const seen = new Set(prev.casinoLobby.categories.items.map((c) => c.id));
          return {
            ...prev,
            casinoLobby: {
              ...prev.casinoLobby,
              categories: {
                ...prev.casinoLobby.categories,
                items: [...prev.casinoLobby.categories.items, ...next.categories.items.filter((c) => !seen.has(c.id))],
                totalCount: next.categories.totalCount,
              },
            },
          };
        },
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  let body;
  if (!data && loading) body = <TilesSkeleton label="Loading the casino lobby" />;
  else if (!data && error) body = <CasinoLoadError onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!lobby || lobby.categories.items.length === 0) {
    body = (
      <EmptyState icon={<Dices size={28} />} title="No games right now">
        The casino has no games to show at the moment. Please come back later.
      </EmptyState>
    );
  } else {
    const shown = lobby.categories.items.length;
    body = (
      <>
        <JackpotsSection jackpots={lobby.jackpots} base={base} />
        {lobby.categories.items.map((c) => (
          <CategoryRow key={c.id} category={c} base={base} />
        ))}
        <div className="casino-more">
          {shown < lobby.categories.totalCount ? (
            <Button variant="outline" loading={more === 'loading'} onClick={() => void loadMore()}>
              Load more
            </Button>
          ) : null}
          {more === 'failed' ? <FormError>We could not load more categories. Please try again.</FormError> : null}
          <span className="sr-only" role="status">{`${shown} of ${lobby.categories.totalCount} categories shown`}</span>
        </div>
      </>
    );
  }

  return (
    <div className="casino-page casino-lobby">
      <h1 className="casino-page__title">{heading}</h1>
      <CasinoWelcomeCard />
      {body}
    </div>
  );
}

/** `/casino` and `/casino/lobby`. */
export function CasinoLobbyPage() {
  return <CasinoLobby />;
}
