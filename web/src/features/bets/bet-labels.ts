/**
 * Words for placed bets (bet states and outcomes, leg results; docs/glossary.md):
 * one place for the titles, badges and leg results every bet view shows.
 */
import type { BetOutcome, BetType, LegOutcome } from '@/graphql/graphql';
import type { BadgeTone } from '@/shared/ui/badge';

/** What a bet card's title needs. */
export interface TitledBet {
  type: BetType;
  numLegs: number;
  teaserPoints?: number | null;
  roundRobinSizes?: readonly number[] | null;
}

function legs(n: number): string {
  return `${n}-Leg`;
}

/** "Straight", "3-Leg Parlay", "2-Leg Teaser (6 pts)", "Round Robin (2s, 3s)"; a bet of an unknown kind "3-Leg Bet". */
export function betTitle(bet: TitledBet): string {
  switch (bet.type) {
    case 'STRAIGHT':
      return 'Straight';
    case 'PARLAY':
      return `${legs(bet.numLegs)} Parlay`;
    case 'PARLAY_PLUS':
      return `${legs(bet.numLegs)} Parlay+`;
    case 'TEASER': {
      const points = bet.teaserPoints ? ` (${formatTeaserPoints(bet.teaserPoints)} pts)` : '';
      return `${legs(bet.numLegs)} Teaser${points}`;
    }
    case 'ROUND_ROBIN': {
      const sizes = bet.roundRobinSizes?.length ? ` (${bet.roundRobinSizes.map((s) => `${s}s`).join(', ')})` : '';
      return `Round Robin${sizes}`;
    }
    case 'INVALID':
      return `${legs(bet.numLegs)} Bet`;
  }
}

/** 6 -> "6", 6.5 -> "6.5". */
function formatTeaserPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** The outcome a bettor sees: an operator's override wins over the graded outcome. */
export function shownOutcome(bet: { outcome: BetOutcome; overrideOutcome?: BetOutcome | null }): BetOutcome {
  return bet.overrideOutcome ?? bet.outcome;
}

const OUTCOME_LABELS: Record<BetOutcome, string> = {
  PENDING: 'Open',
  WIN: 'Won',
  LOSS: 'Lost',
  PUSH: 'Push',
  REFUND: 'Refunded',
  VOIDED: 'Void',
  CASH_OUT: 'Cashed Out',
  PATRON_CANCELLED: 'Cancelled',
};

const OUTCOME_TONES: Record<BetOutcome, BadgeTone> = {
  PENDING: 'info',
  WIN: 'success',
  LOSS: 'danger',
  PUSH: 'neutral',
  REFUND: 'neutral',
  VOIDED: 'neutral',
  CASH_OUT: 'primary',
  PATRON_CANCELLED: 'neutral',
};

export function outcomeLabel(outcome: BetOutcome): string {
  return OUTCOME_LABELS[outcome];
}

export function outcomeTone(outcome: BetOutcome): BadgeTone {
  return OUTCOME_TONES[outcome];
}

const LEG_LABELS: Record<LegOutcome, string> = {
  PENDING: 'Pending',
  WIN: 'Won',
  LOSS: 'Lost',
  PUSH: 'Push',
  VOID: 'Void',
  DEAD_HEAT: 'Dead heat',
  UNAVAILABLE: 'Unavailable',
};

/** "Won", "Dead heat (1/2)", "Pending". */
export function legOutcomeLabel(outcome: LegOutcome, deadHeatFactor?: string | null): string {
  if (outcome === 'DEAD_HEAT' && deadHeatFactor) return `Dead heat (${deadHeatFactor})`;
  return LEG_LABELS[outcome];
}

/** A pick as words: "Chiefs -3.5", "Over 47.5", "Chiefs". */
export function pickName(leg: { selectionName: string; points?: { formattedPoints: string } | null }): string {
  const points = leg.points?.formattedPoints;
  if (!points || leg.selectionName.includes(points)) return leg.selectionName;
  return `${leg.selectionName} ${points}`;
}
