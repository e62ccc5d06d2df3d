import type { ComponentProps } from 'react';
import { Popover as Radix } from 'radix-ui';
import './ui.css';

export const Popover = Radix.Root;
export const PopoverTrigger = Radix.Trigger;
export const PopoverClose = Radix.Close;

export function PopoverContent({ className, sideOffset = 8, ...rest }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Radix.Content sideOffset={sideOffset} collisionPadding={8} className={['popover', className ?? ''].filter(Boolean).join(' ')} {...rest} />
    </Radix.Portal>
  );
}
