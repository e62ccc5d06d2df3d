import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { AlertDialog } from 'radix-ui';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast-store';
import { acknowledgeDeposit } from './deposit-ack-api';
import { DepositAcknowledgementDocument } from './deposit-ack-operations';
import './wallet.css';

/** The failure toast (see docs/product/wallet.md). */
export const DEPOSIT_ACK_FAILED = 'Error acknowledging deposit amount. Please try again later.';

/** Re-reads the acknowledgement state this often while logged in (it changes after deposits). */
export const DEPOSIT_ACK_POLL_MS = 60_000;

/**
 * The deposit acknowledgement: when the account requires a
 * responsible-gaming acknowledgement and the server says to show it, a modal that cannot be
 * dismissed until its button acknowledges (REST, 202), after which the account is re-read.
 */
export function DepositAckModal() {
  const { isLoggedIn } = useAuth();
  const { data, refetch } = useQuery(DepositAcknowledgementDocument, { skip: !isLoggedIn, fetchPolicy: 'cache-and-network', pollInterval: isLoggedIn ? DEPOSIT_ACK_POLL_MS : 0 });
  const [busy, setBusy] = useState(false);
  const account = isLoggedIn ? (data?.account ?? null) : null;
  const modal = account?.depositAckModal ?? null;
  const open = Boolean(account?.requiresResponsibleGamingAcknowledgement && modal?.showDepositAckModal);

  const acknowledge = async () => {
    setBusy(true);
    try {
      await acknowledgeDeposit(useAuthStore.getState().bearerToken ?? '');
      await refetch();
    } catch (e) {
      reportError(e, { source: 'identity-api', call: 'deposit-acknowledgement' });
      toast({ title: DEPOSIT_ACK_FAILED, variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  if (!open || !modal) return null;
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay--top" />
        <AlertDialog.Content className="dialog dialog--confirm" onEscapeKeyDown={(e) => e.preventDefault()} data-ack-type={modal.depositAckType}>
          <AlertDialog.Title className="dialog__title">{modal.title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description deposit-ack__body">{modal.body}</AlertDialog.Description>
          <div className="dialog__actions">
            <Button loading={busy} onClick={() => void acknowledge()}>
              {modal.buttonLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
