import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client';
import { X } from 'lucide-react';
import { useStartup } from '@/shared/api/use-startup';
import { useAuth } from '@/shared/auth/use-auth';
import { MarkCasinoVisitedDocument } from './casino-operations';

/** Where a visitor's dismissal is kept (visitors have no stored flag). */
export const VISITOR_WELCOME_KEY = 'casino.welcomeDismissed';

function visitorDismissed(): boolean {
  try {
    return window.localStorage.getItem(VISITOR_WELCOME_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The casino's welcome card on a player's first visit to the lobby: what the casino has and that
 * its games can be played for fun without an account. For an account holder the first visit is
 * recorded at once (`markCasinoVisited`; startup's `userHasVisitedCasino` is then true), so the
 * card never comes back; a visitor's "Got it" is kept in this browser.
 */
export function CasinoWelcomeCard() {
  const { data } = useStartup();
  const { loginState } = useAuth();
  const loggedIn = loginState === 'loggedIn';
  const visited = data?.applicationMetadata?.userHasVisitedCasino;
  const [markVisited] = useMutation(MarkCasinoVisitedDocument);
  const [dismissed, setDismissed] = useState(() => !loggedIn && visitorDismissed());
  const marked = useRef(false);
  const first = loggedIn ? visited === false : loginState === 'loggedOut' && !dismissed;

  useEffect(() => {
    if (!loggedIn || visited !== false || marked.current) return;
    marked.current = true;
    void markVisited().catch(() => undefined);
  }, [loggedIn, visited, markVisited]);

  if (!first || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    if (!loggedIn) {
      try {
        window.localStorage.setItem(VISITOR_WELCOME_KEY, '1');
      } catch {
        // Private mode: the card stays dismissed for this page only.
      }
    }
  };
  return (
    <section className="casino-welcome" aria-labelledby="casino-welcome-title">
      <div>
        <h2 id="casino-welcome-title" className="casino-welcome__title">
          Welcome to the casino
        </h2>
        <p>
          Slots, roulette, blackjack and keno, each with its return to player shown. Most games can be played for fun with play money, no account
          needed; log in to play for real money and to use free spins.
        </p>
      </div>
      <button type="button" className="casino-welcome__close" onClick={dismiss}>
        <X size={18} aria-hidden="true" />
        <span>Got it</span>
      </button>
    </section>
  );
}
