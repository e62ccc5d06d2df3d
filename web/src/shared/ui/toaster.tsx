import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useToastStore, type Toast } from './toast-store';
import './ui.css';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

function ToastItem({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: (id: string) => void }) {
  const remaining = useRef(toast.duration);
  const startedAt = useRef(Date.now());

  useEffect(() => {
    if (toast.duration < 0 || paused) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [toast.id, toast.duration, paused, onDismiss]);

  const Icon = ICONS[toast.variant];
  const urgent = toast.variant === 'danger' || toast.variant === 'warning';
  return (
    <div
      className={`toast toast--${toast.variant}`}
      role={urgent ? 'alert' : 'status'}
      aria-atomic="true"
    >
      <Icon className="toast__icon" size={20} aria-hidden="true" />
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
        {toast.action ? (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      {toast.dismissible ? (
        <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
          <X size={16} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The toast stack (330 px wide): one accessible live region for the whole app. Pointing at the
 * stack or focusing inside it pauses every toast's timer (WCAG 2.2.1): a toast arriving or
 * leaving moves the others under the pointer, which must not cut short the one being read.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  return (
    <section className="toaster" aria-label="Notifications">
      <div
        className="toaster__list"
        aria-live="polite"
        aria-relevant="additions text"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
        }}
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} paused={paused} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );
}
