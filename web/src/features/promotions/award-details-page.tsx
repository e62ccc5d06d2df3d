import './promotions.css';
import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client';
import { Link, Navigate, useParams } from 'react-router';
import { Gift, SearchX } from 'lucide-react';
import type { AwardDetailsQuery } from '@/graphql/graphql';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { useCashbackNotice } from '@/shared/cashback/cashback-notice';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { LoadError } from './load-error';
import { awardDetailsPath, deepLinkPath, PROMOTIONS_PATH } from './promotion-labels';
import { AwardDetailsDocument } from './promotions-operations';

type AwardItem = NonNullable<AwardDetailsQuery['awardDetails']>['items'][number];

/** The award sections, in the order of the tabs, with what each says when it is empty. */
export const AWARD_SECTIONS = [
  { id: 'bonuses', label: 'Bonus Cash', empty: 'No bonus cash right now.' },
  { id: 'promotional-credits', label: 'Credits', empty: 'No promotional credits right now.' },
  { id: 'free-bets', label: 'Bonus Bets', empty: 'No bonus bets right now.' },
  { id: 'profit-boosts', label: 'Profit Boosts', empty: 'No profit boosts right now.' },
  { id: 'free-rounds', label: 'Free Spins', empty: 'No free spins right now.' },
  { id: 'cashback', label: 'Cashback', empty: 'No cashback paid yet.' },
  { id: 'history', label: 'History', empty: 'No promotion has rewarded you yet.' },
] as const;

/** The section of cashback: a tab only with `cashbackManagement` on; opening it hides the cashback notification. */
const CASHBACK = 'cashback';

/** `/me/awards` lands on the award details of bonus bets. */
export const DEFAULT_AWARD_SECTION = 'free-bets';

export function AwardsDeepLink() {
  return <Navigate to={awardDetailsPath(DEFAULT_AWARD_SECTION)} replace />;
}

function AwardRow({ item, history }: { item: AwardItem; history: boolean }) {
  const use = history ? null : deepLinkPath(item.deepLink);
  const titleId = `award-${item.id}`;
  return (
    <li className="award-row" aria-labelledby={titleId}>
      <div className="award-row__main">
        <h3 id={titleId} className="award-row__title">
          {item.title}
        </h3>
        {item.description ? <p className="award-row__text">{item.description}</p> : null}
        <p className="award-row__meta">
          {history ? <span>Awarded {formatDate(item.awardedAt)}</span> : null}
          {item.expiresAt ? <span>Expires {formatDateTime(item.expiresAt)}</span> : null}
        </p>
        {item.progress ? (
          <div className="award-progress">
            <div
              className="award-progress__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progress.percent}
              aria-label={`${item.title} play-through`}
              aria-valuetext={`${item.progress.wagered.formattedAmount} of ${item.progress.required.formattedAmount} wagered`}
            >
              <span style={{ width: `${Math.min(100, Math.max(0, item.progress.percent))}%` }} />
            </div>
            <p className="award-progress__label">
              {item.progress.wagered.formattedAmount} of {item.progress.required.formattedAmount} wagered ({item.progress.percent}%)
            </p>
          </div>
        ) : null}
      </div>
      <div className="award-row__side">
        {item.amount ? <strong className="award-row__amount">{item.amount.formattedAmount}</strong> : null}
        {use ? (
          <Button asChild size="sm">
            <Link to={use} aria-label={`Use ${item.title}`}>
              Use
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** `/account/award-details/{sectionId}`: the sections as tabs and one section's awards (aliases answer their section). */
export function AwardDetailsPage() {
  const { sectionId = DEFAULT_AWARD_SECTION } = useParams();
  const { data, loading, error, refetch } = useQuery(AwardDetailsDocument, { variables: { sectionId }, fetchPolicy: 'cache-and-network' });
  const section = data?.awardDetails ?? null;
  const known = AWARD_SECTIONS.find((s) => s.id === section?.id);
  useDocumentTitle(section ? section.title : data ? 'Rewards' : null);
  const current = section?.id ?? sectionId;
  const cashbackOn = useFeatureFlag('cashbackManagement');
  const tabs = AWARD_SECTIONS.filter((s) => s.id !== CASHBACK || cashbackOn);
  const cashback = useCashbackNotice();
  const seenCashback = current === CASHBACK && cashback.notify;
  const hideCashback = cashback.hide;
  // Opening the cashback section sets the hide-cashback-notification flag: the avatar's dot goes.
  useEffect(() => {
    if (seenCashback) hideCashback();
  }, [seenCashback, hideCashback]);
  const currentLink = useRef<HTMLAnchorElement>(null);
  // On a narrow screen the section links scroll sideways: the current one is brought into view.
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  let body;
  if (!data && loading) {
    body = (
      <div aria-busy="true" aria-label="Loading your rewards" className="award-list">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={88} radius={12} />
        ))}
      </div>
    );
  } else if (!data && error) {
    body = <LoadError what="your rewards" onRetry={() => void refetch()} />;
  } else if (!section) {
    body = (
      <EmptyState icon={<SearchX size={32} />} title="Reward section not found" action={<Button asChild variant="outline"><Link to={awardDetailsPath(DEFAULT_AWARD_SECTION)}>See your bonus bets</Link></Button>}>
        There is no reward section called “{sectionId}”.
      </EmptyState>
    );
  } else {
    body = (
      <section aria-labelledby="award-section-title">
        <h2 id="award-section-title" className="award-section__title">
          {section.title}
        </h2>
        {section.description ? <p className="award-section__text">{section.description}</p> : null}
        {section.items.length === 0 ? (
          <EmptyState icon={<Gift size={32} />} title={known?.empty ?? 'Nothing here right now.'} headingLevel={3} action={<Button asChild variant="outline"><Link to={PROMOTIONS_PATH}>See the promotions</Link></Button>}>
            Promotions reward you with bonus bets, boosts, credits and free spins.
          </EmptyState>
        ) : (
          <ul className="award-list">
            {section.items.map((item) => (
              <AwardRow key={item.id} item={item} history={section.id === 'history'} />
            ))}
          </ul>
        )}
      </section>
    );
  }

  return (
    <div className="award-details">
      <h1 className="award-details__title">Rewards</h1>
      <nav aria-label="Reward sections" className="award-tabs">
        <ul>
          {tabs.map((s) => (
            <li key={s.id}>
              <Link
                ref={current === s.id ? currentLink : undefined}
                to={awardDetailsPath(s.id)}
                className="award-tabs__link"
                aria-current={current === s.id ? 'page' : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </div>
  );
}
