import { ChevronRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { ResolvedMenuItem } from './menu-items';
import { MenuIcon } from './menu-icon';
import { ColorModeRow } from './color-mode-button';

export const COLOR_MODE_DISPLAY = 'COLOR_MODE_TOGGLE';

/** The account menu items as rows; the colour-mode switch is always reachable. */
export function AccountMenuList({ items }: { items: ResolvedMenuItem[] }) {
  const hasColorMode = items.some((i) => i.kind === 'client' && i.display === COLOR_MODE_DISPLAY);
  return (
    <ul className="panel-list">
      {items.map((item) => (
        <li key={item.id}>
          {item.kind === 'link' ? (
            item.external ? (
              <a className="panel-row" href={item.to} target="_blank" rel="noreferrer">
                <MenuIcon name={item.icon} />
                <span className="panel-row__text">{item.label}</span>
                <ExternalLink size={16} aria-hidden="true" className="panel-row__chevron" />
              </a>
            ) : (
              <Link className="panel-row" to={item.to}>
                <MenuIcon name={item.icon} />
                <span className="panel-row__text">{item.label}</span>
                <ChevronRight size={18} aria-hidden="true" className="panel-row__chevron" />
              </Link>
            )
          ) : item.kind === 'parent' ? (
            <Link className="panel-row" to={item.to}>
              <MenuIcon name={item.icon} />
              <span className="panel-row__text">
                <span className="panel-row__label">{item.label}</span>
                {item.children.length > 0 ? (
                  <span className="panel-row__description">{item.children.map((c) => c.label).join(', ')}</span>
                ) : null}
              </span>
              <ChevronRight size={18} aria-hidden="true" className="panel-row__chevron" />
            </Link>
          ) : item.display === COLOR_MODE_DISPLAY ? (
            <ColorModeRow label={item.label} description={item.description} />
          ) : null}
        </li>
      ))}
      {hasColorMode ? null : (
        <li>
          <ColorModeRow />
        </li>
      )}
    </ul>
  );
}
