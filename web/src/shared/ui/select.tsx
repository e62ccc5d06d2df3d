import { Select as Radix } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useDropdownMaxHeight } from './dropdown-height';
import './ui.css';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The design system's dropdown (a listbox, keyboard and screen-reader ready): a trigger showing
 * the chosen label and a list at most a third of the viewport tall that scrolls beyond that.
 * Radix needs a non-empty value per option: `emptyValue` stands for "none" (value '').
 */
export function Select({
  id,
  value,
  options,
  onValueChange,
  'aria-label': ariaLabel,
  className,
  defaultOpen,
}: {
  id?: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
  'aria-label'?: string;
  className?: string;
  defaultOpen?: boolean;
}) {
  const maxHeight = useDropdownMaxHeight();
  const NONE = '__none__';
  return (
    <Radix.Root value={value === '' ? NONE : value} onValueChange={(v) => onValueChange(v === NONE ? '' : v)} {...(defaultOpen ? { defaultOpen } : {})}>
      <Radix.Trigger id={id} className={['input select__trigger', className ?? ''].filter(Boolean).join(' ')} aria-label={ariaLabel}>
        <Radix.Value />
        <Radix.Icon className="select__icon">
          <ChevronDown size={16} aria-hidden="true" />
        </Radix.Icon>
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content className="select__content" position="popper" sideOffset={4} collisionPadding={8} style={{ maxHeight }}>
          <Radix.Viewport className="select__viewport">
            {options.map((o) => (
              <Radix.Item key={o.value || NONE} value={o.value === '' ? NONE : o.value} className="select__item">
                <Radix.ItemText>{o.label}</Radix.ItemText>
                <Radix.ItemIndicator className="select__indicator">
                  <Check size={14} aria-hidden="true" />
                </Radix.ItemIndicator>
              </Radix.Item>
            ))}
          </Radix.Viewport>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
