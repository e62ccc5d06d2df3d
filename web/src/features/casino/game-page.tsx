import './casino.css';
import { useCallback, useId, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, MapPin, SearchX } from 'lucide-react';
import type { CasinoLaunchError } from '@/graphql/graphql';
import { loginPathFor } from '@/shared/auth/session-controller';
import { useAuth } from '@/shared/auth/use-auth';
import { requestLocationCheck } from '@/shared/location/location-requests';
import { useLocationStore } from '@/shared/location/location-store';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { casinoBaseOf, casinoPaths, RG_LIMITS_PATH } from './casino-paths';
import { CasinoBalanceDocument, CasinoGamePageDocument, LaunchCasinoGameDocument } from './casino-operations';
import { GameArt } from './game-art';
import { GameFrame } from './game-frame';
import { CasinoLoadError, rtpLabel } from './game-tile';
import { launchErrorAction, restrictionEndText, type FrameMessage } from './launch-errors';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/**
 * The queries that show the player's balance: the header's account panel (the shell's
 * `ShellAccountMenu`) and this page's, plus the W-2G win modal's state (a big win raises it
 * at once). Refetched by name so the casino needs no other feature's code.
 */
export const BALANCE_QUERIES = ['ShellAccountMenu', 'CasinoBalance', 'W2gWinModal'];
/** The limits modal's query (the responsible-gaming feature's): re-read to bring up a pending acknowledgement. */
export const RG_ACK_QUERIES = ['RgAccount'];

/** Messages of the frame's errors, by the game client's code. */
type FrameError = { code: string; message: string };

function LocationCheckButton({ onVerified }: { onVerified: () => void }) {
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>('idle');
  const check = async () => {
    setState('checking');
    await requestLocationCheck({ trigger: 'manual_check', context: 'casino' });
    if (useLocationStore.getState().authorized) {
      setState('idle');
      onVerified();
    } else setState('failed');
  };
  return (
    <>
      <Button variant="secondary" size="sm" icon={<MapPin size={16} aria-hidden="true" />} loading={state === 'checking'} onClick={() => void check()}>
        Check location
      </Button>
      {state === 'failed' ? <p className="casino-alert__note">Your location could not be verified yet.</p> : null}
    </>
  );
}

