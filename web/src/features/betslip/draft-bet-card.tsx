import { useId } from 'react';
import { formatOdds } from '@/shared/format/odds';
import { useCurrentOddsFormat } from '@/shared/odds/odds-format-store';
import { Lock, X } from 'lucide-react';
import type { BetslipDraftLegFragment } from '@/graphql/graphql';
import { useAuth } from '@/shared/auth/use-auth';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { useSelectionStore } from '@/shared/selections/selection-store';
import { Badge } from '@/shared/ui/badge';
import { IconButton } from '@/shared/ui/button';
import { Odds } from '@/shared/ui/odds';
import { unavailableLabelOf } from '@/shared/ui/odds-button';
import { AmountFields } from './amount-fields';
import { BetslipAdjustMarketSelectionPointsDocument, BetslipBuyTeaserPointsDocument } from './betslip-operations';
import { RewardPicker } from './reward-picker';
import { betTitle, type DraftBet } from './slip-view';
import { buyTeaserPointsVariables } from './teaser-points';
import { useSlipAction } from './use-slip-action';

function RemoveLeg({ leg }: { leg: BetslipDraftLegFragment }) {
  const candidate = useSelectionStore((s) => s.selected[leg.marketSelection.id]);
  const toggle = useSelectionStore((s) => s.toggle);
  return (
    <IconButton
      size="sm"
      label={`Remove ${leg.marketSelection.name.full}`}
      icon={<X size={16} aria-hidden="true" />}
      onClick={() => {
        void toggle(
          candidate ?? {
            selectionId: leg.marketSelection.id,
            marketId: leg.marketSelection.marketId,
            eventId: leg.marketSelection.eventId,
            numerator: leg.acceptedOdds.numeratorLong,
            denominator: leg.acceptedOdds.denominatorLong,
            origin: 'table-card',
          },
        );
      }}
    />
  );
}

