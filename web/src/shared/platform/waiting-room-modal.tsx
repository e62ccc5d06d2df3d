import { useEffect, useState } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Spinner } from '@/shared/ui/spinner';
import type { WaitingRoomState } from './platform-store';
import '@/shared/ui/ui.css';
import './platform.css';

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The waiting-room modal (see docs/product/platform-services.md): shown while the server holds this
 * browser in the queue; it cannot be dismissed and disappears by itself once a seat frees up.
 */
export function WaitingRoomModal({ state }: { state: WaitingRoomState }) {
  const seconds = useSecondsUntil(state.nextAttemptAt);
  const block = (e: Event) => e.preventDefault();
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="overlay" />
        <RadixDialog.Content
          className="dialog"
          style={{ maxWidth: 420 }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          aria-describedby="waiting-room-text"
        >
          <div className="waiting-room">
            <Spinner size={28} />
            <RadixDialog.Title className="dialog__title">You&apos;re in the waiting room</RadixDialog.Title>
            {state.position !== null ? (
              <p className="waiting-room__position" aria-live="polite">
                <span className="waiting-room__number">{state.position}</span>
                <span className="waiting-room__label">your place in line</span>
              </p>
            ) : null}
            <p id="waiting-room-text" className="waiting-room__text">
              We&apos;re busy right now. Keep this tab open: you&apos;ll get in automatically as soon as a seat frees up.
            </p>
            <p className="waiting-room__next">{seconds > 0 ? `Checking again in ${seconds} s` : 'Checking now…'}</p>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
