import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client';
import { AlertTriangle, Clock, Lock, MapPinOff, MonitorPlay, RefreshCw, Wallet, X } from 'lucide-react';
import type { LiveStreamErrorCode } from '@/graphql/graphql';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { SportsLiveStreamDocument, type LiveStreamResultData } from './live-stream-operations';
import type { EventData } from './event-state';

type Details = Extract<LiveStreamResultData, { __typename: 'LiveStreamDetails' }>;
type StreamError = Extract<LiveStreamResultData, { __typename: 'LiveStreamError' }>;
type Restriction = Extract<LiveStreamResultData, { __typename: 'LiveStreamPatronRestriction' }>;

const ERROR_TITLES: Record<LiveStreamErrorCode, string> = {
  EVENT_CANCELLED: 'This game was called off',
  EVENT_CLOSED: 'The stream has ended',
  EVENT_PENDING: "The stream isn't open yet",
  RATE_LIMITED: 'Too many tries',
};

/** What a restriction asks of the viewer, in our words (the server's message follows). */
export const RESTRICTION_TEXT = {
  ANONYMOUS: { title: 'Log in to watch', body: 'Live streams are for account holders. Log in, or join, to watch this game.' },
  NO_BALANCE_OR_BET: {
    title: 'Fund your account or place a bet to watch',
    body: 'Live streams are for account holders with money in their account or a bet on this game.',
  },
  OUT_OF_REGION: {
    title: 'Not available where you are',
    body: 'Live streams can only be watched inside a region where we operate. Check your location settings and try again.',
  },
} as const;

function Notice({ icon, title, children, actions }: { icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="stream-notice">
      <span className="stream-notice__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="stream-notice__text">
        <h3 className="stream-notice__title">{title}</h3>
        {children}
        {actions ? <div className="stream-notice__actions">{actions}</div> : null}
      </div>
    </div>
  );
}

function Player({ details, event }: { details: Details; event: EventData }) {
  const tracker = details.streamType === 'MATCH_TRACKER';
  return (
    <div className="stream-player">
      <iframe
        className="stream-player__frame"
        src={details.url}
        title={tracker ? `Match tracker: ${event.name}` : `Live stream: ${event.name}`}
        allow="autoplay; fullscreen"
        referrerPolicy="same-origin"
      />
      <p className="stream-player__note">{tracker ? 'Match tracker: the game drawn live from its statistics.' : 'Live video.'}</p>
    </div>
  );
}

function ErrorResult({ error, onRetry }: { error: StreamError; onRetry: () => void }) {
  const [wait, setWait] = useState(error.code === 'RATE_LIMITED' ? (error.retryAfterSeconds ?? 0) : 0);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);
  const icon = error.code === 'EVENT_PENDING' || error.code === 'RATE_LIMITED' ? <Clock size={22} /> : <AlertTriangle size={22} />;
  const retryable = error.code === 'RATE_LIMITED' || error.code === 'EVENT_PENDING';
  return (
    <Notice
      icon={icon}
      title={ERROR_TITLES[error.code]}
      actions={
        retryable ? (
          <Button variant="outline" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={onRetry} disabled={wait > 0}>
            {wait > 0 ? `Try again in ${wait} s` : 'Try again'}
          </Button>
        ) : null
      }
    >
      <p>{error.message}</p>
    </Notice>
  );
}

function RestrictionResult({ restriction }: { restriction: Restriction }) {
  const text = RESTRICTION_TEXT[restriction.reason];
  const icon = restriction.reason === 'ANONYMOUS' ? <Lock size={22} /> : restriction.reason === 'OUT_OF_REGION' ? <MapPinOff size={22} /> : <Wallet size={22} />;
  return (
    <Notice
      icon={icon}
      title={text.title}
      actions={
        restriction.reason === 'ANONYMOUS' ? (
          <>
            <Link to="/login" className="btn btn--primary btn--sm">
              Log In
            </Link>
            <Link to="/signup" className="btn btn--outline btn--sm">
              Sign Up
            </Link>
          </>
        ) : null
      }
    >
      <p>{text.body}</p>
      {restriction.message && restriction.message !== text.body ? <p className="stream-notice__server">{restriction.message}</p> : null}
    </Notice>
  );
}

/** What `liveStream` answered, drawn: the player, or why there is none and what to do. */
export function LiveStreamResult({ result, event, onRetry }: { result: LiveStreamResultData; event: EventData; onRetry: () => void }) {
  switch (result.__typename) {
    case 'LiveStreamDetails':
      return <Player details={result} event={event} />;
    case 'LiveStreamError':
      return <ErrorResult error={result} onRetry={onRetry} />;
    case 'LiveStreamRightsError':
      return (
        <Notice icon={<AlertTriangle size={22} />} title="This game can't be streamed here">
          <p>{result.message}</p>
        </Notice>
      );
    case 'LiveStreamPatronRestriction':
      return <RestrictionResult restriction={result} />;
    default:
      return null;
  }
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; result: LiveStreamResultData };

/**
 * The event page's Watch control (shown while `liveStreamAvailable`): asks `liveStream` for
 * the viewer and shows the stream, or why it cannot be watched, in a panel under the button.
 */
export function WatchControl({ event }: { event: EventData }) {
  const client = useApolloClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const load = () => {
    setState({ kind: 'loading' });
    client
      .query({ query: SportsLiveStreamDocument, variables: { eventId: event.id, geoPacket: null }, fetchPolicy: 'no-cache' })
      .then(({ data }) => setState(data?.liveStream ? { kind: 'done', result: data.liveStream } : { kind: 'failed' }))
      .catch(() => setState({ kind: 'failed' }));
  };

  const toggle = () => {
    if (open) {
      setOpen(false);
      setState({ kind: 'idle' });
      return;
    }
    setOpen(true);
    load();
  };

  return (
    <div className="watch">
      <button type="button" className="watch__button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {open ? <X size={16} aria-hidden="true" /> : <MonitorPlay size={16} aria-hidden="true" />}
        {open ? 'Close stream' : 'Watch'}
      </button>
      <section id={panelId} className="watch__panel" aria-label="Live stream" hidden={!open}>
        {state.kind === 'loading' ? (
          <p className="watch__loading" role="status">
            <Spinner size={18} /> Opening the stream…
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <Notice
            icon={<AlertTriangle size={22} />}
            title="We couldn't open the stream"
            actions={
              <Button variant="outline" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={load}>
                Try again
              </Button>
            }
          >
            <p>Check your connection, then try again.</p>
          </Notice>
        ) : null}
        {state.kind === 'done' ? <LiveStreamResult result={state.result} event={event} onRetry={load} /> : null}
      </section>
    </div>
  );
}
