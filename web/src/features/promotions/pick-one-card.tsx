import { Check } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import type { CardState } from './pick-one-states';
import { PromotionArt } from './promotion-art';
import { endsLabel } from './promotion-labels';
import { PromotionModal } from './promotion-parts';
import type { PromotionCard } from './promotions-operations';
import type { useOptIn } from './use-opt-in';

/** A pick-one offer (482x301 art): See Details and Select; its look follows its state. */
export function PickOneCard({
  promotion,
  state,
  onSelect,
  optIn,
}: {
  promotion: PromotionCard;
  state: CardState;
  onSelect: () => void;
  optIn: ReturnType<typeof useOptIn>;
}) {
  if (state === 'HIDDEN') return null;
  const selected = state === 'SELECTED' || state === 'CLAIMING' || state === 'CLAIMED';
  const titleId = `pick-one-${promotion.id}`;
  return (
    <li className={`pick-card pick-card--${state.toLowerCase()}`} data-state={state} aria-labelledby={titleId}>
      <PromotionArt art={promotion.image.art} layout="card" className="pick-card__art" />
      <div className="pick-card__body">
        <h2 id={titleId} className="pick-card__title">
          {promotion.title}
        </h2>
        <p className="pick-card__text">{promotion.shortDescription}</p>
        <p className="pick-card__ends">{endsLabel(promotion.endsAt)}</p>
        <div className="pick-card__actions">
          <PromotionModal promotion={promotion} optIn={optIn} showOptIn={false} />
          {state === 'CLAIMED' ? (
            <span className="pick-card__claimed">
              <Check size={18} aria-hidden="true" /> Claimed
            </span>
          ) : state === 'CLAIMING' ? (
            <span className="pick-card__claimed">
              <Spinner size={18} /> Claiming…
            </span>
          ) : (
            <Button
              variant={selected ? 'primary' : 'outline'}
              aria-pressed={selected}
              aria-label={`Select ${promotion.title}`}
              disabled={state === 'DISABLED'}
              icon={selected ? <Check size={18} aria-hidden="true" /> : undefined}
              onClick={onSelect}
            >
              {selected ? 'Selected' : 'Select'}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