/** One leg: name and line, market, event, price (highlighted 2 s on a move), status and errors. */
export function LegRow({ leg, teasedPoints, removable }: { leg: BetslipDraftLegFragment; teasedPoints?: string | null; removable: boolean }) {
  const unavailable = unavailableLabelOf({ status: leg.marketSelection.status });
  const points = teasedPoints ?? leg.marketSelection.points?.formattedPoints ?? null;
  return (
    <li className="bs-leg" data-disabled={unavailable ? '' : undefined} aria-disabled={unavailable ? true : undefined}>
      <div className="bs-leg__main">
        <div className="bs-leg__name">
          <span>{leg.marketSelection.name.cleanName}</span>
          {points ? <span className="bs-leg__points">{points}</span> : null}
          {teasedPoints && leg.marketSelection.points ? <span className="bs-leg__was">was {leg.marketSelection.points.formattedPoints}</span> : null}
        </div>
        <div className="bs-leg__market">{leg.marketName}</div>
        <div className="bs-leg__event">{leg.eventName}</div>
      </div>
      <div className="bs-leg__price">
        {unavailable ? (
          <Badge tone="neutral">
            <Lock size={12} aria-hidden="true" /> {unavailable}
          </Badge>
        ) : (
          <>
            {leg.marketSelectionRequiresAcceptance ? (
              <span className="bs-leg__accepted">
                <span className="sr-only">was </span>
                <Odds odds={leg.acceptedOdds} live={false} />
              </span>
            ) : null}
            <Odds odds={leg.marketSelection.odds} className="bs-leg__odds" alwaysShowMovement />
          </>
        )}
        {removable ? <RemoveLeg leg={leg} /> : null}
      </div>
      {removable && !unavailable ? <LineChoice leg={leg} /> : null}
      {leg.errors.length ? (
        <ul className="bs-leg__errors">
          {leg.errors.map((e) => (
            <li key={`${e.code}:${e.message}`}>{e.message}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Alternate lines of a leg (buy points): picking one swaps the selection. */
function LineChoice({ leg }: { leg: BetslipDraftLegFragment }) {
  const run = useSlipAction();
  const format = useCurrentOddsFormat();
  const id = useId();
  if (!leg.buyPointOptions.length || !leg.marketSelection.points) return null;
  return (
    <div className="bs-leg__line">
      <label htmlFor={id} className="sr-only">
        Line for {leg.marketSelection.name.full}
      </label>
      <select
        id={id}
        className="input bs-leg__line-select"
        value={leg.marketSelection.id}
        onChange={(e) =>
          void run(BetslipAdjustMarketSelectionPointsDocument, { oldMarketSelectionId: leg.marketSelection.id, newMarketSelectionId: e.target.value }, 'betslipAdjustMarketSelectionPoints')
        }
      >
        <option value={leg.marketSelection.id}>
          {leg.marketSelection.points.formattedPoints} ({formatOdds(leg.marketSelection.odds, format)})
        </option>
        {leg.buyPointOptions
          .filter((o) => o.marketSelectionId !== leg.marketSelection.id)
          .map((o) => (
            <option key={o.marketSelectionId} value={o.marketSelectionId}>
              {o.points.formattedPoints} ({formatOdds(o.odds, format)})
            </option>
          ))}
      </select>
    </div>
  );
}

function Legs({ bet }: { bet: DraftBet }) {
  const teased = new Map(bet.teaserMarketSelectionsMappings.map((m) => [m.draftLegId, m.teasedPoints.formattedPoints]));
  const straight = bet.type === 'STRAIGHT';
  const groups = bet.draftLegEventGroupings.filter((g) => g.draftLegs.length >= 2);
  const grouped = new Set(groups.flatMap((g) => g.draftLegs.map((l) => l.id)));
  const byId = new Map(bet.draftLegs.map((l) => [l.id, l]));
  return (
    <ul className="bs-legs">
      {groups.map((g) => (
        <li key={g.eventId} className="bs-sgp">
          <div className="bs-sgp__head">
            <span className="bs-sgp__title">Same Game · {g.eventName}</span>
            {g.odds ? (
              <span className="bs-sgp__odds" data-requires-acceptance={g.legGroupRequiresAcceptance || undefined}>
                <Odds odds={g.odds} alwaysShowMovement />
              </span>
            ) : null}
          </div>
          <ul className="bs-legs">
            {g.draftLegs.map((ref) => {
              const leg = byId.get(ref.id);
              return leg ? <LegRow key={leg.id} leg={leg} teasedPoints={teased.get(leg.id)} removable={false} /> : null;
            })}
          </ul>
        </li>
      ))}
      {bet.draftLegs
        .filter((l) => !grouped.has(l.id))
        .map((leg) => (
          <LegRow key={leg.id} leg={leg} teasedPoints={teased.get(leg.id)} removable={straight} />
        ))}
    </ul>
  );
}

function TeaserPoints({ bet }: { bet: DraftBet }) {
  const run = useSlipAction();
  const name = useId();
  if (!bet.teaserPreviews.length) return null;
  return (
    <fieldset className="bs-teaser-points">
      <legend>Teaser points</legend>
      {bet.teaserPreviews.map((p) => {
        const checked = bet.teaserPoints?.decimalPoints === p.points.decimalPoints;
        return (
          <label key={p.points.formattedPoints} className="bs-teaser-points__option" data-checked={checked || undefined}>
            <input
              type="radio"
              name={name}
              checked={checked}
              disabled={!p.enabled}
              onChange={() => void run(BetslipBuyTeaserPointsDocument, buyTeaserPointsVariables(bet, p), 'betslipBuyTeaserPoints')}
            />
            <span>{p.points.formattedPoints} pts</span>
            {p.totalOdds ? <Odds odds={p.totalOdds} live={false} className="bs-teaser-points__odds" /> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** A draft bet (role group named by its title): legs, odds, teaser points, amounts, rewards, errors. */
export function DraftBetCard({ bet }: { bet: DraftBet }) {
  const titleId = useId();
  const { isLoggedIn } = useAuth();
  const rebrand = useFeatureFlag('parlayPlusRebrand');
  const title = betTitle(bet);
  const betErrors = bet.errors.filter((e) => !['BET_AMOUNT', 'WIN_AMOUNT', 'DEPOSIT', 'ODDS_CHANGED'].includes(e.displayType));
  const boosted = bet.boostedTotalOdds && bet.selectedProfitBoostId;
  return (
    <div role="group" aria-labelledby={titleId} className="bs-card" data-type={bet.type}>
      <div className="bs-card__head">
        <h3 id={titleId} className="bs-card__title">
          {title}
        </h3>
        {rebrand && bet.isParlayPlusEligible && bet.type !== 'STRAIGHT' ? <Badge tone="primary">Parlay+</Badge> : null}
        {bet.type !== 'STRAIGHT' && bet.type !== 'ROUND_ROBIN' ? (
          <span className="bs-card__odds">
            {boosted ? (
              <>
                <s className="bs-card__odds-was">
                  <Odds odds={bet.totalOdds} live={false} />
                </s>
                <Odds odds={bet.boostedTotalOdds} alwaysShowMovement />
              </>
            ) : (
              <Odds odds={bet.totalOdds} alwaysShowMovement />
            )}
          </span>
        ) : null}
      </div>
      {bet.type === 'ROUND_ROBIN' ? null : <Legs bet={bet} />}
      {bet.type === 'TEASER' ? <TeaserPoints bet={bet} /> : null}
      {betErrors.length ? (
        <ul className="bs-card__errors">
          {betErrors.map((e) => (
            <li key={`${e.code}:${e.message}`}>{e.message}</li>
          ))}
        </ul>
      ) : null}
      <AmountFields bet={bet} readOnly={bet.amountSourceType === 'FREE_BET'} />
      {isLoggedIn ? <RewardPicker bet={bet} /> : null}
    </div>
  );
}
