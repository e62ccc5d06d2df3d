import type { ReactNode } from 'react';
import './ui.css';

/** What an empty list or a dead end says, and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <div className="empty-state">
      {icon ? <div className="empty-state__icon" aria-hidden="true">{icon}</div> : null}
      <H className="empty-state__title">{title}</H>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__actions">{action}</div> : null}
    </div>
  );
}
