import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, RefreshCw } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { rgPaths } from './limit-kinds';
import './responsible-gaming.css';

/** The frame of every responsible-gaming page: the way back, the title and the lead. */
export function RgPage({ title, lead, back = true, children }: { title: string; lead?: ReactNode; back?: boolean; children: ReactNode }) {
  return (
    <div className="rg-page">
      {back ? (
        <Link className="rg-page__back" to={rgPaths.overview}>
          <ChevronLeft size={16} aria-hidden="true" />
          Responsible Gaming
        </Link>
      ) : null}
      <h1 className="rg-page__title">{title}</h1>
      {lead ? <p className="rg-page__lead">{lead}</p> : null}
      {children}
    </div>
  );
}

/** First-load placeholder of a page's cards. */
export function RgSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div className="rg-stack" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={120} radius={14} style={{ display: 'block' }} />
      ))}
    </div>
  );
}

/** What a page says when its data could not be read. */
export function RgLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title="We couldn't load your limits"
      action={
        <Button variant="outline" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Please check your connection and try again. Your limits are still in place.
    </EmptyState>
  );
}
