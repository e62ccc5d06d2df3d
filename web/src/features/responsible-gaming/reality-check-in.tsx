import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { Hourglass } from 'lucide-react';
import type { SpentInSessionQuery } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { Button } from '@/shared/ui/button';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { checkInIndex, dueCheckIn, elapsedSeconds, formatElapsed, SPENT_REFRESH_MS } from './check-in-timing';
import { RgSessionDocument, SpentInSessionDocument } from './rg-operations';
import './responsible-gaming.css';

type Spent = SpentInSessionQuery['spentInSession'];

/**
 * The reality check-in (see docs/product/responsible-gaming-and-location.md): while logged in with
 * an interval set (`sessionAccount.realityCheckinInterval`, seconds), a persistent check-in opens
 * each time the interval divides the seconds since login, showing that time and the amount wagered
 * this session (`spentInSession`, network-only, re-read every 10 s while open). "I Understand"
 * closes it; a failed read is reported and closes it.
 */
export function RealityCheckIn() {
  const id = useId();
  const client = useApolloClient();
  const { isLoggedIn } = useAuth();
  const startedAt = useAuthStore((s) => s.sessionStartedAt);
  const { data } = useQuery(RgSessionDocument, { skip: !isLoggedIn });
  const interval = isLoggedIn ? (data?.sessionAccount?.realityCheckinInterval ?? null) : null;
  // The session (its start) the open check-in belongs to: a later session never inherits it.
  const [openFor, setOpenFor] = useState<number | null>(null);
  const [openedAt, setOpenedAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [spent, setSpent] = useState<Spent | null>(null);
  const lastIndex = useRef(0);
  const visible = isLoggedIn && startedAt !== null && openFor === startedAt;

  // The timing rule, checked every second; check-ins already passed when the interval
  // or the session changes are not replayed.
  useEffect(() => {
    if (!interval || interval <= 0 || startedAt === null) return;
    lastIndex.current = checkInIndex(elapsedSeconds(startedAt, Date.now()), interval);
    const timer = window.setInterval(() => {
      const t = Date.now();
      const due = dueCheckIn(elapsedSeconds(startedAt, t), interval, lastIndex.current);
      if (due === null) return;
      lastIndex.current = due;
      setSpent(null);
      setNow(t);
      setOpenedAt(t);
      setOpenFor(startedAt);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [interval, startedAt]);

  // The time since login keeps counting while the check-in is open.
  useEffect(() => {
    if (!visible) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [visible]);

  // The session's spend: read at once, then every 10 s while open.
  useEffect(() => {
    if (!visible) return;
    let live = true;
    const read = async () => {
      try {
        const result = await client.query({ query: SpentInSessionDocument, fetchPolicy: 'network-only' });
        if (!live) return;
        if (!result.data?.spentInSession) throw result.error ?? new Error('spentInSession answered no data');
        setSpent(result.data.spentInSession);
      } catch (error) {
        if (!live) return;
        reportError(error, { source: 'reality-check-in', operationName: 'SpentInSession' });
        setOpenFor(null);
      }
    };
    void read();
    const timer = window.setInterval(() => void read(), SPENT_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [visible, openedAt, client]);

  if (!visible || startedAt === null) return null;
  const since = formatElapsed(elapsedSeconds(startedAt, now));
  const sinceAtOpen = formatElapsed(elapsedSeconds(startedAt, openedAt));
  return (
    <section className="rg-checkin toast toast--info" role="dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <Hourglass className="toast__icon" size={20} aria-hidden="true" />
      <div className="toast__body">
        <h2 id={`${id}-title`} className="toast__title">
          Reality Check-In
        </h2>
        <p className="sr-only" role="status">
          {`Reality check-in: you have been logged in for ${sinceAtOpen}.`}
        </p>
        <dl id={`${id}-body`} className="rg-checkin__facts">
          <div>
            <dt>Time since login</dt>
            <dd className="rg-checkin__number">{since}</dd>
          </div>
          <div>
            <dt>Wagered this session</dt>
            <dd className="rg-checkin__number">{spent ? <Money money={spent} /> : <Skeleton width={72} height={18} />}</dd>
          </div>
        </dl>
        <Button size="sm" className="rg-checkin__ok" onClick={() => setOpenFor(null)}>
          I Understand
        </Button>
      </div>
    </section>
  );
}
