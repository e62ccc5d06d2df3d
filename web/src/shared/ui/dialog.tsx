import type { ReactNode } from 'react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { X } from 'lucide-react';
import './ui.css';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** A centred modal with a title (always present for screen readers) and a close button. */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  children,
  width = 480,
  showClose = true,
  className,
}: {
  title: string;
  description?: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
  width?: number;
  showClose?: boolean;
  className?: string;
}) {
  const heading = <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="overlay" />
      <RadixDialog.Content
        className={['dialog', className ?? ''].filter(Boolean).join(' ')}
        style={{ maxWidth: width }}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        {hideTitle ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : heading}
        {description ? <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description> : null}
        {children}
        {showClose ? (
          <RadixDialog.Close className="icon-btn icon-btn--ghost icon-btn--sm dialog__close" aria-label="Close">
            <X size={18} aria-hidden="true" />
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A panel that slides in from the side (the account panel, the navigation drawer). */
export function SheetContent({
  title,
  hideTitle = true,
  side = 'right',
  width,
  children,
  className,
  labelledBy,
}: {
  title: string;
  hideTitle?: boolean;
  side?: 'left' | 'right';
  width: number;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const heading = <RadixDialog.Title className="sheet__title">{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="overlay overlay--sheet" />
      <RadixDialog.Content
        className={['sheet', `sheet--${side}`, className ?? ''].filter(Boolean).join(' ')}
        style={{ width: `min(${width}px, 100vw)` }}
        aria-describedby={undefined}
        {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
      >
        {hideTitle ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : heading}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
