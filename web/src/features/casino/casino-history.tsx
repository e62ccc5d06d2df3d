import './casino.css';
import { useId, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, ChevronRight, Dices, SearchX } from 'lucide-react';
import type { CasinoMoneyFragment, CasinoRoundFieldsFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { formatCents } from '@/shared/format/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/field';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { casinoPaths } from './casino-paths';
import { CasinoGameSessionDocument, CasinoGameSessionsDocument, CasinoRoundDetailDocument } from './casino-operations';
import { CasinoLoadError } from './game-tile';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** Sessions per page of the casino history ("Load more" reads the next). */
export const SESSIONS_PAGE = 20;

/** won - staked in the money's own shape (cents as integers: no float drift). */
export function netOf(staked: CasinoMoneyFragment, won: CasinoMoneyFragment): CasinoMoneyFragment {
  const cents = BigInt(won.amountLong) - BigInt(staked.amountLong);
  return { __typename: 'Money', amount: Number(cents), amountLong: cents.toString(), currency: staked.currency, formattedAmount: formatCents(cents, staked.currency) };
}

function Net({ money }: { money: CasinoMoneyFragment }) {
  return (
    <span className="casino-net" data-sign={money.amountLong.startsWith('-') ? 'negative' : 'positive'}>
      <Money money={money} />
    </span>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="casino-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius={12} />
      ))}
    </div>
  );
}

/**
 * The history frame's Casino section: the player's game sessions, newest first, 20 at a time
 * with "Load more"; each opens its rounds. The empty state stays for a player with none.
 */
