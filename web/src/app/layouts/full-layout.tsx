import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isStandaloneCasino, useBrand } from '@/brands/brand-context';
import { Footer } from '@/features/shell/footer';
import { Header } from '@/features/shell/header';
import { isCasinoRoute } from '@/features/shell/product-toggle';
import { CasinoDrawer, SideNav, useSideNavBehaviour, type NavForm } from '@/features/shell/side-nav';
import { CasinoMenu } from '@/features/casino/casino-menu';
import { SportsMenu } from '@/features/sports/sports-menu';
import { BetslipPanel, type QuickDepositSlot } from '@/features/betslip/betslip-panel';
import { QuickBetHost } from '@/features/betslip/quick-betslip';
import { PanelRewards } from '@/features/promotions/panel-rewards';
import { HeaderSearch } from '@/features/search/header-search';
import { retryImport } from '@/shared/routing/lazy-page';
import { Spinner } from '@/shared/ui/spinner';
import { ErrorBoundary } from '../error-boundary';
import { SkipLink } from './skip-link';

/** The sports menu in each form of the side navigation. */
const sportsSections = (form: NavForm) => <SportsMenu form={form} />;
/** The casino menu (`casinoMenu`): on casino routes and on the standalone casinos. */
const casinoSections = (form: NavForm) => <CasinoMenu form={form} />;

/** The account panel's Rewards strip and Bonus Cash (the promotions feature), composed here. */
const rewardsStrip = <PanelRewards />;

/** The wallet's quick deposit form inside the betslip (see docs/product/betslip.md), composed here. */
/** The wallet's quick deposit, in a chunk of its own: it loads when the betslip first opens it. */
const QuickDeposit = lazy(async () => ({ default: (await retryImport(() => import('@/features/wallet/quick-deposit'))).QuickDeposit }));
const betslipQuickDeposit: QuickDepositSlot = (onDone) => (
  <Suspense fallback={<Spinner size={28} label="Loading" />}>
    <QuickDeposit onDone={onDone} />
  </Suspense>
);

/**
 * Full layout: sticky header, side navigation and footer. Standalone
 * casinos get their own shell: the reduced menu in the header and no side rail.
 * The side navigation's content comes from the sports feature, or from the casino feature on
 * casino routes and on the standalone casinos, composed here; the
 * sportsbook brands show the betslip beside the content (with the wallet's quick deposit) and
 * host the quick bet of one-tap pages, except on casino routes, where the game has the room (the
 * slip is kept and comes back with the sports). `wide` is the wide layout: the content column
 * without its maximum width (the promotions page).
 */
export function FullLayout({ wide = false }: { wide?: boolean }) {
  const brand = useBrand();
  const casino = isStandaloneCasino(brand);
  const { pathname } = useLocation();
  const casinoRoute = isCasinoRoute(pathname);
  useSideNavBehaviour();
  return (
    <div className={`shell ${casino ? 'shell--casino' : 'shell--sportsbook'}`}>
      <SkipLink />
      <Header rewards={rewardsStrip} search={<HeaderSearch />} />
      <div className="shell__body">
        {casino ? <CasinoDrawer sections={casinoSections} /> : <SideNav sections={casinoRoute ? casinoSections : sportsSections} />}
        <div className="shell__column">
          <main id="main" tabIndex={-1} className="shell__main">
            <div className={`shell__content${wide ? ' shell__content--wide' : ''}`}>
              <ErrorBoundary resetKey={pathname}>
                <Outlet />
              </ErrorBoundary>
            </div>
          </main>
          <Footer />
        </div>
        {casino || casinoRoute ? null : <BetslipPanel quickDeposit={betslipQuickDeposit} />}
        {casino || casinoRoute ? null : <QuickBetHost />}
      </div>
    </div>
  );
}
