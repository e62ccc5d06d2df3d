import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client';
import type { RgLimitType } from '@/graphql/graphql';
import { Button } from '@/shared/ui/button';
import { CHECK_IN_CHOICES, TIME_LIMIT_CHOICES, type DurationChoice } from './limit-kinds';
import { LimitSlotCard } from './limit-slot-card';
import { RgLimitsDocument } from './rg-operations';
import { RgLoadError, RgPage, RgSkeleton } from './rg-page';
import { useLimitActions } from './use-limit-actions';

const NONE = 'none';

function key(value: number | null): string {
  return value === null ? NONE : String(value);
}

interface DurationPageConfig {
  type: Extract<RgLimitType, 'DAILY_TIME' | 'CHECK_IN_FREQUENCY'>;
  title: string;
  lead: string;
  legend: string;
  choices: readonly DurationChoice[];
  hint: string;
}

const CONFIGS: Record<DurationPageConfig['type'], DurationPageConfig> = {
  DAILY_TIME: {
    type: 'DAILY_TIME',
    title: 'Session Time Limit',
    lead: 'Limit how long you can be logged in each day. When you reach it we log you out until tomorrow; a round already in play can finish.',
    legend: 'Daily time limit',
    choices: TIME_LIMIT_CHOICES,
    hint: 'Lowering your limit applies at once. Raising or removing it takes effect after today ends (at least 24 hours) and once you confirm it.',
  },
  CHECK_IN_FREQUENCY: {
    type: 'CHECK_IN_FREQUENCY',
    title: 'Reality Check-In',
    lead: 'Get a reminder at a regular interval showing how long you have been logged in and how much you have wagered this session.',
    legend: 'Remind me every',
    choices: CHECK_IN_CHOICES,
    hint: 'Changes apply at once, starting from this session.',
  },
};

/**
 * `limits/time` (No Limit or 1 to 10 hours) and `limits/reality-check-in`
 * (off, 15 or 30 minutes, 1 to 4 hours): a radio group of choices in minutes.
 */
export function DurationLimitPage({ type }: { type: DurationPageConfig['type'] }) {
  const config = CONFIGS[type];
  const id = useId();
  const { data, loading, error, refetch } = useQuery(RgLimitsDocument, { variables: { type }, fetchPolicy: 'cache-and-network' });
  const { save, busy } = useLimitActions();
  const limit = data?.limits.find((l) => l.type === type) ?? null;
  const current = key(limit?.activeLimit?.amountOrDuration ?? null);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? current;
  const locked = Boolean(limit?.errorMessage);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (selected === current) return;
    const saved = await save(type, null, selected === NONE ? null : Number(selected));
    if (saved) setPicked(null);
  };

  return (
    <RgPage title={limit?.title ?? config.title} lead={limit?.body ?? config.lead}>
      {!data && loading ? (
        <RgSkeleton />
      ) : !data && error ? (
        <RgLoadError onRetry={() => void refetch()} />
      ) : (
        <>
          {limit ? <LimitSlotCard limit={limit} heading="Your setting" headingLevel={2} /> : null}
          <form className="rg-form" aria-label={`Set ${config.title.toLowerCase()}`} onSubmit={(e) => void submit(e)}>
            <fieldset className="rg-choices" disabled={locked} aria-describedby={`${id}-hint`}>
              <legend className="rg-choices__legend">{config.legend}</legend>
              <div className="rg-choices__grid">
                {config.choices.map((c) => (
                  <label key={key(c.value)} className="rg-choice">
                    <input type="radio" name={`${id}-duration`} value={key(c.value)} checked={selected === key(c.value)} onChange={() => setPicked(key(c.value))} />
                    <span>{c.label}</span>
                  </label>
                ))}
              </div>
              <p id={`${id}-hint`} className="field__hint">
                {config.hint}
              </p>
            </fieldset>
            <div className="rg-form__actions">
              <Button type="submit" loading={busy !== null} disabled={locked || selected === current}>
                Save
              </Button>
            </div>
          </form>
        </>
      )}
    </RgPage>
  );
}
