import { useId, useState } from 'react';
import { Gift, Info, Zap } from 'lucide-react';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { useNow } from '@/shared/hooks/use-now';
import { Select } from '@/shared/ui/select';
import { Switch } from '@/shared/ui/switch';
import { Button } from '@/shared/ui/button';
import { moneyCents } from './amount-rules';
import { BetslipSelectProfitBoostDocument, BetslipSetAmountSourceDocument } from './betslip-operations';
import { formatCountdown } from './countdown';
import { readLocalFlag, writeLocalFlag } from './local-flags';
import type { DraftBet } from './slip-view';
import { useSlipAction } from './use-slip-action';

export type Reward =
  | { kind: 'freeBet'; id: string; label: string; expiresTime: string; restriction: string | null }
  | { kind: 'credits'; id: 'credits'; label: string; expiresTime: null; restriction: null }
  | { kind: 'boost'; id: string; label: string; expiresTime: string; restriction: string | null };

/** The rewards a draft bet can use, restricted boosts included. */
export function rewardsOf(bet: DraftBet): Reward[] {
  const list: Reward[] = bet.availableFreeBets.map((f) => ({
    kind: 'freeBet',
    id: f.id,
    label: `Bonus Bet: ${f.title} (${f.amount.formattedAmount})`,
    expiresTime: f.expiresTime,
    restriction: f.isRestricted ? 'Restricted to eligible bets' : null,
  }));
  if (moneyCents(bet.availablePromotionalCreditBalance) > 0) {
    list.push({ kind: 'credits', id: 'credits', label: `Credits (${bet.availablePromotionalCreditBalance.formattedAmount} available)`, expiresTime: null, restriction: null });
  }
  for (const b of bet.availableProfitBoosts) {
    const restriction = b.isRestricted ? [b.numberOfLegsRestrictionLabel, b.eventRestrictionLabel].filter(Boolean).join(' · ') || 'Restricted to eligible bets' : null;
    list.push({ kind: 'boost', id: b.id, label: `Profit Boost: ${b.title} (+${b.boostPercentage}%, max stake ${b.maximumStakeAmount.formattedAmount})`, expiresTime: b.expiresTime, restriction });
  }
  return list;
}

/** The reward in use: a free bet, Credits, or a profit boost. */
export function selectedReward(bet: DraftBet): string | null {
  if (bet.amountSourceType === 'FREE_BET' && bet.selectedFreeBetId) return bet.selectedFreeBetId;
  if (bet.amountSourceType === 'PROMOTIONAL_CREDIT') return 'credits';
  return bet.selectedProfitBoostId ?? null;
}

function Expiry({ expiresTime }: { expiresTime: string | null }) {
  const now = useNow(1000, Boolean(expiresTime));
  if (!expiresTime) return null;
  const countdown = formatCountdown(Date.parse(expiresTime), now);
  if (!countdown) return null;
  return (
    <span className="bs-reward__expiry" data-urgent={countdown.urgent || undefined}>
      {countdown.text}
    </span>
  );
}

/**
 * One reward: a toggle; several: a dropdown. Selecting sets the amount source (Bonus Bet,
 * Credits) or the profit boost; removing reverts to cash or clears the boost.
 */
export function RewardPicker({ bet }: { bet: DraftBet }) {
  const run = useSlipAction();
  const id = useId();
  const boostTooltipFlag = useFeatureFlag('profitBoostTooltip');
  const [hideTooltip, setHideTooltip] = useState(() => readLocalFlag('hideProfitBoostsTooltip'));
  const rewards = rewardsOf(bet);
  const current = selectedReward(bet);
  if (!rewards.length || bet.errors.some((e) => e.disableAwardsDisplay)) return null;

  const remove = async (reward: Reward | undefined) => {
    if (!reward) return;
    if (reward.kind === 'boost') await run(BetslipSelectProfitBoostDocument, { draftBetId: bet.id, profitBoostId: null }, 'betslipSelectProfitBoost');
    else await run(BetslipSetAmountSourceDocument, { draftBetId: bet.id, amountSourceType: 'CASH', freeBetId: null }, 'betslipSetAmountSource');
  };
  const select = async (reward: Reward) => {
    if (reward.kind === 'boost') await run(BetslipSelectProfitBoostDocument, { draftBetId: bet.id, profitBoostId: reward.id }, 'betslipSelectProfitBoost');
    else if (reward.kind === 'credits') await run(BetslipSetAmountSourceDocument, { draftBetId: bet.id, amountSourceType: 'PROMOTIONAL_CREDIT', freeBetId: null }, 'betslipSetAmountSource');
    else await run(BetslipSetAmountSourceDocument, { draftBetId: bet.id, amountSourceType: 'FREE_BET', freeBetId: reward.id }, 'betslipSetAmountSource');
  };
  const change = async (nextId: string | null) => {
    const before = rewards.find((r) => r.id === current);
    const next = rewards.find((r) => r.id === nextId);
    if (before && before.id !== nextId) await remove(before);
    if (next) await select(next);
  };
  const shown = rewards.find((r) => r.id === current) ?? (rewards.length === 1 ? rewards[0] : undefined);
  const hasBoosts = rewards.some((r) => r.kind === 'boost');

  return (
    <div className="bs-reward">
      {rewards.length === 1 && rewards[0] ? (
        <div className="bs-reward__toggle">
          <Switch id={`${id}-toggle`} checked={current === rewards[0].id} onCheckedChange={(on) => void change(on ? (rewards[0]?.id ?? null) : null)} />
          <label htmlFor={`${id}-toggle`} className="bs-reward__label">
            {rewards[0].kind === 'boost' ? <Zap size={14} aria-hidden="true" /> : <Gift size={14} aria-hidden="true" />}
            {rewards[0].label}
          </label>
        </div>
      ) : (
        <div className="bs-reward__select">
          <label htmlFor={`${id}-select`} className="bs-reward__label">
            <Gift size={14} aria-hidden="true" /> Rewards
          </label>
          <Select
            id={`${id}-select`}
            className="bs-reward__dropdown"
            value={current ?? ''}
            onValueChange={(v) => void change(v || null)}
            options={[{ value: '', label: 'No reward (cash)' }, ...rewards.map((r) => ({ value: r.id, label: r.label }))]}
          />
        </div>
      )}
      {shown ? (
        <div className="bs-reward__meta">
          <Expiry expiresTime={shown.expiresTime} />
          {shown.restriction ? <span className="bs-reward__restriction">{shown.restriction}</span> : null}
        </div>
      ) : null}
      {hasBoosts && boostTooltipFlag && !hideTooltip ? (
        <div className="bs-tip" role="note">
          <Info size={14} aria-hidden="true" />
          <span>A profit boost raises your winnings by its percentage, up to its maximum stake.</span>
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              writeLocalFlag('hideProfitBoostsTooltip', true);
              setHideTooltip(true);
            }}
          >
            Got it
          </Button>
        </div>
      ) : null}
    </div>
  );
}
