import { PromotionArt } from './promotion-art';
import { endsLabel } from './promotion-labels';
import { EnrollmentBadge, OptInButton, PromotionModal } from './promotion-parts';
import type { PromotionCard } from './promotions-operations';
import type { useOptIn } from './use-opt-in';

/** The welcome offer's card: art (330x117), title, end, See Details, badge, then the opt-in button. */
export function WelcomeCard({ promotion, optIn }: { promotion: PromotionCard; optIn: ReturnType<typeof useOptIn> }) {
  return (
    <section className="welcome-card" aria-labelledby="welcome-card-title">
      <PromotionArt art={promotion.image.art} alt={promotion.image.alt} layout="banner" className="welcome-card__art" />
      <div className="welcome-card__body">
        <div className="welcome-card__row">
          <h2 id="welcome-card-title" className="welcome-card__title">
            {promotion.title}
          </h2>
          <EnrollmentBadge promotion={promotion} />
        </div>
        <p className="welcome-card__ends">{endsLabel(promotion.endsAt)}</p>
        <PromotionModal promotion={promotion} optIn={optIn} showOptIn={false} />
      </div>
      <OptInButton promotion={promotion} optIn={optIn} block />
    </section>
  );
}
