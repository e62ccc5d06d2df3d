import type { ComponentProps } from 'react';
import { DropdownMenu as Radix } from 'radix-ui';
import { useDropdownMaxHeight } from './dropdown-height';
import './ui.css';

export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;

/** A menu's list: at most a third of the viewport tall, scrolling beyond that. */
export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', width, style, ...rest }: ComponentProps<typeof Radix.Content> & { width?: number }) {
  const maxHeight = useDropdownMaxHeight();
  return (
    <Radix.Portal>
      <Radix.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={['menu', className ?? ''].filter(Boolean).join(' ')}
        style={{ width: width ? `min(${width}px, calc(100vw - 16px))` : undefined, maxHeight, overflowY: 'auto', ...style }}
        {...rest}
      />
    </Radix.Portal>
  );
}

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Radix.Item>) {
  return <Radix.Item className={['menu__item', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={['menu__label', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}

export function DropdownMenuSeparator() {
  return <Radix.Separator className="menu__separator" />;
}
