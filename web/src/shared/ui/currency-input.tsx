import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { useFieldControl } from './field';
import './ui.css';

/**
 * Currency input rules (see docs/product/shell-and-identity.md): "$" prefix, thousands separators,
 * 2 decimals by default, maximum 1,000,000,000 and minimum 0 by default, a leading "." becomes
 * "0.", one decimal digit is padded to two on blur, and a value below the minimum is cleared on
 * blur unless `skipClearOnBlur` is set.
 *
 * The value is the plain decimal string ("1234.5"); `onValueChange` also gets cents.
 */
export const CURRENCY_MAX = 1_000_000_000;

export interface CurrencyOptions {
  decimals?: number;
  max?: number;
}

/** Cleans typed text into a plain decimal string, or null when the edit must be refused. */
export function normalizeCurrency(raw: string, { decimals = 2, max = CURRENCY_MAX }: CurrencyOptions = {}): string | null {
  let s = raw.replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot !== -1) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  if (decimals === 0) s = s.replace('.', '');
  if (s.startsWith('.')) s = `0${s}`;
  // Drop leading zeros of the whole part ("007" -> "7") but keep "0" and "0.x".
  s = s.replace(/^0+(?=\d)/, '');
  const [whole = '', frac] = s.split('.');
  if (frac !== undefined && frac.length > decimals) return null;
  if (whole !== '' && Number(`${whole}.${frac ?? ''}`.replace(/\.$/, '')) > max) return null;
  return s;
}

/** "1234.5" -> "$1,234.5" (formatting only, no padding). */
export function displayCurrency(value: string): string {
  if (value === '') return '';
  const [whole = '', frac] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** What blur does to a value: pad one decimal, drop a bare ".", clear below the minimum. */
export function blurCurrency(value: string, { decimals = 2, min = 0, skipClearOnBlur = false }: CurrencyOptions & { min?: number; skipClearOnBlur?: boolean } = {}): string {
  if (value === '') return '';
  let v = value.endsWith('.') ? value.slice(0, -1) : value;
  const [, frac] = v.split('.');
  if (decimals === 2 && frac !== undefined && frac.length === 1) v = `${v}0`;
  if (!skipClearOnBlur && Number(v) < min) return '';
  return v;
}

/** Cents of a plain decimal string, or null when empty. */
export function currencyToCents(value: string): number | null {
  if (value === '' || value === '.') return null;
  const [whole = '0', frac = ''] = value.split('.');
  return Number(whole || '0') * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

export type CurrencyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  value: string;
  onValueChange: (value: string, cents: number | null) => void;
  decimals?: number;
  min?: number;
  max?: number;
  skipClearOnBlur?: boolean;
};

export function CurrencyInput({
  value,
  onValueChange,
  decimals = 2,
  min = 0,
  max = CURRENCY_MAX,
  skipClearOnBlur = false,
  onBlur,
  className,
  id,
  placeholder = '$0.00',
  ...rest
}: CurrencyInputProps) {
  const field = useFieldControl();
  const ref = useRef<HTMLInputElement>(null);
  // Number of value characters (digits and ".") before the caret, to restore it after formatting.
  const caret = useRef<number | null>(null);
  const shown = displayCurrency(value);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || caret.current === null || document.activeElement !== el) return;
    let seen = 0;
    let pos = shown.length;
    for (let i = 0; i < shown.length; i += 1) {
      if (seen === caret.current) {
        pos = i;
        break;
      }
      if (/[\d.]/.test(shown.charAt(i))) seen += 1;
    }
    if (seen < caret.current) pos = shown.length;
    el.setSelectionRange(pos, pos);
    caret.current = null;
  }, [shown]);

  return (
    <input
      ref={ref}
      id={id ?? field?.id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-describedby={rest['aria-describedby'] ?? field?.describedBy}
      aria-invalid={rest['aria-invalid'] ?? (field?.invalid || undefined)}
      placeholder={placeholder}
      className={['input', 'input--money', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
      value={shown}
      onChange={(e) => {
        const raw = e.target.value;
        const next = normalizeCurrency(raw, { decimals, max });
        if (next === null) return;
        const before = raw.slice(0, e.target.selectionStart ?? raw.length).replace(/[^\d.]/g, '');
        caret.current = raw.startsWith('.') && before.length > 0 ? before.length + 1 : before.length;
        onValueChange(next, currencyToCents(next));
      }}
      onBlur={(e) => {
        const next = blurCurrency(value, { decimals, min, skipClearOnBlur });
        if (next !== value) onValueChange(next, currencyToCents(next));
        onBlur?.(e);
      }}
    />
  );
}
