import type { ComponentProps } from 'react';
import { DropdownMenu as Radix } from 'radix-ui';
import './ui.css';

export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;

export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', width, style, ...rest }: ComponentProps<typeof Radix.Content> & { width?: number }) {
  return (
    <Radix.Portal>
      <Radix.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={['menu', className ?? ''].filter(Boolean).join(' ')}
        style={{ width: width ? `min(${width}px, calc(100vw - 16px))` : undefined, ...style }}
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
