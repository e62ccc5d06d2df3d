import { useCallback, useEffect, useRef } from 'react';
import { reportError } from '@/shared/api/report-error';
import { useColorModeStore } from '@/shared/hooks/use-color-mode';
import { toast } from '@/shared/ui/toast-store';
import { checkFrameEvent, hostThemeMessage, type FrameMessage } from './frame-messages';

/** Without a `frameReady` message within this time the frame counts as failed to load. */
export const FRAME_READY_TIMEOUT_MS = 15_000;
/** The payment-page error toast (see docs/product/wallet.md): danger, 10 s. */
export const PAYMENT_PAGE_ERROR = { title: 'An error has occurred', description: 'Please try again later.', variant: 'danger', duration: 10_000 } as const;

export function showPaymentPageError(): void {
  toast({ id: 'payments-frame-error', ...PAYMENT_PAGE_ERROR });
}

/**
 * The unexpected-error toast of a wallet call refused without a field: danger, 10 s, with the
 * server's message (see docs/product/wallet.md).
 */
export function showUnexpectedErrorToast(message: string): void {
  toast({ id: 'wallet-unexpected-error', title: 'An error has occurred', description: message, variant: 'danger', duration: 10_000 });
}

function reportRejected(reason: string, origin: string) {
  reportError(new Error(`Payments frame message rejected: ${reason}`), { source: 'payments-frame', origin }, 'warning');
}

/** A same-window message that does not even look like a frame message (browser extensions, tools). */
function isForeignNoise(event: MessageEvent): boolean {
  if (event.source !== window) return false;
  const d: unknown = event.data;
  return !(typeof d === 'object' && d !== null && typeof (d as { type?: unknown }).type === 'string' && /^(show|go|resubmit|frame|getHost)/.test((d as { type: string }).type));
}

/**
 * The payments frame: an iframe on the payments origin. It accepts the
 * frame's messages only from that origin and that frame's window (others are reported and
 * ignored), posts the host's colour mode on every load and every change, and shows the
 * payment-page error toast when the frame fails to load or never says `frameReady`.
 * `hidden` keeps it out of sight (a hidden gateway) while it works.
 */
export function PaymentsFrame({
  src,
  origin,
  title,
  hidden = false,
  onMessage,
  onLoadFailure,
}: {
  src: string;
  origin: string;
  title: string;
  hidden?: boolean;
  onMessage: (message: FrameMessage) => void | Promise<void>;
  onLoadFailure?: () => void;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const loaded = useRef(false);
  const ready = useRef(false);
  const failed = useRef(false);
  const mode = useColorModeStore((s) => s.mode);
  const handler = useRef(onMessage);
  const onFail = useRef(onLoadFailure);
  useEffect(() => {
    handler.current = onMessage;
    onFail.current = onLoadFailure;
  });

  const fail = useCallback(() => {
    if (failed.current || ready.current) return;
    failed.current = true;
    showPaymentPageError();
    onFail.current?.();
  }, []);

  const postTheme = useCallback(() => {
    ref.current?.contentWindow?.postMessage(hostThemeMessage(useColorModeStore.getState().mode), origin);
  }, [origin]);

  useEffect(() => {
    loaded.current = false;
    ready.current = false;
    failed.current = false;
    const timer = window.setTimeout(fail, FRAME_READY_TIMEOUT_MS);
    const onWindowMessage = (event: MessageEvent) => {
      const check = checkFrameEvent(event, { origin, source: ref.current?.contentWindow ?? null });
      if (!check.ok) {
        if (!isForeignNoise(event)) reportRejected(check.reason, event.origin);
        return;
      }
      if (check.message.type === 'frameReady') {
        ready.current = true;
        window.clearTimeout(timer);
        return;
      }
      Promise.resolve()
        .then(() => handler.current(check.message))
        .catch((e: unknown) => {
          reportError(e, { source: 'payments-frame', messageType: check.message.type });
          showPaymentPageError();
        });
    };
    window.addEventListener('message', onWindowMessage);
    // React does not wire `error` on iframes; listen natively.
    const frame = ref.current;
    frame?.addEventListener('error', fail);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onWindowMessage);
      frame?.removeEventListener('error', fail);
    };
  }, [src, origin, fail]);

  useEffect(() => {
    if (loaded.current) postTheme();
  }, [mode, postTheme]);

  return (
    <iframe
      ref={ref}
      key={src}
      src={src}
      title={title}
      className={hidden ? 'payments-frame payments-frame--hidden' : 'payments-frame'}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      allow="payment"
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      referrerPolicy="origin"
      onLoad={() => {
        loaded.current = true;
        postTheme();
      }}
    />
  );
}
