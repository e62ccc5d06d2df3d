import { Link, NavLink, useLocation } from 'react-router';
import { LogIn, Ticket, TicketCheck } from 'lucide-react';
import { loginPathFor } from '@/shared/auth/session-controller';
import { useAuth } from '@/shared/auth/use-auth';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { BetCard } from './bet-card';
import { listVariables } from './bet-cache';
import { BetsLoadError, BetsSkeleton, LoadMore } from './bet-list-parts';
import { betsPaths } from './bets-paths';
import { useBetList } from './use-bet-list';
import { useBetsLive } from './use-bets-live';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import './bets.css';

export type MyBetsTab = 'open' | 'settled';

/** Visitors: what the page is and the way in (login comes back here). */
function LoginPrompt() {
  const { pathname } = useLocation();
  return (
    <EmptyState
      icon={<Ticket size={28} />}
      title="Log in to see your bets"
      action={
        <Button asChild icon={<LogIn size={18} aria-hidden="true" />}>
          <Link to={loginPathFor('logged-out', pathname)}>Log In</Link>
        </Button>
      }
    >
      Your open bets, cash-out offers and settled bets show here once you log in.
    </EmptyState>
  );
}

function EmptyTab({ tab }: { tab: MyBetsTab }) {
  return (
    <EmptyState
      icon={tab === 'open' ? <Ticket size={28} /> : <TicketCheck size={28} />}
      title={tab === 'open' ? 'No open bets' : 'No settled bets'}
      action={
        <Button asChild variant={tab === 'open' ? 'primary' : 'outline'}>
          <Link to="/">Browse Sports</Link>
        </Button>
      }
    >
      {tab === 'open' ? 'Bets you place show here until they settle. Pick a game to get started.' : 'Bets show here once they are graded or cashed out.'}
    </EmptyState>
  );
}

function BetsTab({ tab }: { tab: MyBetsTab }) {
  const list = useBetList(listVariables(tab === 'open' ? 'OPEN' : 'SETTLED'));
  if (list.loading) return <BetsSkeleton />;
  if (list.failed || !list.bets) return <BetsLoadError onRetry={list.retry} />;
  if (list.bets.length === 0) return <EmptyTab tab={tab} />;
  return (
    <>
      <ul className="bets-list" aria-label={tab === 'open' ? 'Open bets' : 'Settled bets'}>
        {list.bets.map((bet) => (
          <li key={bet.id}>
            <BetCard bet={bet} detailLink />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} more={list.more} onMore={() => void list.loadMore()} shown={list.bets.length} />
    </>
  );
}

/**
 * `/my-bets` and `/my-bets/settled` (see docs/product/settlement-and-cash-out.md): the viewer's
 * open bets with live cash-out, and the settled ones with their outcomes. Both lists stay live
 * (`betHistory`, `cashoutUpdated`): a bet that settles or is cashed out moves from one tab to the
 * other.
 */
export function MyBetsPage({ tab }: { tab: MyBetsTab }) {
  useDocumentTitle(tab === 'open' ? 'My Bets' : 'Settled Bets');
  const { loginState } = useAuth();
  useBetsLive();
  return (
    <div className="bets-page">
      <h1 className="bets-page__title">My Bets</h1>
      <nav className="bets-tabs" aria-label="My bets">
        <ul>
          <li>
            <NavLink to={betsPaths.open} end className="bets-tabs__tab">
              Open
            </NavLink>
          </li>
          <li>
            <NavLink to={betsPaths.settled} className="bets-tabs__tab">
              Settled
            </NavLink>
          </li>
        </ul>
      </nav>
      {loginState === 'unknown' ? <BetsSkeleton label="Checking your session" /> : loginState === 'loggedOut' ? <LoginPrompt /> : <BetsTab key={tab} tab={tab} />}
    </div>
  );
}
