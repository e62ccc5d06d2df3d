import './shell.css';
import { useEffect, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Dialog as RadixDialog } from 'radix-ui';
import { Dices, PanelLeftClose, PanelLeftOpen, Trophy, X } from 'lucide-react';
import { isStandaloneCasino, useBrand } from '@/brands/brand-context';
import type { NavItem } from '@/brands/types';
import { useAuth } from '@/shared/auth/use-auth';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { SheetContent } from '@/shared/ui/dialog';
import { MenuIcon } from './menu-icon';
import { PRODUCT_HOME, selectedProduct, showProductToggle } from './product-toggle';
import { RAIL_QUERY, useSideNavStore, WIDE_QUERY } from './side-nav-store';
import { useShellAccount } from './use-shell-account';
import { useShellStartup } from './use-shell-startup';

/** Keeps the side-nav state in step with the 1435 px breakpoint and closes the drawer on navigation. */
export function useSideNavBehaviour() {
  const wide = useMediaQuery(WIDE_QUERY);
  const syncToWidth = useSideNavStore((s) => s.syncToWidth);
  const setDrawerOpen = useSideNavStore((s) => s.setDrawerOpen);
  const { pathname } = useLocation();
  useEffect(() => {
    syncToWidth(wide);
  }, [wide, syncToWidth]);
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);
}

/**
 * The brand's entries the viewer sees: login-only ones for account holders, and those that
 * follow the account menu (Promos) only while the menu has an item to the same path.
 */
function useVisibleNavItems(): NavItem[] {
  const brand = useBrand();
  const { loginState } = useAuth();
  const { menu } = useShellAccount();
  return brand.navigation.filter(
    (i) =>
      (!i.requiresLogin || loginState === 'loggedIn') &&
      (!i.followsAccountMenu || menu.some((m) => m.kind !== 'client' && !('external' in m && m.external) && m.to === i.to)),
  );
}

/** Sports/casino switch; renders nothing unless the toggle rule (product-toggle.ts) allows it. */
export function ProductToggle({ compact = false }: { compact?: boolean }) {
  const brand = useBrand();
  const { casinoEnabled } = useShellStartup();
  const { account } = useShellAccount();
  const { pathname } = useLocation();
  const standalone = isStandaloneCasino(brand);
  if (!showProductToggle({ casinoEnabled, standaloneCasino: standalone, casinoRestrictionActive: account?.casinoRestriction?.active })) {
    return null;
  }
  const selected = selectedProduct(pathname, standalone);
  return (
    <div className={`product-toggle ${compact ? 'product-toggle--compact' : ''}`} role="group" aria-label="Product">
      {(['sportsbook', 'casino'] as const).map((p) => (
        <NavLink key={p} to={PRODUCT_HOME[p]} className="product-toggle__option" aria-current={selected === p ? 'page' : undefined}>
          {p === 'sportsbook' ? <Trophy size={16} aria-hidden="true" /> : <Dices size={16} aria-hidden="true" />}
          <span>{p === 'sportsbook' ? 'Sports' : 'Casino'}</span>
        </NavLink>
      ))}
    </div>
  );
}

