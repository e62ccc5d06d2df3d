import './shell.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronRight, LogIn, LogOut, UserPlus, X } from 'lucide-react';
import { Dialog, DialogClose, DialogTrigger, SheetContent } from '@/shared/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/shared/ui/dropdown-menu';
import { Avatar } from '@/shared/ui/avatar';
import { Button } from '@/shared/ui/button';
import { useColorMode } from '@/shared/hooks/use-color-mode';
import { AccountMenuList, COLOR_MODE_DISPLAY } from './account-menu-list';
import { LogoutDialog } from './logout-dialog';
import { MenuIcon } from './menu-icon';
import type { ResolvedMenuItem } from './menu-items';
import type { MoneyFields, ShellAccount } from './shell-operations';
import { WalletBox } from './wallet-box';

/** Logged-in account panel (360 px): who, wallet, rewards, menu, colour mode, Log Out (see docs/product/shell-and-identity.md). */
export function AccountPanel({
  account,
  menu,
  promotionalCredit,
  failed,
  notification = false,
  cashbackNotification = false,
  rewards,
  onLogout,
}: {
  account: ShellAccount | null;
  menu: ResolvedMenuItem[];
  promotionalCredit: MoneyFields | null;
  failed: boolean;
  /** Something new awaits in the panel: the avatar shows its notification dot. */
  notification?: boolean;
  /** Cashback is open to the account holder: the dot shows and the button's name says so. */
  cashbackNotification?: boolean;
  /** The Rewards strip after the Wallet box (composed by the app layer). */
  rewards?: ReactNode;
  onLogout: () => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { pathname, search } = useLocation();

  // The panel closes on navigation.
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  const name = account ? `${account.firstName} ${account.lastName}`.trim() : '';
  const dot = notification || cashbackNotification;
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <button
            type="button"
            className="account-button"
            aria-label={cashbackNotification ? 'Open account menu, cashback available' : 'Open account menu'}
            aria-describedby={notification ? 'account-button-notification' : undefined}
          >
            {failed ? <Avatar dot={dot} /> : <Avatar firstName={account?.firstName} lastName={account?.lastName} dot={dot} />}
          </button>
        </DialogTrigger>
        <SheetContent title="Account" width={360} className="account-panel">
          <div className="account-panel__head">
            <Avatar firstName={account?.firstName} lastName={account?.lastName} size={48} />
            <div className="account-panel__who">
              <p className="account-panel__name">{name || 'Your account'}</p>
              {account ? <p className="account-panel__email">{account.email}</p> : null}
            </div>
            <DialogClose className="icon-btn icon-btn--ghost icon-btn--sm" aria-label="Close account menu">
              <X size={18} aria-hidden="true" />
            </DialogClose>
          </div>
          <WalletBox balances={account?.balances ?? null} promotionalCredit={promotionalCredit} />
          {rewards}
          <nav aria-label="Account" className="account-panel__nav">
            <AccountMenuList items={menu} />
          </nav>
          <div className="account-panel__foot">
            <Button variant="outline" block icon={<LogOut size={18} aria-hidden="true" />} onClick={() => setConfirming(true)}>
              Log Out
            </Button>
          </div>
        </SheetContent>
      </Dialog>
      {notification ? (
        <span id="account-button-notification" hidden>
          New in your account menu
        </span>
      ) : null}
      <LogoutDialog open={confirming} onOpenChange={setConfirming} onLogout={onLogout} />
    </>
  );
}

/** Logged-out account dropdown (316 px): the visitor's menu items. */
export function VisitorAccountMenu({
  menu,
  disabled,
  signUpTo,
  logInTo,
}: {
  menu: ResolvedMenuItem[];
  disabled: boolean;
  signUpTo: string;
  /** The Log In target, carrying previousPath (see `logInTarget`). */
  logInTo: string;
}) {
  const { mode, toggle } = useColorMode();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button type="button" className="account-button account-button--visitor" aria-label="Open account menu">
          <Avatar />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent width={316} className="visitor-menu">
        <DropdownMenuLabel>Account</DropdownMenuLabel>
        <DropdownMenuItem asChild disabled={disabled}>
          <Link to={logInTo}>
            <LogIn size={18} aria-hidden="true" />
            Log In
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild disabled={disabled}>
          <Link to={signUpTo}>
            <UserPlus size={18} aria-hidden="true" />
            Sign Up
          </Link>
        </DropdownMenuItem>
        {menu.length > 0 ? <DropdownMenuSeparator /> : null}
        {menu.map((item) =>
          item.kind === 'client' ? (
            item.display === COLOR_MODE_DISPLAY ? (
              <DropdownMenuItem key={item.id} onSelect={(e) => { e.preventDefault(); toggle(); }}>
                <MenuIcon name={item.icon} size={18} />
                <span className="menu__grow">{item.label}</span>
                <span className="menu__hint">{mode === 'dark' ? 'On' : 'Off'}</span>
              </DropdownMenuItem>
            ) : null
          ) : item.kind === 'link' && item.external ? (
            <DropdownMenuItem key={item.id} asChild>
              <a href={item.to} target="_blank" rel="noreferrer">
                <MenuIcon name={item.icon} size={18} />
                {item.label}
              </a>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={item.id} asChild>
              <Link to={item.to}>
                <MenuIcon name={item.icon} size={18} />
                <span className="menu__grow">{item.label}</span>
                <ChevronRight size={16} aria-hidden="true" />
              </Link>
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
