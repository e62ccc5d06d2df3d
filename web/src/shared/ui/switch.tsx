import type { ComponentProps } from 'react';
import { Switch as Radix } from 'radix-ui';
import './ui.css';

/** An on/off switch; label it with aria-label or a <label htmlFor>. */
export function Switch({ className, ...rest }: ComponentProps<typeof Radix.Root>) {
  return (
    <Radix.Root className={['switch', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      <Radix.Thumb className="switch__thumb" />
    </Radix.Root>
  );
}
