import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { graphql } from '@/graphql/gql';
import type { AutoAcceptOddsChanges } from '@/graphql/graphql';
import { FormError } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';

/** The betslip's auto-accept choice, as stored with the account. */
export const AutoAcceptDocument = graphql(`
  query AutoAcceptOddsChangesPreference {
    userPreferences {
      autoAcceptOddsChanges
    }
  }
`);

/** Stores the auto-accept choice; answers it as stored. */
export const SetAutoAcceptDocument = graphql(`
  mutation SetAutoAcceptOddsChangesPreference($value: AutoAcceptOddsChanges!) {
    setUserPreferences(input: { autoAcceptOddsChanges: $value }) {
      autoAcceptOddsChanges
    }
  }
`);

export const AUTO_ACCEPT_OPTIONS: { value: AutoAcceptOddsChanges; label: string; hint: string }[] = [
  { value: 'NONE', label: 'Ask me every time', hint: 'Review every price change before you bet.' },
  { value: 'HIGHER', label: 'Accept higher odds', hint: 'Better prices are taken for you; worse ones still ask.' },
  { value: 'ANY', label: 'Accept any odds change', hint: 'Every new price is taken for you.' },
];

export const AUTO_ACCEPT_SAVE_FAILED = 'We could not save your choice. Please try again.';

/**
 * Which betslip price changes are accepted without asking, saved with the account on each
 * change; an open betslip is read again so it applies at once.
 */
export function AutoAcceptControl() {
  const id = useId();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(AutoAcceptDocument, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SetAutoAcceptDocument);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState<AutoAcceptOddsChanges | null>(null);
  const chosen = saved ?? data?.userPreferences.autoAcceptOddsChanges ?? null;

  if (!data && loading) return <Skeleton height={120} radius={10} />;
  if (!data && error) return <FormError>We could not load your odds change preference. Please reload the page.</FormError>;

  const choose = async (value: AutoAcceptOddsChanges) => {
    if (value === chosen) return;
    setFailed(false);
    try {
      const result = await save({ variables: { value } });
      const stored = result.data?.setUserPreferences.autoAcceptOddsChanges;
      if (!stored) throw new Error('setUserPreferences answered nothing');
      setSaved(stored);
      // An open betslip reads the stored choice again, so it applies at once.
      const slipOpen = [...client.getObservableQueries('active').values()].some((q) => q.queryName === 'Betslip');
      if (slipOpen) await client.refetchQueries({ include: ['Betslip'] });
    } catch {
      setFailed(true);
    }
  };

  return (
    <fieldset className="casino-balance" aria-describedby={`${id}-help`} aria-busy={saving.loading || undefined}>
      <legend className="casino-balance__legend">When odds change on my betslip</legend>
      <p id={`${id}-help`} className="casino-balance__help">
        A bet is always placed at the price shown when you place it.
      </p>
      {AUTO_ACCEPT_OPTIONS.map((o) => (
        <label key={o.value} className="casino-balance__option">
          <input
            type="radio"
            name={`${id}-auto-accept`}
            value={o.value}
            checked={chosen === o.value}
            disabled={saving.loading}
            aria-describedby={`${id}-${o.value}`}
            onChange={() => void choose(o.value)}
          />
          <span>
            <span className="casino-balance__label">{o.label}</span>
            <span id={`${id}-${o.value}`} className="casino-balance__hint">
              {o.hint}
            </span>
          </span>
        </label>
      ))}
      {failed ? <FormError>{AUTO_ACCEPT_SAVE_FAILED}</FormError> : null}
    </fieldset>
  );
}
