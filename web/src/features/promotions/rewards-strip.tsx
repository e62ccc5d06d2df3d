import './promotions.css';
import { useRef } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Gift } from 'lucide-react';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { IconButton } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { CashbackNotice } from './cashback-notice';
import { awardDetailsPath, deepLinkPath, PROMOTIONS_PATH } from './promotion-labels';
import { AwardsDocument } from './promotions-operations';

/** How far the prev/next buttons scroll the strip. */
export const REWARDS_SCROLL_STEP = 320;

/** The section "See All" opens: free bets when there are some, else the first section with awards. */
export function seeAllSection(awards: readonly { id: string; count: number }[]): string {
  if (awards.some((a) => a.id === 'free-bets' && a.count > 0)) return 'free-bets';
  return awards.find((a) => a.count > 0)?.id ?? 'free-bets';
}

/**
 * The account panel's Rewards strip: the account holder's awards by section (`awards`) as a
 * carousel that scrolls 320 px per button press (instantly under reduced motion), with See All
 * (the award-details pages); an empty state without awards. The Cashback row follows (see
 * `CashbackNotice`).
 */
export function RewardsStrip() {
  const { data, loading, error } = useQuery(AwardsDocument, { fetchPolicy: 'cache-and-network' });
  const track = useRef<HTMLUListElement>(null);
  const reduced = usePrefersReducedMotion();
  const awards = (data?.awards ?? []).filter((a) => a.count > 0);
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * REWARDS_SCROLL_STEP, behavior: reduced ? 'auto' : 'smooth' });

  let body;
  if (!data && loading) body = <Skeleton height={76} radius={12} />;
  else if (!data && error) body = <p className="rewards-strip__note">Your rewards could not be loaded.</p>;
  else if (awards.length === 0) {
    body = (
      <div className="rewards-strip__empty">
        <Gift size={20} aria-hidden="true" />
        <p>
          No rewards yet. <Link to={PROMOTIONS_PATH}>See the promotions</Link>
        </p>
      </div>
    );
  } else {
    body = (
      <div className="rewards-strip__carousel">
        <IconButton variant="ghost" size="sm" label="Previous rewards" icon={<ChevronLeft size={18} aria-hidden="true" />} onClick={() => scroll(-1)} className="rewards-strip__nav" />
        <ul ref={track} className="rewards-strip__track" aria-label="Your rewards">
          {awards.map((a) => (
            <li key={a.id} className="rewards-strip__item">
              <Link to={deepLinkPath(a.deepLink) ?? awardDetailsPath(a.id)} className="reward-chip">
                <span className="reward-chip__title">{a.title}</span>
                <span className="reward-chip__meta">
                  {a.total ? <strong>{a.total.formattedAmount}</strong> : null}
                  <span>{a.count === 1 ? '1 item' : `${a.count} items`}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <IconButton variant="ghost" size="sm" label="Next rewards" icon={<ChevronRight size={18} aria-hidden="true" />} onClick={() => scroll(1)} className="rewards-strip__nav" />
      </div>
    );
  }

  return (
    <section className="rewards-strip" aria-labelledby="rewards-strip-title">
      <div className="rewards-strip__head">
        <h2 id="rewards-strip-title" className="rewards-strip__title">
          Rewards
        </h2>
        <Link to={awardDetailsPath(seeAllSection(awards))} className="rewards-strip__all">
          See All
        </Link>
      </div>
      {body}
      <CashbackNotice />
    </section>
  );
}
