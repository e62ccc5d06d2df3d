import './casino.css';
import { useId } from 'react';
import { useQuery, useSubscription } from '@apollo/client';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, SearchX, Trophy } from 'lucide-react';
import type { CasinoJackpotAmountFragment, CasinoMoneyFragment } from '@/graphql/graphql';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/money';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Skeleton } from '@/shared/ui/skeleton';
import { casinoBaseOf, casinoPaths } from './casino-paths';
import { CasinoJackpotDocument, CasinoJackpotUpdatedDocument, CasinoLobbyUpdatedDocument } from './casino-operations';
import { CategoryDeadEnd } from './category-page';
import { CasinoLoadError, GameTile } from './game-tile';
import { JackpotAmount } from './jackpot-amount';

/** The lobby's live jackpot amounts: `casinoLobbyUpdated` writes them into the cache. */
export function useLobbyJackpotsLive() {
  useSubscription(CasinoLobbyUpdatedDocument);
}

function JackpotCard({ jackpot, base }: { jackpot: CasinoJackpotAmountFragment; base: string }) {
  return (
    <li className="jackpot-card">
      <Link className="jackpot-card__link" to={casinoPaths.jackpot(jackpot.slug, base)}>
        <Trophy className="jackpot-card__icon" size={22} aria-hidden="true" />
        <h3 className="jackpot-card__name">{jackpot.name}</h3>
        <JackpotAmount money={jackpot.amount} className="jackpot-card__amount" />
        <span className="jackpot-card__more">See the jackpot</span>
      </Link>
    </li>
  );
}

/** The lobby's jackpots: a card each with its live amount, linking to the jackpot's page. */
export function JackpotsSection({ jackpots, base }: { jackpots: readonly CasinoJackpotAmountFragment[]; base: string }) {
  const headingId = useId();
  if (jackpots.length === 0) return null;
  return (
    <section className="casino-row" aria-labelledby={headingId}>
      <div className="casino-row__head">
        <div>
          <h2 id={headingId} className="casino-row__title">
            Jackpots
          </h2>
          <p className="casino-row__description">Every real-money stake on their games grows the pot. Any stake can win it all.</p>
        </div>
      </div>
      <ul className="jackpot-cards" aria-label="Jackpots">
        {jackpots.map((j) => (
          <JackpotCard key={j.id} jackpot={j} base={base} />
        ))}
      </ul>
    </section>
  );
}

/** "Last won $12,345.67 on Nov 22, 2025" or "Not won yet". */
export function lastWonLabel(lastHit: { amount: CasinoMoneyFragment; at: string } | null | undefined): string {
  return lastHit ? `Last won ${formatMoney(lastHit.amount)} on ${formatDate(lastHit.at)}` : 'Not won yet';
}

/**
 * `/casino/category/jackpots/:jackpotSlug`: the jackpot's name, live amount, when it was last won,
 * and the games that feed it; an unknown jackpot is a dead end with the way back to the lobby.
 */
export function JackpotPage() {
  const slug = useParams().jackpotSlug ?? '';
  const base = casinoBaseOf(useLocation().pathname);
  const gamesHeading = useId();
  const { data, loading, error, refetch } = useQuery(CasinoJackpotDocument, {
    variables: { slug },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const jackpot = data?.casinoJackpot;
  useSubscription(CasinoJackpotUpdatedDocument, { variables: { slug }, skip: !jackpot });
  useDocumentTitle(jackpot?.name ?? null);

  if (!data && loading) {
    return (
      <div className="casino-page" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the jackpot
        </span>
        <Skeleton width="40%" height={28} />
        <Skeleton height={120} radius={16} />
      </div>
    );
  }
  if (!data && error) {
    return (
      <div className="casino-page">
        <CasinoLoadError title="We could not load this jackpot" headingLevel={1} onRetry={() => void refetch().catch(() => undefined)} />
      </div>
    );
  }
  if (!jackpot) {
    return (
      <CategoryDeadEnd title="This jackpot is not available." icon={<SearchX size={28} />}>
        Browse the lobby for the games you can play now.
      </CategoryDeadEnd>
    );
  }
  return (
    <div className="casino-page">
      <Link className="casino-back" to={casinoPaths.lobby(base)}>
        <ArrowLeft size={16} aria-hidden="true" />
        Lobby
      </Link>
      <h1 className="casino-page__title">{jackpot.name}</h1>
      <div className="jackpot-hero">
        <Trophy className="jackpot-hero__icon" size={32} aria-hidden="true" />
        <p className="jackpot-hero__label">Jackpot now</p>
        <JackpotAmount money={jackpot.amount} className="jackpot-hero__amount" />
        <p className="jackpot-hero__last">{lastWonLabel(jackpot.lastHit)}</p>
      </div>
      <p className="casino-page__intro">
        A share of every real-money stake on these games goes into the pot, and any stake can win all of it: the bigger the stake, the bigger the chance. Free spins and play for fun do not take part.
      </p>
      <section className="casino-row" aria-labelledby={gamesHeading}>
        <h2 id={gamesHeading} className="casino-row__title">
          Games that feed it
        </h2>
        <ul className="game-grid" aria-label={`${jackpot.name} games`}>
          {jackpot.games.map((g) => (
            <GameTile key={g.id} game={g} base={base} />
          ))}
        </ul>
      </section>
    </div>
  );
}
