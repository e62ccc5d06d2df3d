import './casino.css';
import { useCallback, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { Link, useLocation, useParams } from 'react-router';
import { CalendarClock, Gift, LogIn, SearchX } from 'lucide-react';
import type { CasinoLaunchError } from '@/graphql/graphql';
import { loginPathFor } from '@/shared/auth/session-controller';
import { useAuth } from '@/shared/auth/use-auth';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { casinoBaseOf, casinoPaths } from './casino-paths';
import { CasinoFreeToPlayDocument, CasinoPlayWithRewardsDocument, LaunchFreeToPlayGameDocument } from './casino-operations';
import { GameArt } from './game-art';
import { GameFrame } from './game-frame';
import { BALANCE_QUERIES, LaunchErrorAlert } from './game-page';
import { CasinoLoadError, rtpLabel, TilesSkeleton } from './game-tile';
import type { FrameMessage } from './launch-errors';

function BackToLobby({ base }: { base: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={casinoPaths.lobby(base)}>Back to the lobby</Link>
    </Button>
  );
}

/** "Resets at 12:00 AM ET" style text for the next reset, in the player's own clock. */
export function resetText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? `today at ${time}` : `${at.toLocaleDateString('en-US', { weekday: 'long' })} at ${time}`;
}

/**
 * `/casino/category/play_with_rewards`: the player's games with free rounds, each tile with its
 * "10 free spins" badge; an empty state without any; a sign-in prompt for visitors.
 */
