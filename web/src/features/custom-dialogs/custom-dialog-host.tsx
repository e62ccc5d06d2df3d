import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { track } from '@/shared/telemetry/analytics';
import { Button, type ButtonVariant } from '@/shared/ui/button';
import '@/shared/ui/ui.css';
import { CustomDialogsDocument } from './custom-dialogs-query';
import {
  canOpenExternal,
  dialogToShow,
  isAppPath,
  markDialogClosed,
  ON_LOGIN_WINDOW_MS,
  readClosedDialogs,
  type ButtonStyle,
  type DialogButton,
  type DialogConfig,
} from './dialog-rules';
import './custom-dialogs.css';

const VARIANT: Record<ButtonStyle, ButtonVariant> = { PRIMARY: 'primary', SECONDARY: 'outline', LINK: 'link' };

/** True for 5 s after a user id appears (login or a resumed session). */
function useLoginWindow(userId: string | null): boolean {
  const [open, setOpen] = useState(false);
  const last = useRef<string | null>(null);
  useEffect(() => {
    const appeared = userId !== null && userId !== last.current;
    last.current = userId;
    if (!appeared) {
      if (userId === null) setOpen(false);
      return;
    }
    setOpen(true);
    const id = setTimeout(() => setOpen(false), ON_LOGIN_WINDOW_MS);
    return () => clearTimeout(id);
  }, [userId]);
  return open;
}

/**
 * Opens operator-published custom dialogs (see docs/product/platform-services.md): on matching
 * pages, and within 5 s after login for on_login ones. Closing one (any button, or the close
 * control of a dismissible one) keeps it closed for good (localStorage).
 */
export function CustomDialogHost() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const userId = useAuthStore((s) => (s.loginState === 'loggedIn' ? s.userId : null));
  const loginState = useAuthStore((s) => s.loginState);
  const loginWindowOpen = useLoginWindow(userId);
  const { data, refetch } = useQuery(CustomDialogsDocument, { fetchPolicy: 'cache-and-network', skip: loginState === 'unknown' });
  const [closedIds, setClosedIds] = useState(readClosedDialogs);
  const [current, setCurrent] = useState<DialogConfig | null>(null);

  // A login brings the dialogs again, so a fresh on_login dialog is known within the window.
  useEffect(() => {
    if (userId) void refetch().catch(() => undefined);
  }, [userId, refetch]);

  const dialogs = useMemo(() => (data?.customDialogs ?? []) as readonly DialogConfig[], [data]);
  const candidate = useMemo(() => dialogToShow(dialogs, { path: pathname, closedIds, loginWindowOpen }), [dialogs, pathname, closedIds, loginWindowOpen]);

  useEffect(() => {
    if (current || !candidate) return;
    setCurrent(candidate);
    track('modal_opened', { modal: 'custom-dialog', dialogId: candidate.id });
  }, [candidate, current]);

  if (!current) return null;

  const close = () => {
    setClosedIds(markDialogClosed(current.id));
    setCurrent(null);
  };

  const press = (button: DialogButton) => {
    track('custom_dialog_button', { dialogId: current.id, type: button.type });
    if (button.type === 'EXTERNAL_LINK') {
      if (!canOpenExternal(button.url)) return;
      window.open(button.url, '_blank', 'noopener,noreferrer');
    }
    close();
    if (button.type === 'DEEP_LINK' && isAppPath(button.url)) void navigate(button.url);
  };

  const block = (e: Event) => {
    if (!current.dismissible) e.preventDefault();
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && current.dismissible && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="overlay" />
        <RadixDialog.Content className="dialog custom-dialog" style={{ maxWidth: 440 }} onEscapeKeyDown={block} onPointerDownOutside={block} onInteractOutside={block}>
          <RadixDialog.Title className="dialog__title">{current.title}</RadixDialog.Title>
          <RadixDialog.Description className="custom-dialog__body">{current.body}</RadixDialog.Description>
          <div className="custom-dialog__buttons">
            {current.buttons.map((b, i) => (
              <Button
                key={`${b.label}-${i}`}
                variant={VARIANT[b.style] ?? 'primary'}
                disabled={b.type === 'EXTERNAL_LINK' && !canOpenExternal(b.url)}
                onClick={() => press(b)}
              >
                {b.label}
              </Button>
            ))}
          </div>
          {current.dismissible ? (
            <RadixDialog.Close className="icon-btn icon-btn--ghost icon-btn--sm dialog__close" aria-label="Close">
              <X size={18} aria-hidden="true" />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
