import type { ComponentProps } from 'react';
import './ui.css';

export function Card({ className, padded = true, ...rest }: ComponentProps<'div'> & { padded?: boolean }) {
  return <div className={['card', padded ? 'card--padded' : '', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
