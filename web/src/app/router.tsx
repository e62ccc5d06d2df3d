import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountAreaRoutes, accountDeepLinkRoutes, accountPublicRoutes } from '@/features/account/routes';
import { authFullScreenRoutes, authRoutes } from '@/features/auth/routes';
import { historyRoutes, myBetsRoutes } from '@/features/bets/routes';
import { casinoHistoryRoutes, casinoRoutes } from '@/features/casino/routes';
import { awardDeepLinkRoutes, awardRoutes, promotionsPageRoutes, promotionsRoutes } from '@/features/promotions/routes';
import { HomePage } from '@/features/shell/home-page';
import { NotFoundPage } from '@/features/shell/screens';
import { sportsRoutes, SportsHomePage, streamRoutes } from '@/features/sports/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { responsibleGamingRoutes } from '@/features/responsible-gaming/routes';
import { taxRoutes } from '@/features/casino-taxes/routes';
import { buildBrand } from '@/brands/registry';
import { casinoGameRoutes } from '@/features/casino-games/routes';
import { searchRoutes } from '@/features/search/routes';
import { verificationRoutes } from '@/features/verification/routes';
import { VerificationPrompt } from '@/features/verification/verification-prompt';
import { LinkPrompt } from '@/features/linking/link-prompt';
import { VerificationSummary } from '@/features/verification/verification-summary';
import { linkingAccountRoutes, linkingCallbackRoutes } from '@/features/linking/routes';
import { devToolsRoutes } from './dev-tools';
import { AccountLayout } from './layouts/account-layout';
import { FullLayout } from './layouts/full-layout';
import { PlainLayout } from './layouts/plain-layout';
import { lazyPage, retryImport } from '@/shared/routing/lazy-page';
import { Spinner } from '@/shared/ui/spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Sportsbook brands open on the sports home; the standalone casinos keep their own home. */
const SPORTSBOOK = buildBrand().kind === 'sportsbook';
const notFound = <NotFoundPage />;

/** A component another feature's page shows, in its own chunk (loaded with that page, retried). */
function lazyPart<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await retryImport(load)) }));
}

const TransactionsSection = lazyPart(() => import('@/features/wallet/transaction-history-page'), (m) => m.TransactionsSection);
const CasinoHistorySection = lazyPart(() => import('@/features/casino/casino-history'), (m) => m.CasinoHistorySection);
const DepositOfferBanner = lazyPart(() => import('@/features/promotions/deposit-offer-banner'), (m) => m.DepositOfferBanner);
const sectionLoading = <Spinner size={28} label="Loading" />;

/** Only routes whose pages work are registered; later issues add theirs here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PlainLayout />,
        children: [{ path: '/get-the-app', lazy: lazyPage(() => import('@/features/shell/get-the-app-page'), (m) => <m.GetTheAppPage />) }, ...authFullScreenRoutes],
      },
      // The built-in live stream (the match tracker), shown alone inside the event page's frame.
      ...(SPORTSBOOK ? streamRoutes : []),
      // The built-in casino's game client, shown alone inside the casino game page's frame (every brand).
      ...casinoGameRoutes,
      // Deep links (see docs/product/shell-and-identity.md).
      ...accountDeepLinkRoutes,
      ...awardDeepLinkRoutes,
      {
        element: <AccountLayout />,
        children: [
          // The history frame is the bets feature's; its Transactions section is the wallet's list,
          // its Casino section and the session and round pages the casino's.
          ...accountAreaRoutes([
            // The deposit page shows the claimed welcome offer when the bettor comes from it.
            ...walletRoutes({
              depositBanner: (
                <Suspense fallback={null}>
                  <DepositOfferBanner />
                </Suspense>
              ),
              // The withdrawal page shows the identity verification's state until it is verified.
              withdrawalBanner: <VerificationPrompt />,
            }),
            ...historyRoutes({
              load: retryImport,
              transactions: (
                <Suspense fallback={sectionLoading}>
                  <TransactionsSection />
                </Suspense>
              ),
              casino: (
                <Suspense fallback={sectionLoading}>
                  <CasinoHistorySection />
                </Suspense>
              ),
              casinoRoutes: casinoHistoryRoutes(retryImport),
            }),
            ...responsibleGamingRoutes,
            ...taxRoutes,
            ...verificationRoutes,
            ...awardRoutes,
            ...linkingAccountRoutes,
          ], { summaryBanner: <LinkPrompt />, summaryVerification: <VerificationSummary /> }),
          { path: '/account/*', element: <NotFoundPage /> },
        ],
      },
      // The promotions page: the full layout, wide.
      { element: <FullLayout wide />, children: promotionsPageRoutes },
      {
        element: <FullLayout />,
        children: [
          // The standalone casinos open on the casino lobby (inside their home's shell pieces).
          SPORTSBOOK
            ? { index: true, element: <SportsHomePage notFound={notFound} /> }
            : {
                index: true,
                lazy: async () => {
                  const { CasinoLobby } = await retryImport(() => import('@/features/casino/lobby'));
                  return { element: <HomePage lobby={<CasinoLobby home />} /> };
                },
              },
          ...(SPORTSBOOK ? sportsRoutes(notFound) : []),
          // The casino: lobby, categories, game pages (and the PA path set), lazily loaded.
          ...casinoRoutes(retryImport),
          // My Bets and the shared-bet page, lazily loaded.
          ...(SPORTSBOOK ? myBetsRoutes(retryImport) : []),
          {
            path: '/legal/:doc',
            lazy: async () => {
              const { LegalPage } = await retryImport(() => import('@/features/shell/legal-page'));
              return { Component: LegalPage };
            },
          },
          // A promotion's page and /welcome-promo.
          ...promotionsRoutes,
          // The search results page (flag gated).
          ...searchRoutes(notFound),
          // The media partner's return to the account linking flow.
          ...linkingCallbackRoutes,
          ...authRoutes,
          ...accountPublicRoutes,
          // Development builds only (absent from production bundles).
          ...devToolsRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
