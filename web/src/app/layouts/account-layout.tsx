import { NavLink, Outlet, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { Footer } from '@/features/shell/footer';
import { Header } from '@/features/shell/header';
import { MenuIcon } from '@/features/shell/menu-icon';
import { useShellAccount } from '@/features/shell/use-shell-account';
import { ColorModeRow } from '@/features/shell/color-mode-button';
import { Skeleton } from '@/shared/ui/skeleton';
import { PanelRewards } from '@/features/promotions/panel-rewards';
import { ErrorBoundary } from '../error-boundary';
import { SkipLink } from './skip-link';

function AccountMenu() {
  const { menu, loading } = useShellAccount();
  if (loading) {
    return (
      <div className="account-menu" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={40} radius={8} style={{ display: 'block', marginBottom: 8 }} />
        ))}
      </div>
    );
  }
  return (
    <nav className="account-menu" aria-label="Account">
      <ul>
        {menu.map((item) =>
          item.kind === 'client' ? null : (
            <li key={item.id}>
              {item.kind === 'link' && item.external ? (
                <a className="account-menu__link" href={item.to} target="_blank" rel="noreferrer">
                  <MenuIcon name={item.icon} />
                  <span>{item.label}</span>
                </a>
              ) : (
                <NavLink className="account-menu__link" to={item.to}>
                  <MenuIcon name={item.icon} />
                  <span>{item.label}</span>
                  <ChevronRight size={16} aria-hidden="true" className="account-menu__chevron" />
                </NavLink>
              )}
              {item.kind === 'parent' && item.children.length > 0 ? (
                <ul className="account-menu__children">
                  {item.children.map((c) => (
                    <li key={c.id}>
                      <NavLink className="account-menu__link account-menu__link--child" to={c.to}>
                        {c.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ),
        )}
      </ul>
      <ColorModeRow />
    </nav>
  );
}

/** Account layout (see docs/product/shell-and-identity.md): simple header, account menu left, content right, footer. */
export function AccountLayout() {
  const { pathname } = useLocation();
  return (
      <div className="shell shell--account">
        <SkipLink />
        <Header variant="simple" rewards={<PanelRewards />} />
        <div className="account-body">
          <aside className="account-body__menu">
            <AccountMenu />
          </aside>
          <main id="main" tabIndex={-1} className="account-body__content">
            <ErrorBoundary resetKey={pathname}>
              <Outlet />
            </ErrorBoundary>
          </main>
        </div>
        <Footer />
      </div>
  );
}
