import './shell.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleHelp, ShieldCheck, Smartphone } from 'lucide-react';
import { isStandaloneCasino, useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { useShellAccount } from './use-shell-account';
import { useShellStartup } from './use-shell-startup';

/**
 * Home: the brand's welcome, the viewer's balance when logged in, and where to go next. The
 * standalone casinos open on their lobby: the app layer passes it as `lobby`, shown in place of
 * the welcome, with the shell's rules and responsible-play pieces under it.
 */
export function HomePage({ lobby }: { lobby?: ReactNode }) {
  const brand = useBrand();
  const casino = isStandaloneCasino(brand);
  return (
    <div className="home">
      {casino && lobby ? lobby : <Welcome casino={casino} />}
      <HomeCards casino={casino} />
      <ProblemGamblingHelpLine />
    </div>
  );
}

function Welcome({ casino }: { casino: boolean }) {
  const brand = useBrand();
  const { loginState, account } = useShellAccount();
  const { validRegion } = useShellStartup();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__body">
        <p className="home-hero__eyebrow">{casino ? 'Casino' : 'Sportsbook'}</p>
        <h1 id="home-title" className="home-hero__title">
          {loginState === 'loggedIn' && account ? `Welcome back, ${account.firstName}` : brand.copy.homeTitle}
        </h1>
        {loginState === 'loggedIn' ? (
          <div className="home-hero__balance">
            <span>Playable balance</span>
            {account ? <Money money={account.balances.playableBalance} className="home-hero__amount" /> : <Skeleton width={160} height={36} />}
            <Button asChild variant="outline" size="sm">
              <Link to="/account/summary">Account summary</Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="home-hero__intro">{brand.copy.homeIntro}</p>
            <div className="home-hero__actions">
              {loginState === 'unknown' ? (
                <>
                  <Skeleton width={120} height={48} radius={10} />
                  <Skeleton width={120} height={48} radius={10} />
                </>
              ) : (
                <>
                  <Button asChild size="lg" aria-disabled={validRegion === null}>
                    <Link to="/signup">Sign Up</Link>
                  </Button>
                  <Button asChild size="lg" variant="outline" className="home-hero__login" aria-disabled={validRegion === null}>
                    <Link to="/login">Log In</Link>
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      </div>
      <brand.Mark className="home-hero__mark" />
    </section>
  );
}

function HomeCards({ casino }: { casino: boolean }) {
  const brand = useBrand();
  return (
    <div className="home-cards">
      <Card className="home-card">
        <Smartphone size={22} aria-hidden="true" className="home-card__icon" />
        <h2 className="home-card__title">Take it with you</h2>
        <p className="home-card__text">{brand.copy.appPitch}</p>
        <Link to="/get-the-app" className="home-card__link">
          Get the app
        </Link>
      </Card>
      <Card className="home-card">
        <ShieldCheck size={22} aria-hidden="true" className="home-card__icon" />
        <h2 className="home-card__title">Play responsibly</h2>
        <p className="home-card__text">Set deposit and time limits from your account, take a break whenever you need one.</p>
        <a href="https://www.ncpgambling.org/help-treatment/" target="_blank" rel="noreferrer" className="home-card__link">
          Find support
        </a>
      </Card>
      <Card className="home-card">
        <CircleHelp size={22} aria-hidden="true" className="home-card__icon" />
        <h2 className="home-card__title">{casino ? 'Game rules' : 'House rules'}</h2>
        <p className="home-card__text">
          {casino ? 'How games are certified and what happens if a round is interrupted.' : 'How bets are accepted, graded and settled.'}
        </p>
        <Link to="/legal/house-rules" className="home-card__link">
          Read the rules
        </Link>
      </Card>
    </div>
  );
}