export function PlayWithRewardsPage() {
  const location = useLocation();
  const base = casinoBaseOf(location.pathname);
  const { loginState } = useAuth();
  const loggedIn = loginState === 'loggedIn';
  const { data, loading, error, refetch } = useQuery(CasinoPlayWithRewardsDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  useDocumentTitle('Play with rewards');

  let body;
  if (!loggedIn) {
    body = (
      <EmptyState
        icon={<LogIn size={28} />}
        title="Log in to see your rewards"
        action={
          <Button asChild>
            <Link to={loginPathFor('logged-out', `${location.pathname}${location.search}`)}>Log In</Link>
          </Button>
        }
      >
        Free spins and other casino rewards on your account show their games here.
      </EmptyState>
    );
  } else if (!data && loading) body = <TilesSkeleton count={4} label="Loading your rewards" />;
  else if (!data && error) body = <CasinoLoadError title="We could not load your rewards" onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data || data.casinoPlayWithRewards.length === 0) {
    body = (
      <EmptyState icon={<Gift size={28} />} title="No games to play with rewards right now." action={<BackToLobby base={base} />}>
        Rewards you can use in the casino will show their games here.
      </EmptyState>
    );
  } else {
    body = (
      <ul className="game-grid" aria-label="Games with free rounds">
        {data.casinoPlayWithRewards.map((r) => {
          const to = r.promotionId ? casinoPaths.freeToPlay(r.promotionId, base) : casinoPaths.game(r.game.categorySlug, r.game.gameProviderGameId, base);
          return (
            <li key={r.game.id} className="game-tile">
              <Link className="game-tile__link" to={to} aria-label={`${r.game.name}, ${r.label}`}>
                <span className="game-tile__art">
                  <GameArt art={r.game.art} />
                  <span className="game-tile__badge">
                    <Badge tone="success">{r.badge}</Badge>
                  </span>
                </span>
                <span className="game-tile__name">{r.game.name}</span>
                <span className="game-tile__rtp">{r.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="casino-page">
      <h1 className="casino-page__title">Play with rewards</h1>
      {body}
    </div>
  );
}

/**
 * `/casino/f2p/:promotionId`: a free-to-play promotion's card: title, description, free rounds
 * left today, "Play" launching the game with the day's rounds (`launchFreeToPlayGame`; refusals
 * shown like the game page's), and "Come back tomorrow" with the next reset when today's are
 * used.
 */
export function FreeToPlayPage() {
  const { promotionId = '' } = useParams();
  const location = useLocation();
  const base = casinoBaseOf(location.pathname);
  const client = useApolloClient();
  const { loginState } = useAuth();
  const loggedIn = loginState === 'loggedIn';
  const loginTo = loginPathFor('logged-out', `${location.pathname}${location.search}`);
  const card = useQuery(CasinoFreeToPlayDocument, { variables: { promotionId }, fetchPolicy: 'cache-and-network' });
  const [launch, launchState] = useMutation(LaunchFreeToPlayGameDocument);
  const [playing, setPlaying] = useState<string | null>(null);
  const [launchError, setLaunchError] = useState<CasinoLaunchError | null>(null);
  const promotion = card.data?.casinoFreeToPlay;
  useDocumentTitle(promotion?.title ?? null);

  const onFrameMessage = useCallback(
    (message: FrameMessage) => {
      if (message.type === 'balance') void client.refetchQueries({ include: [...BALANCE_QUERIES, 'CasinoFreeToPlay'] }).catch(() => undefined);
    },
    [client],
  );

  if (!card.data && card.loading) {
    return (
      <div className="casino-page" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the promotion
        </span>
        <Skeleton width="50%" height={32} />
        <Skeleton height={160} radius={14} />
      </div>
    );
  }
  if (!card.data && card.error) {
    return (
      <div className="casino-page">
        <CasinoLoadError title="We could not load this promotion" headingLevel={1} onRetry={() => void card.refetch().catch(() => undefined)} />
      </div>
    );
  }
  if (!promotion || !promotion.game) {
    return (
      <div className="casino-page">
        <EmptyState icon={<SearchX size={28} />} title="This promotion is not available." headingLevel={1} action={<BackToLobby base={base} />}>
          It may have ended. The lobby lists every game you can play.
        </EmptyState>
      </div>
    );
  }
  const game = promotion.game;
  const left = promotion.roundsLeftToday;
  const usedUp = loggedIn && left === 0 && promotion.active;

  const play = async () => {
    setLaunchError(null);
    try {
      const result = await launch({ variables: { promotionId } });
      const answer = result.data?.launchFreeToPlayGame;
      if (answer?.launch.launchUrl) {
        setPlaying(answer.launch.launchUrl);
        void card.refetch().catch(() => undefined);
      } else if (answer?.launch.error) setLaunchError(answer.launch.error);
      else setLaunchError({ __typename: 'CasinoLaunchError', code: 'LAUNCH_FAILED', message: 'The game could not be started. Please try again.' });
    } catch {
      setLaunchError({ __typename: 'CasinoLaunchError', code: 'LAUNCH_FAILED', message: 'The game could not be started. Please check your connection and try again.' });
    }
  };

  return (
    <div className="casino-page game-page f2p-page">
      <h1 className="casino-page__title">{promotion.title}</h1>
      {playing ? (
        <section className="game-play" aria-label={`${game.name} game`}>
          <GameFrame name={game.name} src={playing} onClose={() => setPlaying(null)} onMessage={onFrameMessage} />
        </section>
      ) : null}
      <div className="game-info">
        <div className="game-info__art">
          <GameArt art={game.art} />
        </div>
        <div className="game-info__body">
          <p className="casino-page__intro">{promotion.description}</p>
          <dl className="game-facts">
            <div>
              <dt>Every day</dt>
              <dd>{promotion.label}</dd>
            </div>
            <div>
              <dt>Game</dt>
              <dd>
                {game.name} ({rtpLabel(game.rtpPercent)})
              </dd>
            </div>
            <div>
              <dt>Each spin</dt>
              <dd>
                <Money money={promotion.stake} />
              </dd>
            </div>
            {loggedIn && left !== null && left !== undefined ? (
              <div>
                <dt>Left today</dt>
                <dd className="f2p-page__left" aria-live="polite">
                  {left} of {promotion.roundsPerDay}
                </dd>
              </div>
            ) : null}
          </dl>
          {launchError && !playing ? <LaunchErrorAlert error={launchError} restrictionEnd={null} loginTo={loginTo} onLocationVerified={() => setLaunchError(null)} /> : null}
          {!promotion.active ? (
            <p className="game-info__note">This promotion is not running right now.</p>
          ) : usedUp ? (
            <div className="f2p-page__done" role="status">
              <CalendarClock size={20} aria-hidden="true" />
              <p>
                <strong>Come back tomorrow.</strong> Today&apos;s free spins are used; new ones arrive {resetText(promotion.nextResetAt)}.
              </p>
            </div>
          ) : null}
          {playing || !promotion.active ? null : (
            <div className="game-info__actions">
              {loggedIn ? (
                <Button size="lg" loading={launchState.loading} onClick={() => void play()}>
                  {usedUp ? 'Play for real' : 'Play'}
                </Button>
              ) : (
                <Button asChild size="lg">
                  <Link to={loginTo}>Log in to play</Link>
                </Button>
              )}
            </div>
          )}
          <p className="game-info__note">Free spins are paid by us, not your balance; wins are paid to your cash.</p>
        </div>
      </div>
    </div>
  );
}
