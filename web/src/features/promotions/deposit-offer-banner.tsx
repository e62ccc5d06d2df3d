import './promotions.css';
import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router';
import { Gift, X } from 'lucide-react';
import { IconButton } from '@/shared/ui/button';
import { FROM_WELCOME_PROMO } from './promotion-labels';
import { PromotionDocument } from './promotions-operations';

/**
 * The deposit page's banner for a bettor who comes from the welcome promotion
 * (`?from=welcome-promo&promotion={id or slug}`, see `depositFromPromotionPath`): the claimed
 * offer's title and short description ("Deposit $5 or more and get ..."). Dismiss takes the flag
 * off the address. Nothing without the flag, or when the offer is not listed for the viewer.
 */
export function DepositOfferBanner() {
  const [search, setSearch] = useSearchParams();
  const id = search.get('from') === FROM_WELCOME_PROMO ? search.get('promotion')?.trim() : null;
  const { data } = useQuery(PromotionDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-first' });
  const promotion = id ? data?.promotion : null;
  if (!promotion) return null;

  const dismiss = () => {
    const next = new URLSearchParams(search);
    next.delete('from');
    next.delete('promotion');
    setSearch(next, { replace: true });
  };

  return (
    <section className="offer-banner" aria-labelledby="offer-banner-title">
      <Gift size={22} aria-hidden="true" className="offer-banner__icon" />
      <div className="offer-banner__text">
        <h2 id="offer-banner-title" className="offer-banner__title">
          {promotion.title}
        </h2>
        <p className="offer-banner__line">{promotion.shortDescription}</p>
      </div>
      <IconButton variant="ghost" size="sm" label="Dismiss the welcome offer banner" icon={<X size={16} aria-hidden="true" />} onClick={dismiss} className="offer-banner__dismiss" />
    </section>
  );
}
