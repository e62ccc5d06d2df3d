import type { ReactNode } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <RadixVisuallyHidden.Root>{children}</RadixVisuallyHidden.Root>;
}