export function CasinoHistorySection({ title = 'Casino' }: { title?: string }) {
  const headingId = useId();
  const { data, loading, error, refetch, fetchMore } = useQuery(CasinoGameSessionsDocument, {
    variables: { offset: 0, limit: SESSIONS_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const page = data?.casinoGameSessions;

  const loadMore = async () => {
    if (!page) return;
    setMore('loading');
    try {
      await fetchMore({
        variables: { offset: page.items.length, limit: SESSIONS_PAGE },
        updateQuery: (prev, { fetchMoreResult }) => {
          const seen = new Set(prev.casinoGameSessions.items.map((s) => s.id));
          return {
            ...prev,
            casinoGameSessions: {
              ...prev.casinoGameSessions,
              items: [...prev.casinoGameSessions.items, ...fetchMoreResult.casinoGameSessions.items.filter((s) => !seen.has(s.id))],
              totalCount: fetchMoreResult.casinoGameSessions.totalCount,
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
  if (!page && loading) body = <ListSkeleton label="Loading your casino sessions" />;
  else if (!page && error) body = <CasinoLoadError title="We could not load your casino history" headingLevel={3} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!page || page.items.length === 0) {
    body = (
      <EmptyState icon={<Dices size={28} />} title="No casino activity yet" headingLevel={3}>
        Casino rounds you play will show here.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="casino-sessions" aria-label="Casino sessions">
          {page.items.map((s) => (
            <li key={s.id}>
              <Link className="casino-session-row" to={casinoPaths.session(s.id)}>
                <span className="casino-session-row__main">
                  <span className="casino-session-row__title">{s.game?.name ?? 'A game no longer offered'}</span>
                  <span className="casino-session-row__date">Opened {formatDateTime(s.openedAt)}</span>
                  {s.active ? <Badge tone="success">Open</Badge> : null}
                </span>
                <dl className="casino-figures">
                  <div>
                    <dt>Rounds</dt>
                    <dd className="tabular">{s.roundCount}</dd>
                  </div>
                  <div>
                    <dt>Staked</dt>
                    <dd>
                      <Money money={s.staked} />
                    </dd>
                  </div>
                  <div>
                    <dt>Won</dt>
                    <dd>
                      <Money money={s.won} />
                    </dd>
                  </div>
                  <div>
                    <dt>Net</dt>
                    <dd>
                      <Net money={netOf(s.staked, s.won)} />
                    </dd>
                  </div>
                </dl>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <div className="casino-more">
          {page.items.length < page.totalCount ? (
            <Button variant="outline" block loading={more === 'loading'} onClick={() => void loadMore()}>
              Load more
            </Button>
          ) : null}
          {more === 'failed' ? <FormError>We could not load more sessions. Please try again.</FormError> : null}
          <span className="sr-only" role="status">{`${page.items.length} of ${page.totalCount} sessions shown`}</span>
        </div>
      </>
    );
  }

  return (
    <section className="history-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="history-section__title">
        {title}
      </h2>
      {body}
    </section>
  );
}

function BackToHistory({ to = casinoPaths.history, label = 'Casino history' }: { to?: string; label?: string }) {
  return (
    <Link className="casino-back" to={to}>
      <ArrowLeft size={16} aria-hidden="true" />
      {label}
    </Link>
  );
}

function NotFound({ title }: { title: string }) {
  return (
    <div className="casino-page casino-page--account">
      <EmptyState
        icon={<SearchX size={28} />}
        title={title}
        headingLevel={1}
        action={
          <Button asChild variant="outline">
            <Link to={casinoPaths.history}>Casino history</Link>
          </Button>
        }
      >
        It may belong to another account or no longer exist.
      </EmptyState>
    </div>
  );
}

function RoundFigures({ round }: { round: CasinoRoundFieldsFragment }) {
  return (
    <dl className="casino-figures">
      <div>
        <dt>Staked</dt>
        <dd>
          <Money money={round.staked} />
        </dd>
      </div>
      <div>
        <dt>Won</dt>
        <dd>
          <Money money={round.won} />
        </dd>
      </div>
      <div>
        <dt>Net</dt>
        <dd>
          <Net money={round.net} />
        </dd>
      </div>
      {round.jackpotWon ? (
        <div>
          <dt>Jackpot</dt>
          <dd className="casino-jackpot-won">
            <Money money={round.jackpotWon} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** `/account/history/casino/:sessionId`: the session's totals and its rounds (oldest first). */
export function CasinoSessionPage() {
  const sessionId = useParams().sessionId ?? '';
  const { data, loading, error, refetch } = useQuery(CasinoGameSessionDocument, { variables: { id: sessionId }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const session = data?.casinoGameSession;
  const name = session?.game?.name ?? 'Casino session';
  useDocumentTitle(session ? name : null);

  if (!data && loading) return <ListSkeleton label="Loading the session" />;
  if (!data && error) {
    return (
      <div className="casino-page casino-page--account">
        <BackToHistory />
        <CasinoLoadError title="We could not load this session" headingLevel={1} onRetry={() => void refetch().catch(() => undefined)} />
      </div>
    );
  }
  if (!session) return <NotFound title="This session is not available." />;

  return (
    <div className="casino-page casino-page--account">
      <BackToHistory />
      <h1 className="casino-page__title">{name}</h1>
      <p className="casino-page__intro">
        Opened {formatDateTime(session.openedAt)}
        {session.closedAt ? `, closed ${formatDateTime(session.closedAt)}` : session.active ? ', still open' : ''}
      </p>
      <dl className="casino-figures casino-figures--totals" aria-label="Session totals">
        <div>
          <dt>Rounds</dt>
          <dd className="tabular">{session.roundCount}</dd>
        </div>
        <div>
          <dt>Staked</dt>
          <dd>
            <Money money={session.staked} />
          </dd>
        </div>
        <div>
          <dt>Won</dt>
          <dd>
            <Money money={session.won} />
          </dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>
            <Net money={netOf(session.staked, session.won)} />
          </dd>
        </div>
      </dl>
      <h2 className="history-section__title">Rounds</h2>
      {session.rounds.length === 0 ? (
        <EmptyState title="No rounds in this session" headingLevel={3}>
          The session was opened but no round was played.
        </EmptyState>
      ) : (
        <ol className="casino-sessions" aria-label="Rounds">
          {session.rounds.map((r) => (
            <li key={r.roundId}>
              <Link className="casino-session-row" to={casinoPaths.round(session.id, r.roundId)}>
                <span className="casino-session-row__main">
                  <span className="casino-session-row__title">Round {r.roundId}</span>
                  <span className="casino-session-row__date">{formatDateTime(r.startedAt)}</span>
                </span>
                <RoundFigures round={r} />
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** `/account/history/casino/:roundId/round?session={sessionId}`: one round's detail. */
export function CasinoRoundPage() {
  const roundId = useParams().roundId ?? '';
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const { data, loading, error, refetch } = useQuery(CasinoRoundDetailDocument, {
    variables: { sessionId, roundId },
    skip: !sessionId,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const round = data?.casinoRoundDetail;
  useDocumentTitle(round ? `${round.gameName} round` : null);

  if (!sessionId) return <NotFound title="This round is not available." />;
  if (!data && loading) return <ListSkeleton label="Loading the round" />;
  if (!data && error) {
    return (
      <div className="casino-page casino-page--account">
        <BackToHistory to={casinoPaths.session(sessionId)} label="Session" />
        <CasinoLoadError title="We could not load this round" headingLevel={1} onRetry={() => void refetch().catch(() => undefined)} />
      </div>
    );
  }
  if (!round) return <NotFound title="This round is not available." />;

  return (
    <div className="casino-page casino-page--account">
      <BackToHistory to={casinoPaths.session(round.sessionId)} label="Session" />
      <h1 className="casino-page__title">{round.gameName}</h1>
      <dl className="casino-round" aria-label="Round detail">
        <div>
          <dt>Round</dt>
          <dd>{round.roundId}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{formatDateTime(round.startedAt)}</dd>
        </div>
        <div>
          <dt>Last update</dt>
          <dd>{formatDateTime(round.updatedAt)}</dd>
        </div>
        <div>
          <dt>Staked</dt>
          <dd>
            <Money money={round.staked} />
          </dd>
        </div>
        <div>
          <dt>Won</dt>
          <dd>
            <Money money={round.won} />
          </dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>
            <Net money={round.net} />
          </dd>
        </div>
        {round.jackpotWon ? (
          <div>
            <dt>Jackpot won</dt>
            <dd className="casino-jackpot-won">
              <Money money={round.jackpotWon} />
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
