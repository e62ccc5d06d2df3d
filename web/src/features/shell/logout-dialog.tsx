import { useEffect, useState } from 'react';
import { track } from '@/shared/telemetry/analytics';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** The Log Out confirmation (see docs/product/shell-and-identity.md). */
export function LogoutDialog({
  open,
  onOpenChange,
  onLogout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void | Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) track('modal_opened', { modal: 'logout-confirm' });
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title="Logout"
      description="Are you sure you want to log out?"
      confirmLabel="Log Out"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={async () => {
        setBusy(true);
        try {
          await onLogout();
        } finally {
          setBusy(false);
          onOpenChange(false);
        }
      }}
    />
  );
}
