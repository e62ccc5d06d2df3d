import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useQuery } from '@apollo/client';
import { ChevronDown } from 'lucide-react';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { Skeleton } from '@/shared/ui/skeleton';
import { LiveEventsCountDocument, SportsMenuDocument } from './sports-menu-operations';
import { SportIcon } from './sport-icon';
import './sports-menu.css';

/** The side navigation's three forms (see docs/product/sports-and-odds.md). */
export type NavForm = 'drawer' | 'rail' | 'full';

/** Live counts and the menu's live flags are read again this often. */
export const SPORTS_MENU_POLL_MS = 60_000;

/** The nested entries of a menu item (the generated type stops at the depth the query reads). */
interface MenuEntry {
  id: string;
  label: string;
  icon: string | null;
  type: 'LEAF' | 'HEADER';
  live: boolean;
  liveCount: number;
  deepLink: { canonicalUrl: string } | null;
  children?: MenuEntry[];
}

/** Icon sizes per form: the 84x84 artwork shown at the nav's size. */
const ICON_SIZE: Record<NavForm, number> = { drawer: 24, full: 24, rail: 26 };

function LiveCount({ count, compact }: { count: number | null; compact?: boolean }) {
  if (count === null) return null;
  return (
    <span className={`nav-count${compact ? ' nav-count--compact' : ''}`}>
      {count}
      <span className="sr-only"> live</span>
    </span>
  );
}

function EntryLink({ entry, form, count }: { entry: MenuEntry; form: NavForm; count: number | null }) {
  const to = entry.deepLink?.canonicalUrl;
  if (!to) return null;
  const rail = form === 'rail';
  return (
    <NavLink to={to} end={to === '/'} className="side-nav__link sports-menu__link" title={rail ? entry.label : undefined} data-menu-id={entry.id}>
      <span className="sports-menu__icon">
        <SportIcon name={entry.icon} size={ICON_SIZE[form]} />
        {rail ? <LiveCount count={count} compact /> : null}
      </span>
      <span className="side-nav__label">{entry.label}</span>
      {rail ? null : <LiveCount count={count} />}
    </NavLink>
  );
}

function SportEntry({ entry, form, showCounts, expanded, onToggle }: { entry: MenuEntry; form: NavForm; showCounts: boolean; expanded: boolean; onToggle: () => void }) {
  const id = useId();
  const children = (entry.children ?? []).filter((c) => c.deepLink);
  const count = showCounts && entry.live ? entry.liveCount : null;
  if (form === 'rail' || children.length === 0) {
    return (
      <li>
        <EntryLink entry={entry} form={form} count={count} />
      </li>
    );
  }
  return (
    <li className="sports-menu__sport">
      <div className="sports-menu__row">
        <EntryLink entry={entry} form={form} count={count} />
        <button type="button" className="sports-menu__expand" aria-expanded={expanded} aria-controls={id} aria-label={`${entry.label} competitions`} onClick={onToggle}>
          <ChevronDown size={18} aria-hidden="true" />
        </button>
      </div>
      <ul id={id} className="sports-menu__children" hidden={!expanded}>
        {children.map((c) => (
          <li key={c.id}>
            <NavLink to={c.deepLink?.canonicalUrl ?? '/'} className="sports-menu__child">
              <span className="sports-menu__child-label">{c.label}</span>
              <LiveCount count={showCounts && c.live ? c.liveCount : null} />
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Pages of the app itself beside the server's entries: Quick Bets, and the parlay lounge while its flag is on. */
function clientEntries(parlayLounge: boolean): MenuEntry[] {
  const entry = (id: string, label: string, to: string): MenuEntry => ({ id, label, icon: id, type: 'LEAF', live: false, liveCount: 0, deepLink: { canonicalUrl: to } });
  return [entry('quick-bets', 'Quick Bets', '/quick-bets'), ...(parlayLounge ? [entry('parlay-lounge', 'Parlay Lounge', '/parlay-lounge')] : [])];
}

function MenuSkeleton({ form }: { form: NavForm }) {
  return (
    <div className="sports-menu" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="sports-menu__skeleton">
          <Skeleton width={form === 'rail' ? 40 : 24} height={form === 'rail' ? 40 : 24} radius={8} />
          {form === 'rail' ? null : <Skeleton width={120} height={16} />}
        </div>
      ))}
    </div>
  );
}

/**
 * The side navigation's sports content: Live and Exclusives, then every
 * sport (expandable to its competitions in the drawer and the full menu, icons only in the
 * 80 px rail). Live counts show beside live entries only while the `liveEventsCounter` flag
 * is on.
 */
export function SportsMenu({ form }: { form: NavForm }) {
  const { pathname } = useLocation();
  const showCounts = useFeatureFlag('liveEventsCounter');
  const parlayLounge = useFeatureFlag('parlayLounge');
  const menu = useQuery(SportsMenuDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', pollInterval: SPORTS_MENU_POLL_MS });
  const live = useQuery(LiveEventsCountDocument, { fetchPolicy: 'cache-first', skip: !showCounts, pollInterval: showCounts ? SPORTS_MENU_POLL_MS : 0 });
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const headingId = useId();

  const items = (menu.data?.sportsMenu.items ?? []) as MenuEntry[];
  if (!menu.data) return menu.loading ? <MenuSkeleton form={form} /> : null;

  const isOpen = (entry: MenuEntry) => {
    const explicit = expanded[entry.id];
    if (explicit !== undefined) return explicit;
    const to = entry.deepLink?.canonicalUrl;
    return Boolean(to && (pathname === to || pathname.startsWith(`${to}/`)));
  };
  const toggle = (entry: MenuEntry) => setExpanded((s) => ({ ...s, [entry.id]: !isOpen(entry) }));
  const liveTotal = showCounts ? (live.data?.liveEventsCount.count ?? null) : null;

  const leaves = [...items.filter((i) => i.type === 'LEAF'), ...clientEntries(parlayLounge)];
  const headers = items.filter((i) => i.type === 'HEADER');
  return (
    <div className={`sports-menu sports-menu--${form}`} data-testid="sports-menu">
      <ul className="side-nav__list">
        {leaves.map((entry) => (
          <li key={entry.id}>
            <EntryLink entry={entry} form={form} count={entry.icon === 'live' ? liveTotal : showCounts && entry.live ? entry.liveCount : null} />
          </li>
        ))}
      </ul>
      {headers.map((header) => (
        <div key={header.id} className="sports-menu__group">
          <p className="sports-menu__heading" id={`${headingId}-${header.id}`}>
            {header.label}
          </p>
          <ul className="side-nav__list" aria-labelledby={`${headingId}-${header.id}`}>
            {(header.children ?? []).map((entry) => (
              <SportEntry key={entry.id} entry={entry} form={form} showCounts={showCounts} expanded={isOpen(entry)} onToggle={() => toggle(entry)} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
