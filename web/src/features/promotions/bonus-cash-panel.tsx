import './promotions.css';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import type { BonusCashFieldsFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { FormError } from '@/shared/ui/field';
import { BonusCashDocument, SetActiveBonusCashDocument } from './promotions-operations';

type BonusCash = BonusCashFieldsFragment;

/** What was wagered of what must be, 0 to 100, rounded down (nothing to wager is done). */
export function playThroughPercent(wageredCents: number, requiredCents: number): number {
  if (requiredCents <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((wageredCents * 100) / requiredCents)));
}

export const SET_ACTIVE_FAILED = 'We could not change your active bonus cash. Please try again.';

function BonusCashRow({
  grant,
  several,
  pending,
  busy,
  error,
  onActivate,
}: {
  grant: BonusCash;
  several: boolean;
  pending: boolean;
  busy: boolean;
  /** Why making it active failed, shown under its button. */
  error: string | null;
  onActivate: () => void;
}) {
  const percent = playThroughPercent(grant.wagered.amount, grant.required.amount);
  const titleId = `bonus-cash-${grant.id}`;
  return (
    <li className={`bonus-cash__item${grant.active ? ' bonus-cash__item--active' : ''}`} aria-labelledby={titleId}>
      <div className="bonus-cash__top">
        <h3 id={titleId} className="bonus-cash__title">
          {grant.title}
        </h3>
        {grant.active ? <Badge tone="success">Active</Badge> : null}
      </div>
      <p className="bonus-cash__remaining">
        <strong>{grant.remaining.formattedAmount}</strong> left of {grant.amount.formattedAmount}
      </p>
      <div className="award-progress">
        <div
          className="award-progress__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={`${grant.title} play-through`}
          aria-valuetext={`${grant.wagered.formattedAmount} of ${grant.required.formattedAmount} wagered`}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="award-progress__label">
          {grant.wagered.formattedAmount} of {grant.required.formattedAmount} wagered ({percent}%)
        </p>
      </div>
      <div className="bonus-cash__bottom">
        <span className="bonus-cash__expires">Expires {formatDateTime(grant.expiresAt)}</span>
        {several && !grant.active ? (
          <Button size="sm" variant="outline" loading={pending} disabled={busy && !pending} onClick={onActivate} aria-label={`Make ${grant.title} active`}>
            Make Active
          </Button>
        ) : null}
      </div>
      {error ? <FormError>{error}</FormError> : null}
    </li>
  );
}

/**
 * The account panel's Bonus Cash (after the Rewards strip): each grant still being played
 * through (ACTIVE) with what is left of it, its play-through as a progress bar, its expiry and
 * which one wagers count towards now. With several, Make Active chooses another
 * (`setActiveBonusCash`); a refusal's message, or a failure, shows under the grant's button
 * (under the list once the grant left it). Nothing without bonus cash.
 */
export function BonusCashPanel() {
  const { data, refetch } = useQuery(BonusCashDocument, { fetchPolicy: 'cache-and-network' });
  const [setActive] = useMutation(SetActiveBonusCashDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);
  /** The last refusal or failure, and the grant it was for. */
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  const grants = (data?.bonusCash ?? []).filter((g) => g.status === 'ACTIVE');
  if (grants.length === 0) return null;
  const several = grants.length > 1;

  const activate = async (id: string) => {
    setPendingId(id);
    setError(null);
    try {
      const { data: answer } = await setActive({
        variables: { id },
        // One grant plays at a time: the others stop being active.
        update: (cache, { data: d }) => {
          const chosen = d?.setActiveBonusCash.bonusCash;
          if (!chosen) return;
          cache.updateQuery({ query: BonusCashDocument }, (prev) =>
            prev ? { ...prev, bonusCash: prev.bonusCash.map((g) => ({ ...g, active: g.id === chosen.id })) } : prev,
          );
        },
      });
      const refusal = answer?.setActiveBonusCash.error;
      if (refusal) {
        setError({ id, message: refusal.message });
        // It converted, expired or went away: the list is read again.
        void refetch();
      } else if (!answer?.setActiveBonusCash.bonusCash) {
        setError({ id, message: SET_ACTIVE_FAILED });
      }
    } catch {
      setError({ id, message: SET_ACTIVE_FAILED });
    } finally {
      setPendingId(null);
    }
  };

  return (
    <section className="bonus-cash" aria-labelledby="bonus-cash-title">
      <h2 id="bonus-cash-title" className="rewards-strip__title">
        Bonus Cash
      </h2>
      {several ? <p className="bonus-cash__hint">Your wagers count towards the active one.</p> : null}
      <ul className="bonus-cash__list">
        {grants.map((g) => (
          <BonusCashRow
            key={g.id}
            grant={g}
            several={several}
            pending={pendingId === g.id}
            busy={pendingId !== null}
            error={error?.id === g.id ? error.message : null}
            onActivate={() => void activate(g.id)}
          />
        ))}
      </ul>
      {/* A grant that converted or expired meanwhile leaves the list: its refusal stays here. */}
      {error && !grants.some((g) => g.id === error.id) ? <FormError>{error.message}</FormError> : null}
    </section>
  );
}