/** A launch refusal: its message and the action its code calls for. */
export function LaunchErrorAlert({
  error,
  restrictionEnd,
  loginTo,
  onLocationVerified,
}: {
  error: CasinoLaunchError;
  restrictionEnd: string | null;
  loginTo: string;
  onLocationVerified: () => void;
}) {
  const action = launchErrorAction(error.code);
  return (
    <div className="casino-alert" role="alert" data-code={error.code}>
      <AlertTriangle size={20} aria-hidden="true" className="casino-alert__icon" />
      <div className="casino-alert__body">
        <p className="casino-alert__message">{error.message}</p>
        {error.code === 'CASINO_RESTRICTION' && restrictionEnd ? <p className="casino-alert__note">{restrictionEnd}</p> : null}
        <div className="casino-alert__actions">
          {action.kind === 'check-location' ? <LocationCheckButton onVerified={onLocationVerified} /> : null}
          {action.kind === 'limits' ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={RG_LIMITS_PATH}>Review your limits</Link>
            </Button>
          ) : null}
          {action.kind === 'rg-ack' ? (
            <Button asChild variant="secondary" size="sm">
              <Link to="/account/responsible-gaming">Responsible gaming</Link>
            </Button>
          ) : null}
          {action.kind === 'login' ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={loginTo}>Log In</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function GamePageSkeleton() {
  return (
    <div className="casino-page" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the game
      </span>
      <Skeleton width="50%" height={32} />
      <Skeleton height={200} radius={14} />
      <Skeleton width="80%" height={16} />
    </div>
  );
}

/**
 * `/casino/category/:categorySlug/:gameProviderGameId`: the game's name, rules, RTP and stake
 * range, "Play for real" (login required) and "Play for fun" (demo games). A launch opens the
 * game frame with the player's balance above it; a refusal shows its message with the action
 * its code calls for. Balance messages of the frame refresh the balances the header shows.
 */
export function GamePage() {
  const { gameProviderGameId = '', categorySlug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const base = casinoBaseOf(location.pathname);
  const { loginState } = useAuth();
  const loggedIn = loginState === 'loggedIn';
  const here = `${location.pathname}${location.search}`;
  const loginTo = loginPathFor('logged-out', here);

  const game = useQuery(CasinoGamePageDocument, { variables: { gameProviderGameId }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const balance = useQuery(CasinoBalanceDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [launch, launchState] = useMutation(LaunchCasinoGameDocument);
  const [playing, setPlaying] = useState<{ url: string; demo: boolean } | null>(null);
  const [launchError, setLaunchError] = useState<CasinoLaunchError | null>(null);
  const [frameError, setFrameError] = useState<FrameError | null>(null);
  const [pending, setPending] = useState<'real' | 'demo' | null>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const data = game.data?.casinoGamePage;
  useDocumentTitle(data?.name ?? null);

  const start = async (demo: boolean) => {
    if (!data) return;
    if (!demo && !loggedIn) {
      void navigate(loginTo);
      return;
    }
    setPending(demo ? 'demo' : 'real');
    setLaunchError(null);
    setFrameError(null);
    try {
      const result = await launch({ variables: { gameSlug: data.slug, demo } });
      const answer = result.data?.launchCasinoGame;
      if (answer?.launchUrl) setPlaying({ url: answer.launchUrl, demo });
      else if (answer?.error) {
        setLaunchError(answer.error);
        if (answer.error.code === 'RG_ACK_REQUIRED') void client.refetchQueries({ include: RG_ACK_QUERIES }).catch(() => undefined);
        if (answer.error.code === 'CASINO_RESTRICTION' && loggedIn) void balance.refetch().catch(() => undefined);
      } else setLaunchError({ __typename: 'CasinoLaunchError', code: 'LAUNCH_FAILED', message: 'The game could not be started. Please try again.' });
    } catch {
      setLaunchError({ __typename: 'CasinoLaunchError', code: 'LAUNCH_FAILED', message: 'The game could not be started. Please check your connection and try again.' });
    } finally {
      setPending(null);
    }
  };

  const onFrameMessage = useCallback(
    (message: FrameMessage) => {
      if (message.type === 'balance') {
        // Demo money is not the account's: only real play moves the balances the header shows.
        if (playing && !playing.demo) void client.refetchQueries({ include: BALANCE_QUERIES }).catch(() => undefined);
      } else if (message.type === 'error') setFrameError({ code: message.code, message: message.message });
    },
    [client, playing],
  );

  const close = () => {
    setPlaying(null);
    setFrameError(null);
    // Back to where play started, for keyboard and screen-reader users.
    requestAnimationFrame(() => playButton.current?.focus());
  };

  if (!game.data && game.loading) return <GamePageSkeleton />;
  if (!game.data && game.error) {
    return (
      <div className="casino-page">
        <CasinoLoadError title="We could not load this game" headingLevel={1} onRetry={() => void game.refetch().catch(() => undefined)} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="casino-page">
        <EmptyState
          icon={<SearchX size={28} />}
          title="This game is not available."
          headingLevel={1}
          action={
            <Button asChild variant="outline">
              <Link to={casinoPaths.lobby(base)}>Back to the lobby</Link>
            </Button>
          }
        >
          It may have left the catalogue. The lobby lists every game you can play.
        </EmptyState>
      </div>
    );
  }

  const account = balance.data?.account ?? null;
  const restrictionEnd = restrictionEndText(account?.casinoRestriction ?? null);

  return (
    <div className="casino-page game-page">
      <Link className="casino-back" to={casinoPaths.category(categorySlug || data.categorySlug, base)}>
        <ArrowLeft size={16} aria-hidden="true" />
        Back to the category
      </Link>
      <h1 id={headingId} className="casino-page__title">
        {data.name}
      </h1>

      {playing ? (
        <section className="game-play" aria-label={`${data.name} game`}>
          <div className="game-play__status" aria-live="polite">
            {playing.demo ? (
              <Badge tone="info">Playing for fun: no real money</Badge>
            ) : (
              <p className="game-play__balance">
                <span>Balance</span>
                {account ? <Money money={account.balances.playableBalance} className="game-play__amount" /> : <Skeleton width={90} height={20} />}
              </p>
            )}
          </div>
          {frameError ? (
            <div className="casino-alert" role="alert" data-code={frameError.code}>
              <AlertTriangle size={20} aria-hidden="true" className="casino-alert__icon" />
              <div className="casino-alert__body">
                <p className="casino-alert__message">{frameError.message}</p>
                <div className="casino-alert__actions">
                  {frameError.code === 'LOCATION' ? <LocationCheckButton onVerified={() => setFrameError(null)} /> : null}
                  {frameError.code === 'LIMIT' ? (
                    <Button asChild variant="secondary" size="sm">
                      <Link to={RG_LIMITS_PATH}>Review your limits</Link>
                    </Button>
                  ) : null}
                </div>
              </div>
            </div>
          ) : null}
          <GameFrame name={data.name} src={playing.url} onClose={close} onMessage={onFrameMessage} />
        </section>
      ) : null}

      <div className="game-info">
        <div className="game-info__art">
          <GameArt art={data.art} />
        </div>
        <div className="game-info__body">
          {data.description ? <p className="casino-page__intro">{data.description}</p> : null}
          <dl className="game-facts">
            <div>
              <dt>Return to player</dt>
              <dd>{rtpLabel(data.rtpPercent)}</dd>
            </div>
            <div>
              <dt>Stakes</dt>
              <dd>
                <Money money={data.minStake} /> to <Money money={data.maxStake} />
              </dd>
            </div>
          </dl>
          {launchError && !playing ? (
            <LaunchErrorAlert error={launchError} restrictionEnd={restrictionEnd} loginTo={loginTo} onLocationVerified={() => setLaunchError(null)} />
          ) : null}
          {data.hasFreeWager && data.freeWagerLabel && !playing ? (
            <p className="game-info__free">
              <Badge tone="success">Free spins</Badge> You have {data.freeWagerLabel}. Play for real to use them: we pay their stakes, and wins go to your cash.
            </p>
          ) : null}
          {playing ? null : (
            <div className="game-info__actions">
              <Button ref={playButton} size="lg" loading={pending === 'real'} disabled={pending !== null || launchState.loading} onClick={() => void start(false)}>
                Play for real
              </Button>
              {data.demoAvailable ? (
                <Button size="lg" variant="outline" loading={pending === 'demo'} disabled={pending !== null || launchState.loading} onClick={() => void start(true)}>
                  Play for fun
                </Button>
              ) : null}
            </div>
          )}
          {!loggedIn && !playing ? <p className="game-info__note">Log in to play for real money.</p> : null}
        </div>
      </div>

      {data.rules.length ? (
        <section className="game-rules" aria-labelledby={`${headingId}-rules`}>
          <h2 id={`${headingId}-rules`} className="game-rules__title">
            Rules
          </h2>
          <ul className="game-rules__list">
            {data.rules.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
