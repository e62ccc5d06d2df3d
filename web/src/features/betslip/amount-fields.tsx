import { useEffect, useId, useRef, useState } from 'react';
import type { AmountField } from '@/graphql/graphql';
import { CurrencyInput } from '@/shared/ui/currency-input';
import { amountForServer, centsToAmountText, MAX_AMOUNT_DOLLARS, maxBetDollars, moneyCents } from './amount-rules';
import { BetslipSetBetAmountDocument } from './betslip-operations';
import { useBetslipStore } from './betslip-store';
import type { DraftBet } from './slip-view';
import { useSlipAction } from './use-slip-action';

/** Typing settles this long before the amount goes to the server. */
export const AMOUNT_DEBOUNCE_MS = 350;

/**
 * The Bet and To Win inputs of a draft bet (see docs/product/betslip.md): "$", thousands
 * separators, two decimals, at most 9,999,999.99; the Bet field at most the bettor's maximum bet. Editing either sends it with its field and the
 * server computes the other; the place button waits until the answer. A free bet's amounts are
 * read-only.
 */
export function AmountFields({ bet, readOnly }: { bet: DraftBet; readOnly: boolean }) {
  const run = useSlipAction();
  const setPending = useBetslipStore((s) => s.setPendingAmount);
  const serverBet = centsToAmountText(bet.betAmount.amountLong);
  const serverWin = centsToAmountText((bet.boostedWinAmount ?? bet.winAmount).amountLong);
  const [editing, setEditing] = useState<AmountField | null>(null);
  const [betText, setBetText] = useState(serverBet);
  const [winText, setWinText] = useState(serverWin);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  // The server's amounts show whenever no edit is under way.
  useEffect(() => {
    if (editing) return;
    setBetText(serverBet);
    setWinText(serverWin);
  }, [serverBet, serverWin, editing]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      setPending(bet.id, false);
    },
    [bet.id, setPending],
  );

  const edit = (field: AmountField, text: string) => {
    if (field === 'BET') setBetText(text);
    else setWinText(text);
    setEditing(field);
    setPending(bet.id, true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void run(BetslipSetBetAmountDocument, { draftBetId: bet.id, amount: amountForServer(text), amountField: field }, 'betslipSetBetAmount').finally(() => {
        if (timer.current) return;
        setEditing(null);
        setPending(bet.id, false);
      });
    }, AMOUNT_DEBOUNCE_MS);
  };

  const betErrors = bet.errors.filter((e) => e.displayType === 'BET_AMOUNT' || e.displayType === 'DEPOSIT');
  const winErrors = bet.errors.filter((e) => e.displayType === 'WIN_AMOUNT');
  const source = bet.amountSourceType;
  const betLabel = source === 'FREE_BET' ? 'Bonus Bet' : source === 'PROMOTIONAL_CREDIT' ? 'Credits' : bet.type === 'ROUND_ROBIN' ? 'Bet per combination' : 'Bet';
  const hasAmount = moneyCents(bet.betAmount) > 0;

  return (
    <div className="bs-amounts">
      <div className="bs-amount" data-invalid={betErrors.length ? '' : undefined}>
        <label className="bs-amount__label" htmlFor={`${id}-bet`}>
          {betLabel}
        </label>
        <CurrencyInput
          id={`${id}-bet`}
          aria-label="Bet amount"
          value={betText}
          max={maxBetDollars(bet.maximumBetAmount)}
          skipClearOnBlur
          readOnly={readOnly}
          aria-invalid={betErrors.length ? true : undefined}
          aria-describedby={betErrors.length ? `${id}-bet-error` : undefined}
          onValueChange={(v) => edit('BET', v)}
        />
      </div>
      <div className="bs-amount" data-invalid={winErrors.length ? '' : undefined}>
        <label className="bs-amount__label" htmlFor={`${id}-win`}>
          To Win
        </label>
        <CurrencyInput
          id={`${id}-win`}
          aria-label="To Win amount"
          value={winText}
          max={MAX_AMOUNT_DOLLARS}
          skipClearOnBlur
          readOnly={readOnly}
          aria-invalid={winErrors.length ? true : undefined}
          aria-describedby={winErrors.length ? `${id}-win-error` : undefined}
          onValueChange={(v) => edit('WIN', v)}
        />
      </div>
      {betErrors.length ? (
        <p className="bs-field-error" id={`${id}-bet-error`} role="alert">
          {betErrors.map((e) => e.message).join(' ')}
        </p>
      ) : null}
      {winErrors.length ? (
        <p className="bs-field-error" id={`${id}-win-error`} role="alert">
          {winErrors.map((e) => e.message).join(' ')}
        </p>
      ) : null}
      {bet.type === 'ROUND_ROBIN' && hasAmount ? (
        <p className="bs-amounts__note">
          {bet.numberOfCombinations} bets × {bet.betAmount.formattedAmount} = {bet.totalBetAmount.formattedAmount}
        </p>
      ) : null}
    </div>
  );
}
