import './promotions.css';
import { useQuery } from '@apollo/client';
import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { LoadError } from './load-error';
import { PromotionArt } from './promotion-art';
import { PROMOTIONS_PATH } from './promotion-labels';
import { EnrollmentBadge, OptInButton, PromotionCtas, PromotionFacts } from './promotion-parts';
import { PromotionDocument } from './promotions-operations';
import { CASINO_SECTION, useCasinoPromos } from './use-casino-promos';
import { useOptIn } from './use-opt-in';

function BackToPromotions() {
  return (
    <Button asChild variant="outline">
      <Link to={PROMOTIONS_PATH}>All promotions</Link>
    </Button>
  );
}

/** `/promotion/{promotionId}` (id or slug): art, title, dates, description, code, terms, calls to action, opt-in. */
export function PromotionPage() {
  const { promotionId = '' } = useParams();
  const casinoPromos = useCasinoPromos();
  const optIn = useOptIn();
  const { data, loading, error, refetch } = useQuery(PromotionDocument, { variables: { id: promotionId }, fetchPolicy: 'cache-and-network' });
  const found = data?.promotion ?? null;
  const promotion = found && (casinoPromos || found.section !== CASINO_SECTION) ? found : null;
  useDocumentTitle(promotion ? promotion.title : data ? 'Promotion not found' : null);

  if (!data && loading) {
    return (
      <div className="promos-page" aria-busy="true" aria-label="Loading the promotion">
        <Skeleton height={200} radius={12} />
        <Skeleton height={28} width="60%" />
        <Skeleton height={80} />
      </div>
    );
  }
  if (!data && error) {
    return (
      <div className="promos-page">
        <LoadError what="this promotion" headingLevel={1} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!promotion) {
    return (
      <div className="promos-page">
        <EmptyState icon={<SearchX size={32} />} title="Promotion not found" headingLevel={1} action={<BackToPromotions />}>
          This promotion has ended or is not available to you.
        </EmptyState>
      </div>
    );
  }
  return (
    <article className="promos-page promo-detail" aria-labelledby="promo-detail-title">
      <nav aria-label="Breadcrumb" className="promo-detail__crumbs">
        <Link to={PROMOTIONS_PATH}>Promotions</Link>
      </nav>
      <PromotionArt art={promotion.image.art} alt={promotion.image.alt} layout="banner" className="promo-detail__art" />
      <div className="promo-detail__head">
        <h1 id="promo-detail-title" className="promos-page__title">
          {promotion.title}
        </h1>
        <EnrollmentBadge promotion={promotion} closed={optIn.chosenOther(promotion.id)} />
      </div>
      <PromotionFacts promotion={promotion} />
      <div className="promo-ctas">
        <OptInButton promotion={promotion} optIn={optIn} />
        <PromotionCtas promotion={promotion} closed={optIn.chosenOther(promotion.id)} />
      </div>
    </article>
  );
}
