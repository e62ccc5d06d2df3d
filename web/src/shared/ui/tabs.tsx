import type { ComponentProps } from 'react';
import { Tabs as Radix } from 'radix-ui';
import './ui.css';

export const Tabs = Radix.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof Radix.List>) {
  return <Radix.List className={['tabs__list', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof Radix.Trigger>) {
  return <Radix.Trigger className={['tabs__trigger', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof Radix.Content>) {
  return <Radix.Content className={['tabs__content', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
