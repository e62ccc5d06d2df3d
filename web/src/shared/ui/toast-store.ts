import { create } from 'zustand';

/** Toast lifetimes (see docs/product/shell-and-identity.md): 5 s by default; -1 stays until dismissed. */
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_PERSISTENT = -1;

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  /** Give an id to replace an earlier toast with the same id instead of stacking. */
  id?: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; -1 keeps the toast until it is dismissed. */
  duration?: number;
  dismissible?: boolean;
  action?: ToastAction;
}

export interface Toast extends Required<Pick<ToastInput, 'id' | 'title' | 'variant' | 'duration' | 'dismissible'>> {
  description?: string;
  action?: ToastAction;
  createdAt: number;
}

interface ToastState {
  toasts: Toast[];
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let counter = 0;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (input) => {
    counter += 1;
    const id = input.id ?? `toast-${counter}`;
    const toast: Toast = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'info',
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
      dismissible: input.dismissible ?? true,
      action: input.action,
      createdAt: Date.now(),
    };
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== id), toast] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Shows a toast from anywhere (components, stores, Apollo links); returns its id. */
export function toast(input: ToastInput): string {
  return useToastStore.getState().show(input);
}

export function dismissToast(id: string): void {
  useToastStore.getState().dismiss(id);
}

export function clearToasts(): void {
  useToastStore.getState().clear();
}
