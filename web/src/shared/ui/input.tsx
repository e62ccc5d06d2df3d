import type { ComponentProps } from 'react';
import { useFieldControl } from './field';
import './ui.css';

export type InputProps = ComponentProps<'input'>;

/** A text input; inside a Field it takes the field's id, description and invalid state. */
export function Input({ className, id, ...rest }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.id}
      aria-describedby={rest['aria-describedby'] ?? field?.describedBy}
      aria-invalid={rest['aria-invalid'] ?? (field?.invalid || undefined)}
      required={rest.required ?? (field?.required || undefined)}
      className={['input', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
