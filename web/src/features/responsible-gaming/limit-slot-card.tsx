import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight, CircleAlert } from 'lucide-react';
import type { RgLimitFieldsFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { formatQuantity, PENDING_STATE_LABELS } from './limit-format';
import { limitPath } from './limit-kinds';
import { useLimitActions } from './use-limit-actions';
import './responsible-gaming.css';

/** Whether a slot tracks usage in a period (money types with a period, and the daily time limit). */
function tracksUsage(limit: RgLimitFieldsFragment): boolean {
  return limit.type === 'DAILY_TIME' || (limit.period !== null && limit.type !== 'CHECK_IN_FREQUENCY');
}

/**
 * One limit slot (see docs/product/responsible-gaming-and-location.md): the active value, the
 * pending change with its state and when it can take effect, used and remaining this period, and
 * the confirm and cancel buttons of a pending change. `link` adds the way to the slot's setting
 * page.
 */
export function LimitSlotCard({
  limit,
  link = false,
  heading,
  headingLevel = 3,
}: {
  limit: RgLimitFieldsFragment;
  link?: boolean;
  /** Replaces the slot's title as the card heading (on the slot's own page). */
  heading?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const { cancel, confirm, busy } = useLimitActions();
  const H = `h${headingLevel}` as const;
  const pending = limit.pendingLimit;
  const active = limit.activeLimit;
  const usage = tracksUsage(limit) && active;

  return (
    <article className="rg-slot" aria-labelledby={`${id}-title`} data-limit-id={limit.id}>
      <div className="rg-slot__head">
        <H id={`${id}-title`} className="rg-slot__title">
          {heading ?? limit.title}
        </H>
        {link ? (
          <Link className="rg-slot__edit" to={limitPath(limit.type, limit.period)} aria-label={`${active ? 'Change' : 'Set'} ${limit.title}`}>
            {active ? 'Change' : 'Set'}
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        ) : null}
      </div>

      <dl className="rg-slot__values">
        <div className="rg-slot__row">
          <dt>Current</dt>
          <dd>
            {active ? (
              <>
                <span className="rg-slot__value">{active.description}</span> <Badge tone="success">{active.badge}</Badge>
              </>
            ) : (
              <span className="rg-slot__none">No limit set</span>
            )}
          </dd>
        </div>
        {pending ? (
          <div className="rg-slot__row">
            <dt>Pending</dt>
            <dd>
              <span className="rg-slot__value">{pending.value ? pending.value.description : 'Remove limit'}</span>{' '}
              <Badge tone={pending.state === 'ACTION_REQUIRED' ? 'danger' : 'warning'}>{pending.badge}</Badge>
            </dd>
            <dd className="rg-slot__detail">
              <span className="rg-slot__state">
                {PENDING_STATE_LABELS[pending.state]} · {pending.description}
              </span>
              <span className="rg-slot__when">
                {pending.state === 'ACTION_REQUIRED' ? 'Waiting period ended' : 'Can take effect'} <time dateTime={pending.effectiveAt}>{formatDateTime(pending.effectiveAt)}</time>
              </span>
            </dd>
          </div>
        ) : null}
        {usage ? (
          <>
            <div className="rg-slot__row">
              <dt>Used</dt>
              <dd className="rg-slot__number">{formatQuantity(limit.type, limit.used)}</dd>
            </div>
            {limit.remaining !== null ? (
              <div className="rg-slot__row">
                <dt>Remaining</dt>
                <dd className="rg-slot__number">{formatQuantity(limit.type, limit.remaining)}</dd>
              </div>
            ) : null}
            {limit.periodEndsAt ? (
              <div className="rg-slot__row">
                <dt>Resets</dt>
                <dd>
                  <time dateTime={limit.periodEndsAt}>{formatDateTime(limit.periodEndsAt)}</time>
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>

      {limit.errorMessage ? (
        <p className="rg-note rg-note--warning">
          <CircleAlert size={16} aria-hidden="true" />
          {limit.errorMessage}
        </p>
      ) : null}

      {pending ? (
        <div className="rg-slot__actions">
          {pending.state === 'ACTION_REQUIRED' ? (
            <Button size="sm" loading={busy === 'confirm'} disabled={busy !== null} onClick={() => void confirm(pending.id)} aria-describedby={`${id}-title`}>
              Confirm change
            </Button>
          ) : null}
          <Button size="sm" variant="outline" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void cancel(pending.id)} aria-describedby={`${id}-title`}>
            Cancel change
          </Button>
        </div>
      ) : null}
    </article>
  );
}
