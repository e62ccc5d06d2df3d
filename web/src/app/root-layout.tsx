import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { SessionProvider } from '@/shared/auth/session-provider';
import { useStartup } from '@/shared/api/use-startup';
import { useAuth } from '@/shared/auth/use-auth';
import { useColorMode } from '@/shared/hooks/use-color-mode';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { Toaster } from '@/shared/ui/toaster';
import { FlagSync } from '@/shared/flags/flag-sync';
import { OddsFormatSync } from '@/shared/odds/odds-format-sync';
import { PlatformGate } from '@/shared/platform/platform-gate';
import { TelemetryBridge } from '@/shared/telemetry/telemetry-bridge';
import { CustomDialogHost } from '@/features/custom-dialogs/custom-dialog-host';
import { DepositAckModal } from '@/features/wallet/deposit-ack-modal';
import { W2gWinModal } from '@/features/casino-taxes/w2g-win-modal';
import { LocationHost } from '@/features/location/location-host';
import { BetslipSync } from '@/features/betslip/betslip-sync';
import { isStandaloneCasino, useBrand } from '@/brands/brand-context';
import { LimitsModal } from '@/features/responsible-gaming/limits-modal';
import { RealityCheckIn } from '@/features/responsible-gaming/reality-check-in';
import { appOfferSeen, APP_OFFER_PATH, markAppOfferSeen, shouldOfferApp, SMALL_TOUCH_QUERY } from '@/features/shell/mobile-redirect';
import { LoadingScreen, PlatformIssueScreen } from '@/features/shell/screens';
import { DebugMenuMount } from './dev-tools';

/** Offers the app once per session on small touch devices (never on /shared_bet or /signup). */
function useMobileRedirect() {
  const smallTouch = useMediaQuery(SMALL_TOUCH_QUERY);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!shouldOfferApp({ pathname, smallTouchDevice: smallTouch, alreadyOffered: appOfferSeen() })) return;
    markAppOfferSeen();
    void navigate(`${APP_OFFER_PATH}?next=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [pathname, search, smallTouch, navigate]);
}

/** App state (see docs/product/shell-and-identity.md): loading, done, or error (the platform-issue screen). */
function AppState() {
  const { data, loading, error } = useStartup();
  const { loginState } = useAuth();
  useColorMode();
  useMobileRedirect();

  if (!data && error) return <PlatformIssueScreen />;
  if (data?.cfWaitingRoom?.inWaitingRoom) return <LoadingScreen message="You're in the queue. Hold tight, we'll let you in shortly." />;
  if (loading && loginState === 'unknown' && !data) return <LoadingScreen />;
  return <Outlet />;
}

/**
 * The root route: session lifecycle (inside the router so logout navigates without a
 * reload), the platform layer (maintenance screen, waiting room), flags, telemetry, custom
 * dialogs, the deposit acknowledgement, the limits modal and the reality check-in, the
 * betslip's server sync (sportsbook brands), the
 * debug menu, toasts, scroll.
 */
export function RootLayout() {
  const sportsbook = !isStandaloneCasino(useBrand());
  return (
    <SessionProvider>
      <FlagSync />
      <OddsFormatSync />
      <TelemetryBridge />
      <PlatformGate>
        <AppState />
        <CustomDialogHost />
        <DepositAckModal />
        <W2gWinModal />
        <LocationHost />
        {sportsbook ? <BetslipSync /> : null}
        <LimitsModal />
        <RealityCheckIn />
        <DebugMenuMount />
      </PlatformGate>
      <Toaster />
      <ScrollRestoration />
    </SessionProvider>
  );
}
