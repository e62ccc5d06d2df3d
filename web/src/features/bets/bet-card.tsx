import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Ban, ChevronRight, CircleCheck, CircleHelp, CircleMinus, CircleX, Clock, SplitSquareHorizontal } from 'lucide-react';
import type { BetsLegFragment, BetsPlacedBetFragment, LegOutcome } from '@/graphql/graphql';
import { formatDateTime, formatStartTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Money } from '@/shared/ui/money';
import { Odds } from '@/shared/ui/odds';
import { betTitle, legOutcomeLabel, outcomeLabel, outcomeTone, pickName, shownOutcome } from './bet-labels';
import { betsPaths } from './bets-paths';
import { CashoutButton } from './cashout-button';
import { ShareBetButton } from './share-bet-button';
import './bets.css';

const LEG_ICONS: Record<LegOutcome, typeof Clock> = {
  PENDING: Clock,
  WIN: CircleCheck,
  LOSS: CircleX,
  PUSH: CircleMinus,
  VOID: Ban,
  DEAD_HEAT: SplitSquareHorizontal,
  UNAVAILABLE: CircleHelp,
};

/** A leg's result: an icon and the word (never colour alone). */
export function LegResult({ outcome, deadHeatFactor }: { outcome: LegOutcome; deadHeatFactor?: string | null }) {
  const Icon = LEG_ICONS[outcome];
  return (
    <span className="leg-result" data-outcome={outcome}>
      <Icon size={16} aria-hidden="true" />
      <span className="sr-only">Result: </span>
      {legOutcomeLabel(outcome, deadHeatFactor)}
    </span>
  );
}

/** What every leg row shows, placed or shared. */
export interface LegView {
  key: string;
  selectionName: string;
  points: { formattedPoints: string } | null;
  marketName: string;
  eventName: string;
  eventStartTime: string;
  odds: BetsLegFragment['odds'];
  outcome: LegOutcome;
  deadHeatFactor?: string | null;
  inPlay?: boolean;
  regraded?: boolean;
  note?: string | null;
}

export function placedLegView(leg: BetsLegFragment): LegView {
  return {
    key: leg.id,
    selectionName: leg.selectionName,
    points: leg.points,
    marketName: leg.marketName,
    eventName: leg.eventName,
    eventStartTime: leg.eventStartTime,
    odds: leg.odds,
    outcome: leg.overrideOutcome ?? leg.outcome,
    deadHeatFactor: leg.deadHeatFactor,
    inPlay: leg.inPlay,
    regraded: leg.regraded,
    note: leg.conditionalGradingDetails,
  };
}

/** The legs of a bet: pick and line, market, event and start, price as placed, result. */
export function LegList({ legs }: { legs: LegView[] }) {
  return (
    <ol className="bet-legs" aria-label="Legs">
      {legs.map((leg) => (
        <li key={leg.key} className="bet-leg" data-outcome={leg.outcome}>
          <div className="bet-leg__main">
            <p className="bet-leg__pick">
              <span>{pickName(leg)}</span>
              {leg.inPlay ? <Badge tone="danger">Live</Badge> : null}
            </p>
            <p className="bet-leg__market">{leg.marketName}</p>
            <p className="bet-leg__event">
              {leg.eventName}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <time dateTime={leg.eventStartTime}>{formatStartTime(leg.eventStartTime)}</time>
            </p>
            {leg.note ? <p className="bet-leg__note">{leg.note}</p> : null}
          </div>
          <div className="bet-leg__end">
            <Odds odds={leg.odds} live={false} className="bet-leg__odds" />
            <LegResult outcome={leg.outcome} deadHeatFactor={leg.deadHeatFactor} />
            {leg.regraded ? <span className="bet-leg__regraded">Regraded</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bet-amounts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Stake, price and what the bet pays (potential while open; paid or cashed out once settled). */
function BetAmounts({ bet }: { bet: BetsPlacedBetFragment }) {
  const open = bet.state === 'OPEN';
  const outcome = shownOutcome(bet);
  return (
    <dl className="bet-amounts">
      {bet.type === 'ROUND_ROBIN' ? null : (
        <Amount label="Odds">
          <Odds odds={bet.odds} live={false} />
        </Amount>
      )}
      <Amount label={bet.freeBet ? 'Bonus Bet' : 'Stake'}>
        <Money money={bet.amounts.bet} />
      </Amount>
      {open ? (
        <Amount label="Potential Payout">
          <Money money={bet.amounts.potential} />
        </Amount>
      ) : outcome === 'CASH_OUT' ? (
        <Amount label="Cashed Out">
          <Money money={bet.amounts.cashout ?? bet.amounts.payout} />
        </Amount>
      ) : (
        <Amount label="Payout">
          <Money money={bet.amounts.payout} />
        </Amount>
      )}
    </dl>
  );
}

/** The badges of a bet: state or outcome, acceptance, an operator's override, regrade, bonus bet, profit boost. */
export function BetBadges({ bet }: { bet: BetsPlacedBetFragment }) {
  const outcome = shownOutcome(bet);
  return (
    <div className="bet-card__badges">
      {bet.status === 'PENDING_ACCEPTANCE' ? <Badge tone="warning">Pending acceptance</Badge> : null}
      {bet.status === 'REJECTED' ? <Badge tone="danger">Rejected</Badge> : <Badge tone={outcomeTone(outcome)}>{outcomeLabel(outcome)}</Badge>}
      {bet.overrideOutcome ? (
        <span title="The sportsbook's settlement team settled this bet by hand.">
          <Badge tone="warning">Settled by the sportsbook</Badge>
        </span>
      ) : null}
      {bet.regraded ? (
        <span title="The result of this bet was corrected after it settled.">
          <Badge tone="warning">Regraded</Badge>
        </span>
      ) : null}
      {bet.freeBet ? <Badge tone="info">Bonus Bet</Badge> : null}
      {bet.profitBoost ? <Badge tone="primary">{`Profit Boost ${bet.profitBoost.percentage}%`}</Badge> : null}
    </div>
  );
}

/**
 * One placed bet in full (My Bets, the history detail): title, when, badges, legs with their
 * results, amounts, the cash-out control while open, and Share. `detailLink` adds a link to
 * the history detail page.
 */
export function BetCard({ bet, headingLevel = 2, detailLink = false }: { bet: BetsPlacedBetFragment; headingLevel?: 2 | 3; detailLink?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const title = betTitle(bet);
  const settled = bet.state === 'SETTLED';
  return (
    <article className="bet-card" aria-labelledby={titleId} data-state={bet.state}>
      <header className="bet-card__head">
        <div className="bet-card__titles">
          <Heading className="bet-card__title" id={titleId}>
            {title}
          </Heading>
          <p className="bet-card__meta">
            <span>
              Placed <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt)}</time>
            </span>
            {settled && bet.closedAt ? (
              <span>
                Settled <time dateTime={bet.closedAt}>{formatDateTime(bet.closedAt)}</time>
              </span>
            ) : null}
          </p>
        </div>
        <BetBadges bet={bet} />
      </header>
      <LegList legs={bet.legs.map(placedLegView)} />
      <BetAmounts bet={bet} />
      <footer className="bet-card__foot">
        <CashoutButton bet={bet} />
        <div className="bet-card__links">
          <span className="bet-card__ref">Bet ID {bet.rawId}</span>
          <ShareBetButton betId={bet.id} title={title} />
          {detailLink ? (
            <Link className="bet-card__detail" to={betsPaths.detail(bet.id)}>
              Details<span className="sr-only"> of {title}</span>
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
