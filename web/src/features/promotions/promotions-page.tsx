import './promotions.css';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { LoadError } from './load-error';
import { PromotionArt } from './promotion-art';
import { endsLabel, promotionPath } from './promotion-labels';
import { EnrollmentBadge, OptInButton, PromotionModal } from './promotion-parts';
import { PromotionsPageDocument, type PromotionCard } from './promotions-operations';
import { CASINO_SECTION, useCasinoPromos } from './use-casino-promos';
import { useOptIn } from './use-opt-in';

/** A promotion in the list: art, title (its page), short description, end, badge, opt-in, details. */
function PromotionTile({ promotion, optIn }: { promotion: PromotionCard; optIn: ReturnType<typeof useOptIn> }) {
  return (
    <li className="promo-tile">
      <PromotionArt art={promotion.image.art} layout="banner" className="promo-tile__art" />
      <div className="promo-tile__body">
        <div className="promo-tile__badge">
          <EnrollmentBadge promotion={promotion} closed={optIn.chosenOther(promotion.id)} />
        </div>
        <h3 className="promo-tile__title">
          <Link to={promotionPath(promotion.id)}>{promotion.title}</Link>
        </h3>
        <p className="promo-tile__text">{promotion.shortDescription}</p>
        <p className="promo-tile__ends">{endsLabel(promotion.endsAt)}</p>
        <div className="promo-tile__actions">
          <OptInButton promotion={promotion} optIn={optIn} />
          <PromotionModal promotion={promotion} optIn={optIn} />
        </div>
      </div>
    </li>
  );
}

/** `/promotions` (wide layout): the sections by type; the casino's where the casino exists. */
export function PromotionsPage() {
  useDocumentTitle('Promotions');
  const casinoPromos = useCasinoPromos();
  const optIn = useOptIn();
  const { data, loading, error, refetch } = useQuery(PromotionsPageDocument, { fetchPolicy: 'cache-and-network' });
  const sections = (data?.promotionsPage.sections ?? []).filter((s) => s.promotions.length > 0 && (casinoPromos || s.id !== CASINO_SECTION));

  let body;
  if (!data && loading) {
    body = (
      <div className="promo-grid" aria-busy="true" aria-label="Loading promotions">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={260} radius={12} />
        ))}
      </div>
    );
  } else if (!data && error) {
    body = <LoadError what="the promotions" onRetry={() => void refetch()} />;
  } else if (sections.length === 0) {
    body = (
      <EmptyState icon={<Gift size={32} />} title="No promotions right now">
        New offers appear here. Check back soon.
      </EmptyState>
    );
  } else {
    body = sections.map((section) => (
      <section key={section.id} className="promo-section" aria-labelledby={`promo-section-${section.id}`}>
        <h2 id={`promo-section-${section.id}`} className="promo-section__title">
          {section.title}
        </h2>
        <ul className="promo-grid">
          {section.promotions.map((p) => (
            <PromotionTile key={p.id} promotion={p} optIn={optIn} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <div className="promos-page">
      <h1 className="promos-page__title">Promotions</h1>
      {body}
    </div>
  );
}
