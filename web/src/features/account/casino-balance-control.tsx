import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { graphql } from '@/graphql/gql';
import type { CasinoBalanceUsage } from '@/graphql/graphql';
import { FormError } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';

/** Which balances casino stakes may use (docs/product/casino-rewards.md). */
export const CasinoBalanceUsageDocument = graphql(`
  query CasinoBalanceUsage {
    userPreferences {
      casinoBalanceUsagePreferences
    }
  }
`);

/** Stores the casino balance usage; answers the preferences as stored. */
export const SetCasinoBalanceUsageDocument = graphql(`
  mutation SetCasinoBalanceUsage($usage: [CasinoBalanceUsage!]!) {
    setUserPreferences(input: { casinoBalanceUsagePreferences: $usage }) {
      casinoBalanceUsagePreferences
    }
  }
`);

const OPTIONS: { value: CasinoBalanceUsage; label: string; hint: string }[] = [
  { value: 'CASH', label: 'Cash', hint: 'Your withdrawable balance.' },
  { value: 'CREDITS', label: 'Casino credits', hint: 'Promotional credit, used before cash.' },
];

/**
 * The casino balance preference: check boxes "Cash" and "Casino credits", at least one kept
 * (the last one checked cannot be unchecked). Saved with the account on each change.
 */
export function CasinoBalanceControl() {
  const id = useId();
  const { data, loading, error } = useQuery(CasinoBalanceUsageDocument, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SetCasinoBalanceUsageDocument);
  const [failed, setFailed] = useState(false);
  // What the last save answered (the preferences object has no id for the cache to merge by).
  const [saved, setSaved] = useState<CasinoBalanceUsage[] | null>(null);
  const chosen = saved ?? data?.userPreferences.casinoBalanceUsagePreferences ?? [];

  if (!data && loading) return <Skeleton height={72} radius={10} />;
  if (!data && error) return <FormError>We could not load your casino balance preference. Please reload the page.</FormError>;

  const toggle = async (value: CasinoBalanceUsage, on: boolean) => {
    const next = OPTIONS.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v)));
    if (next.length === 0) return;
    setFailed(false);
    try {
      const result = await save({ variables: { usage: next } });
      const stored = result.data?.setUserPreferences.casinoBalanceUsagePreferences;
      if (stored) setSaved(stored);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <fieldset className="casino-balance" aria-describedby={`${id}-help`} aria-busy={saving.loading || undefined}>
      <legend className="casino-balance__legend">Casino stakes may use</legend>
      <p id={`${id}-help`} className="casino-balance__help">
        Choose at least one. With casino credits on, a stake uses your credits first, then cash.
      </p>
      {OPTIONS.map((o) => {
        const checked = chosen.includes(o.value);
        const last = checked && chosen.length === 1;
        return (
          <label key={o.value} className="casino-balance__option">
            <input
              type="checkbox"
              checked={checked}
              disabled={saving.loading || last}
              aria-describedby={`${id}-${o.value}`}
              onChange={(e) => void toggle(o.value, e.target.checked)}
            />
            <span>
              <span className="casino-balance__label">{o.label}</span>
              <span id={`${id}-${o.value}`} className="casino-balance__hint">
                {o.hint}
                {last ? ' At least one balance stays on.' : ''}
              </span>
            </span>
          </label>
        );
      })}
      {failed ? <FormError>We could not save your choice. Please try again.</FormError> : null}
    </fieldset>
  );
}
