import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { createGameApi, GameApiError, MESSAGE_SOURCE, tellParent, type ErrorCode, type GameApi, type GameId, type GameSession } from './api';
import { money, type GameProps } from './common';
import { SlotGame } from './slot';
import { RouletteGame } from './roulette';
import { BlackjackGame } from './blackjack';
import { KenoGame } from './keno';
import './casino-games.css';

export const INVALID_LINK = 'This game link is not valid. Close the game and open it again from the casino.';
export const SESSION_ENDED = 'This game session has ended. Close the game and open it again.';

const GAMES: Record<GameId, ComponentType<GameProps>> = {
  slot: SlotGame,
  roulette: RouletteGame,
  blackjack: BlackjackGame,
  keno: KenoGame,
};

const GAME_NAMES: Record<string, string> = { slot: 'Slot', roulette: 'European Roulette', blackjack: 'Blackjack', keno: 'Keno' };

/** The launch token of `#token=...` (null when there is none). */
export function readLaunchToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() ? token.trim() : null;
}

const ENDED_CODES: readonly ErrorCode[] = ['UNAUTHORIZED', 'SESSION_CLOSED'];

/** What the frame says under an error's message, by code. */
export function errorHint(code: ErrorCode): string | null {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return 'Deposit funds to your account, then play again.';
    case 'LOCATION':
      return 'Verify your location from the casino, then open the game again.';
    case 'RESTRICTED':
      return 'Casino play is not available on your account right now.';
    case 'UNAVAILABLE':
      return 'Please try again in a moment.';
    default:
      return null;
  }
}

function Screen({ title, children }: { title: string; children: string }) {
  return (
    <main className="cg-page cg-page--message">
      <div className="cg-screen" role="alert">
        <h1 className="cg-screen__title">{title}</h1>
        <p>{children}</p>
      </div>
    </main>
  );
}

/**
 * The built-in provider's game client (`/casino-games/builtin/:game#token=...`), shown alone in
 * the game page's frame. The launch token is read from the fragment once and the fragment is
 * removed from the address.
 */
export function GameClientPage() {
  const [token] = useState(() => readLaunchToken(window.location.hash));
  useFrameHeight();
  useEffect(() => {
    if (!window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  if (!token) return <Screen title="Game unavailable">{INVALID_LINK}</Screen>;
  return <GameClient token={token} />;
}

/**
 * Tells the framing page how tall the game is, whenever that changes, so the frame fits the
 * game instead of scrolling inside it.
 */
function useFrameHeight() {
  useEffect(() => {
    if (window.parent === window || typeof ResizeObserver === 'undefined') return;
    let last = 0;
    let watched: Element | null = null;
    // The game's own height: its page element (the document is at least as tall as the frame).
    const report = () => {
      const main = document.querySelector('main');
      const height = Math.ceil(main ? main.getBoundingClientRect().bottom + window.scrollY : document.body.scrollHeight);
      if (height <= 0 || height === last) return;
      last = height;
      tellParent({ source: MESSAGE_SOURCE, type: 'resize', height });
    };
    const sizes = new ResizeObserver(report);
    // The page element changes (loading, the game, a message): follow the current one.
    const follow = () => {
      const main = document.querySelector('main');
      if (main !== watched) {
        if (watched) sizes.unobserve(watched);
        if (main) sizes.observe(main);
        watched = main;
      }
      report();
    };
    const pages = new MutationObserver(follow);
    pages.observe(document.body, { childList: true, subtree: true });
    follow();
    return () => {
      pages.disconnect();
      sizes.disconnect();
    };
  }, []);
}

type Load = { state: 'loading' } | { state: 'ready'; session: GameSession } | { state: 'failed'; error: GameApiError };

function GameClient({ token }: { token: string }) {
  const { game: routeGame = '' } = useParams();
  const api: GameApi = useMemo(() => createGameApi(token), [token]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [balance, setBalance] = useState<number | null>(null);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [error, setError] = useState<GameApiError | null>(null);
  const [announcement, setAnnouncement] = useState<{ text: string; n: number } | null>(null);

  useEffect(() => {
    let live = true;
    api.session().then(
      (session) => {
        if (!live) return;
        setLoad({ state: 'ready', session });
        setBalance(session.balanceCents);
      },
      (e: unknown) => {
        if (live) setLoad({ state: 'failed', error: e instanceof GameApiError ? e : new GameApiError('UNAVAILABLE', 'The game could not be loaded.', 0) });
      },
    );
    return () => {
      live = false;
    };
  }, [api]);

  const name = load.state === 'ready' ? load.session.name : (GAME_NAMES[routeGame] ?? 'Casino game');
  useEffect(() => {
    document.title = name;
  }, [name]);

  const onResult = useCallback((winCents: number, text: string) => {
    setLastWin(winCents);
    setAnnouncement((previous) => ({ text, n: (previous?.n ?? 0) + 1 }));
  }, []);
  const onError = useCallback((e: GameApiError) => setError(e), []);
  const onClearError = useCallback(() => setError(null), []);

  if (load.state === 'failed') {
    if (ENDED_CODES.includes(load.error.code)) return <Screen title="Session ended">{SESSION_ENDED}</Screen>;
    const hint = errorHint(load.error.code);
    return <Screen title="Game unavailable">{hint ? `${load.error.message} ${hint}` : load.error.message}</Screen>;
  }
  if (error && ENDED_CODES.includes(error.code)) return <Screen title="Session ended">{SESSION_ENDED}</Screen>;
  if (load.state === 'loading') {
    return (
      <main className="cg-page cg-page--message" aria-busy="true">
        <p className="cg-loading" role="status">
          Loading {name}…
        </p>
      </main>
    );
  }

  const { session } = load;
  const Game = GAMES[session.game] as ComponentType<GameProps> | undefined;
  if (!Game) return <Screen title="Game unavailable">{INVALID_LINK}</Screen>;
  const hint = error ? errorHint(error.code) : null;
  return (
    <main className={`cg-page cg-page--${session.game}`}>
      <header className="cg-header">
        <h1 className="cg-header__name">{session.name}</h1>
        <span className={`cg-badge cg-badge--${session.mode}`}>{session.mode === 'demo' ? 'Demo' : 'Real money'}</span>
        <dl className="cg-header__figures">
          <div>
            <dt>Balance</dt>
            <dd data-testid="cg-balance">{money(balance ?? session.balanceCents, session.currency)}</dd>
          </div>
          <div>
            <dt>Last win</dt>
            <dd data-testid="cg-last-win">{lastWin === null ? '–' : money(lastWin, session.currency)}</dd>
          </div>
        </dl>
      </header>
      {error ? (
        <div className="cg-error" role="alert">
          <p className="cg-error__message">{error.message}</p>
          {hint ? <p className="cg-error__hint">{hint}</p> : null}
          <button type="button" className="cg-btn cg-btn--ghost cg-error__close" onClick={onClearError}>
            Dismiss
          </button>
        </div>
      ) : null}
      <div className="cg-result" role="status" aria-live="polite" aria-atomic="true">
        {announcement ? <p key={announcement.n}>{announcement.text}</p> : null}
      </div>
      <Game api={api} session={session} onBalance={setBalance} onResult={onResult} onError={onError} onClearError={onClearError} />
    </main>
  );
}
