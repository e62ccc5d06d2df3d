import './shell.css';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { useBrand, isStandaloneCasino } from '@/brands/brand-context';
import { useAuth } from '@/shared/auth/use-auth';
import { Button, IconButton } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { AccountPanel, VisitorAccountMenu } from './account-panel';
import { ColorModeButton } from './color-mode-button';
import { useSideNavStore } from './side-nav-store';
import { useShellAccount } from './use-shell-account';
import { useShellStartup } from './use-shell-startup';
import type { RgLogo } from './use-shell-startup';
import { CasinoHeaderNav } from './side-nav';

/** Where Sign Up goes: the referral sign-up URL when one exists, otherwise the sign-up index. */
export function signUpTarget(referralSignUpUrl?: string | null): string {
  return referralSignUpUrl && referralSignUpUrl.trim() ? referralSignUpUrl : '/signup';
}

function readReferralSignUpUrl(): string | null {
  try {
    return sessionStorage.getItem('referral-signup-url');
  } catch {
    return null;
  }
}

/** The in-app responsible-gaming page the header's logo opens (login required, like every account page). */
export const RESPONSIBLE_GAMING_PATH = '/account/responsible-gaming';

/**
 * The Log In target: `/login` carrying `previousPath` (the current path and query), except when
 * the previous path is home or an auth page, where the bettor would not want to return.
 */
export function logInTarget(pathname: string, search = ''): string {
  if (pathname === '/' || /^\/(login|signup|forgot-password|oauth_callback)(\/|$)/.test(pathname)) return '/login';
  return `/login?${new URLSearchParams({ previousPath: `${pathname}${search}` }).toString()}`;
}

/** The responsible-gaming logo of the header (the brand's help-line badge), opening the in-app responsible-gaming page. */
function HeaderRgLogo({ logo }: { logo: RgLogo | undefined }) {
  const largeIcon = useFeatureFlag('rgIconSizing');
  if (!logo) return null;
  return (
    <Link className="header__rg" to={RESPONSIBLE_GAMING_PATH} aria-label={`Responsible gaming. ${logo.altText}`}>
      <img src={logo.imageUrl} alt="" height={largeIcon ? 36 : 28} className={`header__rg-img${largeIcon ? ' header__rg-img--large' : ''}`} />
    </Link>
  );
}

/**
 * Sticky header (see docs/product/shell-and-identity.md); the standalone casinos arrange it differently.
 * `rewards` is the account panel's Rewards strip and `search` the search box (full header only),
 * both composed by the app layer.
 */
export function Header({ variant = 'full', rewards, search: searchBox }: { variant?: 'full' | 'simple'; rewards?: ReactNode; search?: ReactNode }) {
  const brand = useBrand();
  const casino = isStandaloneCasino(brand);
  const { logout } = useAuth();
  const startup = useShellStartup();
  const { loginState, account, menu, promotionalCreditBalance, failed, notification, cashbackNotification } = useShellAccount();
  const { pathname, search } = useLocation();
  const logInTo = logInTarget(pathname, search);
  const toggleNav = useSideNavStore((s) => s.toggle);
  const drawerOpen = useSideNavStore((s) => s.drawerOpen);
  const setDrawerOpen = useSideNavStore((s) => s.setDrawerOpen);
  const regionKnown = startup.validRegion !== null;
  const signUpTo = signUpTarget(readReferralSignUpUrl());
  const rgLogo = startup.rgLogos.find((l) => l.id === 'help-line') ?? startup.rgLogos[0];

  return (
    <header className={`header header--${casino ? 'casino' : 'sportsbook'} header--${variant}`}>
      <div className="header__start">
        {variant === 'full' ? (
          <IconButton
            variant="on-header"
            className="header__menu-button"
            label="Main menu"
            aria-expanded={drawerOpen}
            icon={<Menu size={22} aria-hidden="true" />}
            onClick={casino ? () => setDrawerOpen(true) : toggleNav}
          />
        ) : null}
        <Link to="/" className="header__logo" aria-label={`${brand.name} home`}>
          <brand.Logo className="header__logo-img" />
          <brand.Mark className="header__mark-img" />
        </Link>
      </div>
      {casino && variant === 'full' ? <CasinoHeaderNav /> : null}
      {variant === 'full' && searchBox ? searchBox : <div className="header__spacer" />}
      <div className="header__end">
        <HeaderRgLogo logo={rgLogo} />
        <ColorModeButton />
        {loginState === 'unknown' ? (
          <div className="header__auth" aria-busy="true" aria-label="Loading your account">
            <Skeleton width={72} height={36} radius={10} className="header__skeleton" />
            <Skeleton width={36} height={36} radius={18} className="header__skeleton" />
          </div>
        ) : loginState === 'loggedIn' ? (
          <div className="header__auth">
            <AccountPanel
              account={account}
              menu={menu}
              promotionalCredit={promotionalCreditBalance}
              failed={failed}
              notification={notification}
              cashbackNotification={cashbackNotification}
              rewards={rewards}
              onLogout={() => logout('logged-out')}
            />
          </div>
        ) : (
          <div className="header__auth">
            <Button asChild variant="outline" size="sm" className="header__login" aria-disabled={!regionKnown}>
              <Link to={logInTo} onClick={(e) => !regionKnown && e.preventDefault()} tabIndex={regionKnown ? undefined : -1}>
                Log In
              </Link>
            </Button>
            <Button asChild variant="primary" size="sm" aria-disabled={!regionKnown}>
              <Link to={signUpTo} onClick={(e) => !regionKnown && e.preventDefault()} tabIndex={regionKnown ? undefined : -1}>
                Sign Up
              </Link>
            </Button>
            <VisitorAccountMenu menu={menu} disabled={!regionKnown} signUpTo={signUpTo} logInTo={logInTo} />
          </div>
        )}
      </div>
    </header>
  );
}
