import type { ComponentProps, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { Spinner } from './spinner';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and blocks clicks. */
  loading?: boolean;
  block?: boolean;
  /** Renders the single child (for example a router Link) with the button's look. */
  asChild?: boolean;
  icon?: ReactNode;
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false, extra?: string) {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  asChild = false,
  icon,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const cls = buttonClass(variant, size, block, className);
  if (asChild) {
    return (
      <Slot.Root className={cls} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={cls}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} className="btn__spinner" /> : icon}
      <span className="btn__label">{children}</span>
    </button>
  );
}

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Accessible name; also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'outline' | 'on-header';
  size?: 'sm' | 'md';
};

export function IconButton({ label, icon, variant = 'ghost', size = 'md', className, type, ...rest }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={['icon-btn', `icon-btn--${variant}`, `icon-btn--${size}`, className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}
