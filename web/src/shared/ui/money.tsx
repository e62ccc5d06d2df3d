import { currencyName, formatCents, formatMoney, type MoneyLike } from '@/shared/format/money';
import './ui.css';

type MoneyProps = { className?: string } & ({ money: MoneyLike | null | undefined; cents?: never } | { cents: number | bigint | string; money?: never; currency?: string });

/** Every amount in the app goes through here: dollars from cents, tabular numerals. */
export function Money(props: MoneyProps) {
  const text = props.money !== undefined ? formatMoney(props.money) : formatCents(props.cents ?? 0);
  const currency = props.money?.currency ?? ('currency' in props ? props.currency : undefined) ?? 'USD';
  return (
    <span className={['money', props.className ?? ''].filter(Boolean).join(' ')} title={`${text} (${currencyName(currency)})`}>
      {text}
    </span>
  );
}
