import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClass } from './button';
import { Spinner } from './spinner';
import './ui.css';

/** A yes/no question that needs an answer before anything happens (Radix AlertDialog). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'primary',
  busy = false,
  trigger,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  trigger?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay--top" />
        <AlertDialog.Content className="dialog dialog--confirm">
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">{description}</AlertDialog.Description>
          <div className="dialog__actions">
            <AlertDialog.Cancel className={buttonClass('outline', 'md')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(tone === 'danger' ? 'danger' : 'primary', 'md')}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(e) => {
                e.preventDefault();
                void onConfirm();
              }}
            >
              {busy ? <Spinner size={16} /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
