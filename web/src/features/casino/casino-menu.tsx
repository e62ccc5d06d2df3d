import { useQuery } from '@apollo/client';
import { NavLink } from 'react-router';
import { Crown, Dices, Flame, Gift, LayoutGrid, Sparkles, Spade, Star, Ticket, Trophy, Zap, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/shared/ui/skeleton';
import { CasinoMenuDocument } from './casino-operations';

/** The side navigation's forms (the shell's `NavForm`). */
export type CasinoMenuForm = 'drawer' | 'rail' | 'full';

/** The server's icon names; anything else shows the dice. */
const ICONS: Record<string, LucideIcon> = {
  lobby: LayoutGrid,
  home: LayoutGrid,
  grid: LayoutGrid,
  slots: Sparkles,
  slot: Sparkles,
  sparkles: Sparkles,
  'table-games': Spade,
  table: Spade,
  cards: Spade,
  'instant-win': Zap,
  instant: Zap,
  keno: Ticket,
  ticket: Ticket,
  new: Star,
  star: Star,
  popular: Flame,
  flame: Flame,
  jackpots: Crown,
  crown: Crown,
  rewards: Gift,
  gift: Gift,
  trophy: Trophy,
  dices: Dices,
};

export function casinoMenuIcon(name: string): LucideIcon {
  return ICONS[name.toLowerCase()] ?? Dices;
}

/**
 * The casino's side-menu content (`casinoMenu`: items with their children), shown by the side
 * navigation on casino routes and on the standalone casinos.
 */
export function CasinoMenu({ form }: { form: CasinoMenuForm }) {
  const { data, error } = useQuery(CasinoMenuDocument, { fetchPolicy: 'cache-first' });
  const rail = form === 'rail';
  if (!data) {
    if (error) return null;
    return (
      <div className="casino-menu" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={36} radius={8} />
        ))}
      </div>
    );
  }
  return (
    <ul className="side-nav__list casino-menu" aria-label="Casino">
      {data.casinoMenu.map((item) => {
        const Icon = casinoMenuIcon(item.icon);
        return (
          <li key={item.id}>
            <NavLink to={item.path} end className="side-nav__link" title={rail ? item.label : undefined}>
              <Icon size={22} aria-hidden="true" />
              <span className="side-nav__label">{item.label}</span>
            </NavLink>
            {!rail && item.children.length ? (
              <ul className="casino-menu__children" aria-label={item.label}>
                {item.children.map((c) => (
                  <li key={c.id}>
                    <NavLink to={c.path} end className="casino-menu__child">
                      {c.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
