import { Link } from 'react-router';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/shared/ui/dialog';
import { PromotionArt } from './promotion-art';
import { appLink, endsLabel, enrollmentBadge, promotionPath, windowLabel } from './promotion-labels';
import type { PromotionCard } from './promotions-operations';
import type { useOptIn } from './use-opt-in';

/** Said instead of the opt-in on a pick-one offer whose group's other offer the account claimed. */
export const CHOSE_ANOTHER = 'You chose another welcome offer.';

/** OPTED IN or OPT-IN REQUIRED; nothing for a promotion that needs no opt-in, or one closed to the account (`closed`). */
export function EnrollmentBadge({ promotion, closed = false }: { promotion: Pick<PromotionCard, 'enrollmentStatus'>; closed?: boolean }) {
  const badge = closed ? null : enrollmentBadge(promotion.enrollmentStatus);
  return badge ? <Badge tone={badge.tone}>{badge.text}</Badge> : null;
}

/**
 * The primary opt-in button, while an opt-in is needed ("Log In to Opt In" for a visitor); on a
 * pick-one offer closed to the account, "You chose another welcome offer." instead.
 */
export function OptInButton({
  promotion,
  optIn,
  block = false,
}: {
  promotion: PromotionCard;
  optIn: ReturnType<typeof useOptIn>;
  block?: boolean;
}) {
  if (promotion.enrollmentStatus !== 'PENDING') return null;
  if (optIn.chosenOther(promotion.id)) return <p className="promo-closed">{CHOSE_ANOTHER}</p>;
  return (
    <Button block={block} loading={optIn.pendingId === promotion.id} onClick={() => void optIn.optIn(promotion)}>
      {optIn.loggedIn ? 'Opt In' : 'Log In to Opt In'}
    </Button>
  );
}

/** The calls to action of a promotion (its primary and secondary), links inside the app only; none when it is closed to the account. */
export function PromotionCtas({ promotion, closed = false }: { promotion: PromotionCard; closed?: boolean }) {
  if (closed) return null;
  const primary = promotion.primaryCta ? appLink(promotion.primaryCtaLink) : null;
  const secondary = promotion.secondaryCta ? appLink(promotion.secondaryCtaLink) : null;
  if (!primary && !secondary) return null;
  return (
    <>
      {primary ? (
        <Button asChild variant={promotion.enrollmentStatus === 'PENDING' ? 'outline' : 'primary'}>
          <Link to={primary}>{promotion.primaryCta}</Link>
        </Button>
      ) : null}
      {secondary ? (
        <Button asChild variant="ghost">
          <Link to={secondary}>{promotion.secondaryCta}</Link>
        </Button>
      ) : null}
    </>
  );
}

/** What a promotion says: dates, description, promo code and terms (its page and its modal). */
export function PromotionFacts({ promotion }: { promotion: PromotionCard }) {
  return (
    <>
      <p className="promo-facts__dates">
        <span>{endsLabel(promotion.endsAt)}</span>
        <span className="promo-facts__window">{windowLabel(promotion.startsAt, promotion.endsAt)}</span>
      </p>
      <p className="promo-facts__description">{promotion.description}</p>
      {promotion.promoCode ? (
        <p className="promo-facts__code">
          Promo code <strong className="promo-code">{promotion.promoCode}</strong>
          <span className="promo-facts__hint">Enter it when you deposit.</span>
        </p>
      ) : null}
      {promotion.termsOfUse ? (
        <details className="promo-terms">
          <summary>Terms and conditions</summary>
          <p>{promotion.termsOfUse}</p>
        </details>
      ) : null}
    </>
  );
}

/** "See Details": the promotion modal, with its opt-in and a link to its page. */
export function PromotionModal({
  promotion,
  optIn,
  showOptIn = true,
}: {
  promotion: PromotionCard;
  optIn: ReturnType<typeof useOptIn>;
  /** The pick-one cards claim instead of opting in. */
  showOptIn?: boolean;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" aria-label={`See Details: ${promotion.title}`}>
          See Details
        </Button>
      </DialogTrigger>
      <DialogContent title={promotion.title} width={560} className="promo-modal">
        <PromotionArt art={promotion.image.art} alt={promotion.image.alt} layout="banner" className="promo-modal__art" />
        <div className="promo-modal__badge">
          <EnrollmentBadge promotion={promotion} closed={optIn.chosenOther(promotion.id)} />
        </div>
        <PromotionFacts promotion={promotion} />
        <div className="promo-ctas">
          {showOptIn || optIn.chosenOther(promotion.id) ? <OptInButton promotion={promotion} optIn={optIn} /> : null}
          <Button asChild variant="outline">
            <Link to={promotionPath(promotion.id)}>Open promotion page</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
