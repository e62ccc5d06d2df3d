import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { isOddsFormat } from './odds-format-store';
import { useOddsFormat } from './use-odds-format';
import './odds-format-control.css';

const OPTIONS = [
  { value: 'AMERICAN', label: 'American', example: '+150, -110, Even', short: 'American' },
  { value: 'EURO', label: 'Decimal', example: '2.50, 1.91, 2.00', short: 'Decimal' },
] as const;

/**
 * The odds-format choice (see docs/product/sports-and-odds.md): a radio group of American and
 * Decimal. `settings` is the account settings form with examples; `compact` is the segmented switch
 * beside sports pages' titles.
 */
export function OddsFormatControl({ variant = 'settings', label = 'Odds format' }: { variant?: 'settings' | 'compact'; label?: string }) {
  const { format, setFormat, saving } = useOddsFormat();
  const id = useId();
  const onChange = (value: string) => {
    if (isOddsFormat(value) && value !== format) void setFormat(value);
  };

  if (variant === 'compact') {
    return (
      <RadioGroup.Root className="odds-format-toggle" value={format} onValueChange={onChange} aria-label={label} orientation="horizontal" aria-busy={saving || undefined}>
        {OPTIONS.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value} className="odds-format-toggle__option" title={`${o.label} odds (${o.example})`}>
            {o.short}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    );
  }

  return (
    <RadioGroup.Root className="odds-format" value={format} onValueChange={onChange} aria-labelledby={`${id}-label`} aria-busy={saving || undefined}>
      <span id={`${id}-label`} className="odds-format__legend">
        {label}
      </span>
      {OPTIONS.map((o) => (
        <label key={o.value} className="odds-format__option" htmlFor={`${id}-${o.value}`}>
          <RadioGroup.Item id={`${id}-${o.value}`} value={o.value} className="odds-format__radio" aria-describedby={`${id}-${o.value}-example`}>
            <RadioGroup.Indicator className="odds-format__dot" />
          </RadioGroup.Item>
          <span className="odds-format__text">
            <span className="odds-format__label">{o.label}</span>
            <span id={`${id}-${o.value}-example`} className="odds-format__example">
              {o.example}
            </span>
          </span>
        </label>
      ))}
    </RadioGroup.Root>
  );
}
