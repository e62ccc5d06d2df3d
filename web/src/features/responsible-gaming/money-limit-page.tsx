import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client';
import type { RgLimitPeriod, RgLimitType } from '@/graphql/graphql';
import { formatCents } from '@/shared/format/money';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { CurrencyInput, currencyToCents } from '@/shared/ui/currency-input';
import { Field } from '@/shared/ui/field';
import { slotName } from './limit-format';
import { CASHFLOW_TYPES, MAX_LIMIT_CENTS, MIN_LIMIT_CENTS, PERIOD_SLUGS, PERIODS, rgPaths, type CashflowSlug } from './limit-kinds';
import { LimitSlotCard } from './limit-slot-card';
import { RgLimitsDocument } from './rg-operations';
import { RgLoadError, RgPage, RgSkeleton } from './rg-page';
import { useLimitActions } from './use-limit-actions';

/** Validation of a money limit's amount (cents of the currency input), or true. */
export function limitAmountError(cents: number | null): string | true {
  if (cents === null) return 'Enter a limit amount.';
  if (cents < MIN_LIMIT_CENTS) return `Enter an amount of at least ${formatCents(MIN_LIMIT_CENTS)}.`;
  if (cents > MAX_LIMIT_CENTS) return `Enter an amount of at most ${formatCents(MAX_LIMIT_CENTS)}.`;
  return true;
}

const PERIOD_LABELS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

function PeriodNav({ slug, current }: { slug: CashflowSlug; current: RgLimitPeriod }) {
  return (
    <nav aria-label="Limit period">
      <ul className="rg-periods">
        {PERIOD_SLUGS.map((p) => (
          <li key={p}>
            <Link className="rg-periods__link" to={rgPaths.cashflow(slug, p)} aria-current={PERIODS[p] === current ? 'page' : undefined}>
              {PERIOD_LABELS[p]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `limits/{deposit|loss|spend}/{period}` and `limits/max-single-wager`: the slot, a form to
 * set a new amount (currency input rules, sent in cents) and removal. Lowering applies at
 * once; raising or removing waits for the period's end and a confirmation (shown pending).
 */
export function MoneyLimitPage({ type, period }: { type: RgLimitType; period: RgLimitPeriod | null }) {
  const { data, loading, error, refetch } = useQuery(RgLimitsDocument, { variables: { type }, fetchPolicy: 'cache-and-network' });
  const { save, busy } = useLimitActions();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { control, handleSubmit, reset } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  const limit = data?.limits.find((l) => l.type === type && (l.period ?? null) === period) ?? null;
  const name = limit?.title ?? slotName(type, period).replace(/\b\w/g, (c) => c.toUpperCase());
  const cashflow = (Object.keys(CASHFLOW_TYPES) as CashflowSlug[]).find((k) => CASHFLOW_TYPES[k] === type);
  const locked = Boolean(limit?.errorMessage);
  const removable = Boolean(limit?.activeLimit) && limit?.pendingLimit?.state !== 'REMOVAL_PENDING';

  const submit = async ({ amount }: { amount: string }) => {
    const saved = await save(type, period, currencyToCents(amount));
    if (saved) reset({ amount: '' });
  };

  return (
    <RgPage title={name} lead={limit?.body}>
      {cashflow && period ? <PeriodNav slug={cashflow} current={period} /> : null}
      {!data && loading ? (
        <RgSkeleton />
      ) : !data && error ? (
        <RgLoadError onRetry={() => void refetch()} />
      ) : (
        <>
          {limit ? <LimitSlotCard limit={limit} heading="Your limit" headingLevel={2} /> : null}
          <form className="rg-form" aria-label={`Set ${name}`} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
            <Controller
              control={control}
              name="amount"
              rules={{ validate: (v) => limitAmountError(currencyToCents(v)) }}
              render={({ field, fieldState }) => (
                <Field
                  label={limit?.activeLimit ? 'New limit amount' : 'Limit amount'}
                  required
                  hint="Lowering a limit applies at once. Raising or removing one takes effect after the current period ends (at least 24 hours) and once you confirm it."
                  error={fieldState.error?.message}
                >
                  <CurrencyInput
                    name={field.name}
                    value={field.value}
                    max={MAX_LIMIT_CENTS / 100}
                    skipClearOnBlur
                    disabled={locked}
                    onValueChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                  />
                </Field>
              )}
            />
            <div className="rg-form__actions">
              <Button type="submit" loading={busy === 'set'} disabled={locked || (busy !== null && busy !== 'set')}>
                Save limit
              </Button>
              {removable ? (
                <Button variant="outline" disabled={locked || busy !== null} loading={busy === 'remove'} onClick={() => setConfirmRemove(true)}>
                  Remove limit
                </Button>
              ) : null}
            </div>
          </form>
          <ConfirmDialog
            open={confirmRemove}
            onOpenChange={setConfirmRemove}
            title={`Remove your ${name.toLowerCase()}?`}
            description="Removing a limit is not immediate: it takes effect after the current period ends (at least 24 hours) and once you confirm it again. Until then your current limit stays in place."
            confirmLabel="Remove limit"
            tone="danger"
            busy={busy === 'remove'}
            onConfirm={async () => {
              await save(type, period, null);
              setConfirmRemove(false);
            }}
          />
        </>
      )}
    </RgPage>
  );
}
