import { CircleAlert } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** A failed load with a retry. */
export function LoadError({ what, onRetry, headingLevel = 2 }: { what: string; onRetry: () => void; headingLevel?: 1 | 2 }) {
  return (
    <div role="alert">
      <EmptyState
        icon={<CircleAlert size={32} />}
        title="Something went wrong"
        headingLevel={headingLevel}
        action={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        We could not load {what}. Check your connection and try again.
      </EmptyState>
    </div>
  );
}