function NavEntries({ items, rail, secondary = false }: { items: NavItem[]; rail: boolean; secondary?: boolean }) {
  return (
    <ul className={`side-nav__list${secondary ? ' side-nav__list--secondary' : ''}`}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink to={item.to} end={item.to === '/'} className="side-nav__link" title={rail ? item.label : undefined}>
            <MenuIcon name={item.icon} size={22} />
            <span className="side-nav__label">{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The side navigation's three forms (see docs/product/shell-and-identity.md). */
export type NavForm = 'drawer' | 'rail' | 'full';

/**
 * Side navigation: the 80 px rail when collapsed, the full menu when
 * expanded (above 1435 px), and a drawer at or below the breakpoint. `sections` renders
 * further content for a form, composed by the app layer (the sports menu drops in here;
 * the shell does not know the features that fill it).
 */
export function SideNav({ sections }: { sections?: (form: NavForm) => ReactNode }) {
  const brand = useBrand();
  const items = useVisibleNavItems();
  const collapsed = useSideNavStore((s) => s.collapsed);
  const wide = useSideNavStore((s) => s.wide);
  const toggle = useSideNavStore((s) => s.toggle);
  const drawerOpen = useSideNavStore((s) => s.drawerOpen);
  const setDrawerOpen = useSideNavStore((s) => s.setDrawerOpen);
  const railVisible = useMediaQuery(RAIL_QUERY);
  const rail = collapsed;
  // Home (and lead items such as My Bets) first; the composed sections (the sports menu)
  // come next, the brand's other links last.
  const leads = (i: NavItem) => i.to === '/' || Boolean(i.lead);
  const primary = sections ? items.filter(leads) : items;
  const secondary = sections ? items.filter((i) => !leads(i)) : [];

  return (
    <>
      {railVisible ? (
        <div className={`side-nav-track ${rail ? 'side-nav-track--rail' : 'side-nav-track--full'}`}>
        <nav
          className={`side-nav ${rail ? 'side-nav--rail' : 'side-nav--full'}`}
          aria-label="Main"
          data-testid="side-nav"
          data-form={rail ? 'rail' : 'full'}
        >
          <ProductToggle compact={rail} />
          <NavEntries items={primary} rail={rail} />
          {sections ? <div className="side-nav__sections">{sections(rail ? 'rail' : 'full')}</div> : null}
          {secondary.length > 0 ? <NavEntries items={secondary} rail={rail} secondary={Boolean(sections)} /> : null}
          {wide ? (
            <button type="button" className="side-nav__collapse" onClick={toggle} aria-label={rail ? 'Expand menu' : 'Collapse menu'}>
              {rail ? <PanelLeftOpen size={20} aria-hidden="true" /> : <PanelLeftClose size={20} aria-hidden="true" />}
              {rail ? null : <span>Collapse</span>}
            </button>
          ) : null}
        </nav>
        </div>
      ) : null}
      <RadixDialog.Root open={drawerOpen && !wide} onOpenChange={setDrawerOpen}>
        <SheetContent title={`${brand.name} menu`} side="left" width={300} className="nav-drawer">
          <div className="nav-drawer__head">
            <brand.Logo className="nav-drawer__logo" />
            <RadixDialog.Close className="icon-btn icon-btn--ghost icon-btn--sm" aria-label="Close menu">
              <X size={18} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <nav aria-label="Main" className="side-nav side-nav--drawer" data-testid="nav-drawer" data-form="drawer">
            <ProductToggle />
            <NavEntries items={primary} rail={false} />
            {sections ? <div className="side-nav__sections">{sections('drawer')}</div> : null}
            {secondary.length > 0 ? <NavEntries items={secondary} rail={false} secondary={Boolean(sections)} /> : null}
          </nav>
        </SheetContent>
      </RadixDialog.Root>
    </>
  );
}

/** Standalone casinos: the reduced menu sits in the header instead of a side rail. */
export function CasinoHeaderNav() {
  const items = useVisibleNavItems();
  return (
    <nav className="casino-nav" aria-label="Main">
      <ul className="casino-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={item.to} end={item.to === '/'} className="casino-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Drawer-only navigation for the casino shell; `sections` renders the composed content (the
 * casino menu) under the brand's links.
 */
export function CasinoDrawer({ sections }: { sections?: (form: NavForm) => ReactNode }) {
  const brand = useBrand();
  const items = useVisibleNavItems();
  const drawerOpen = useSideNavStore((s) => s.drawerOpen);
  const setDrawerOpen = useSideNavStore((s) => s.setDrawerOpen);
  return (
    <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <SheetContent title={`${brand.name} menu`} side="left" width={300} className="nav-drawer">
        <div className="nav-drawer__head">
          <brand.Logo className="nav-drawer__logo" />
          <RadixDialog.Close className="icon-btn icon-btn--ghost icon-btn--sm" aria-label="Close menu">
            <X size={18} aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        <nav aria-label="Main" className="side-nav side-nav--drawer" data-testid="nav-drawer" data-form="drawer">
          <NavEntries items={items} rail={false} />
          {sections ? <div className="side-nav__sections">{sections('drawer')}</div> : null}
        </nav>
      </SheetContent>
    </RadixDialog.Root>
  );
}
