import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { limitPath, rgPaths } from './limit-kinds';
import { dismissLimitsModal } from './rg-api';
import { RgAccountDocument, RgLimitsDocument } from './rg-operations';
import './responsible-gaming.css';

/** Re-reads `showLimitsModal` this often while logged in (pending changes ripen over time). */
export const LIMITS_MODAL_POLL_MS = 60_000;

/**
 * The limits modal (see docs/product/responsible-gaming-and-location.md): while
 * `Account.showLimitsModal` is true, a modal says that a pending limit change awaits confirmation
 * and links to it. Dismissing it (or following a link) acknowledges it with `PATCH
 * /i/acks/limits_modal_dismissed_at` (201), after which the flag is re-read.
 */
export function LimitsModal() {
  const { isLoggedIn } = useAuth();
  const { data, refetch } = useQuery(RgAccountDocument, { skip: !isLoggedIn, fetchPolicy: 'cache-and-network', pollInterval: isLoggedIn ? LIMITS_MODAL_POLL_MS : 0 });
  const show = isLoggedIn && Boolean(data?.account?.showLimitsModal);
  const { data: limitsData } = useQuery(RgLimitsDocument, { variables: {}, skip: !show, fetchPolicy: 'cache-and-network' });
  // Closed here at once; a failed acknowledgement keeps it closed for this page view.
  const [closed, setClosed] = useState(false);
  const ready = (limitsData?.limits ?? []).filter((l) => l.pendingLimit?.state === 'ACTION_REQUIRED');

  const dismiss = async () => {
    if (closed) return;
    setClosed(true);
    try {
      await dismissLimitsModal(useAuthStore.getState().bearerToken ?? '');
      await refetch();
      setClosed(false);
    } catch (error) {
      reportError(error, { source: 'identity-api', call: 'limits-modal-dismissed' });
    }
  };

  const open = show && !closed;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && void dismiss()}>
      {open ? (
        <DialogContent
          title="A limit change needs your confirmation"
          description="The waiting period for a change to your limits has ended. It only takes effect once you confirm it; until then your current limit stays in place."
        >
          {ready.length ? (
            <ul className="rg-modal-list">
              {ready.map((l) => (
                <li key={l.id}>
                  <Link to={limitPath(l.type, l.period)} onClick={() => void dismiss()}>
                    {l.title}
                  </Link>
                  {l.pendingLimit ? <span className="rg-modal-list__value">{l.pendingLimit.description}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="dialog__actions">
            <Button variant="outline" onClick={() => void dismiss()}>
              Not now
            </Button>
            <Button asChild>
              <Link to={rgPaths.overview} onClick={() => void dismiss()}>
                Review limits
              </Link>
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
