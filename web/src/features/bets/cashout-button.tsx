import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { BetsPlacedBetFragment } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/button';
import { FormError } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast-store';
import { MY_BETS_LISTS, placeBetInLists, setBetCashout } from './bet-cache';
import { BetsFullCashoutDocument } from './bets-operations';
import { useValueTrend } from './use-value-trend';

/** The GENERIC cash-out message (see docs/product/settlement-and-cash-out.md), also used when
 * the call itself fails. */
export const CASHOUT_GENERIC_ERROR = 'Cash out is not available right now. Please try again.';
/** Shown when an open bet has no offer and the server gave no reason. */
export const CASHOUT_UNAVAILABLE = 'Cash out is not available for this bet right now.';
/** The shell's account menu (balances), read again after a cash-out that returned balances. */
const ACCOUNT_MENU_QUERY = 'ShellAccountMenu';

type Step = 'idle' | 'confirm' | 'sending';

/**
 * The cash-out control of an open bet (see docs/product/settlement-and-cash-out.md):
 *
 * - "Cash Out $X.XX" opens a confirm step, "Confirm Cash Out $X.XX" sends the offer's id and
 *   the cents on the button (the value the bettor saw); "Cancel" goes back.
 * - The value moves with the game (`cashoutUpdated`): it flashes up or down for 2 s and a
 *   polite live region says so.
 * - No offer: the button stays, marked disabled (still focusable), described by the reason.
 * - Success: toast "Cashed out $X.XX"; the answered bet (settled, CASH_OUT) leaves the open list.
 * - `cashoutError`: its message inline; INVALID comes with the new offer, shown for a new
 *   confirmation. The server decides: nothing is assumed before it answers.
 */
export function CashoutButton({ bet }: { bet: BetsPlacedBetFragment }) {
  const client = useApolloClient();
  const offer = bet.cashout;
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const value = offer?.cashoutAmount.amountLong ?? null;
  const { trend, last, moves } = useValueTrend(value);
  const reasonId = useId();
  const errorId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'open' | 'confirm' | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'confirm') confirmRef.current?.focus();
    if (target === 'open') openRef.current?.focus();
  }, [step]);

  if (bet.state !== 'OPEN') return null;

  const amount = offer ? formatMoney(offer.cashoutAmount) : '';
  const announcement = offer && moves > 0 && last ? `Cash out value ${last === 'up' ? 'up' : 'down'} to ${amount}` : '';

  const send = async () => {
    if (!offer) return;
    setStep('sending');
    setError(null);
    const seen = offer.cashoutAmount;
    try {
      const result = await client.mutate({
        mutation: BetsFullCashoutDocument,
        variables: { input: { betId: bet.id, cashoutId: offer.id, cashoutAmount: seen.amountLong } },
        errorPolicy: 'all',
      });
      const answer = result.data?.fullCashoutTrigger;
      if (!answer) throw new Error(result.errors?.map((e) => e.message).join('; ') || 'fullCashoutTrigger answered nothing');
      if (answer.success) {
        const paid = answer.bet?.amounts.cashout ?? answer.bet?.amounts.payout ?? seen;
        toast({ id: `cashout-${bet.id}`, title: `Cashed out ${formatMoney(paid)}`, variant: 'success' });
        if (answer.bet) placeBetInLists(client.cache, answer.bet, MY_BETS_LISTS);
        else void client.refetchQueries({ include: ['BetsSection'] }).catch(() => undefined);
        if (answer.patronBalanceAfter) void client.refetchQueries({ include: [ACCOUNT_MENU_QUERY] }).catch(() => undefined);
        setStep('idle');
        return;
      }
      const refusal = answer.cashoutError;
      setError(refusal?.message || CASHOUT_GENERIC_ERROR);
      if (refusal?.code === 'INVALID' && answer.cashout) {
        // The new value, for a fresh confirmation.
        setBetCashout(client.cache, answer.cashout);
        focusAfter.current = 'confirm';
        setStep('confirm');
      } else {
        focusAfter.current = 'open';
        setStep('idle');
      }
      if (answer.bet) placeBetInLists(client.cache, answer.bet, MY_BETS_LISTS);
    } catch (e) {
      reportError(e, { source: 'bets', call: 'fullCashoutTrigger' });
      setError(CASHOUT_GENERIC_ERROR);
      focusAfter.current = 'open';
      setStep('idle');
    }
  };

  if (!offer) {
    return (
      <div className="cashout">
        <Button variant="outline" block className="cashout__button" aria-disabled="true" aria-describedby={reasonId}>
          Cash Out
        </Button>
        <p className="cashout__reason" id={reasonId}>
          {bet.cashoutUnavailableReason || CASHOUT_UNAVAILABLE}
        </p>
      </div>
    );
  }

  const trendIcon = trend === 'up' ? <ArrowUp size={16} aria-hidden="true" /> : trend === 'down' ? <ArrowDown size={16} aria-hidden="true" /> : null;
  const label = (prefix: string) => (
    <>
      {prefix} <span className="cashout__value tabular">{amount}</span>
      {trendIcon}
    </>
  );
  const describedBy = error ? errorId : undefined;

  return (
    <div className="cashout" data-trend={trend ?? undefined}>
      {step === 'idle' ? (
        <Button
          ref={openRef}
          variant="outline"
          block
          className="cashout__button"
          aria-describedby={describedBy}
          onClick={() => {
            setError(null);
            focusAfter.current = 'confirm';
            setStep('confirm');
          }}
        >
          {label('Cash Out')}
        </Button>
      ) : (
        <div className="cashout__confirm">
          <Button ref={confirmRef} block className="cashout__button" loading={step === 'sending'} aria-describedby={describedBy} onClick={() => void send()}>
            {label('Confirm Cash Out')}
          </Button>
          <Button
            variant="ghost"
            disabled={step === 'sending'}
            onClick={() => {
              setError(null);
              focusAfter.current = 'open';
              setStep('idle');
            }}
          >
            Cancel
          </Button>
        </div>
      )}
      {step === 'sending' && offer.delayMilliseconds > 0 ? (
        <p className="cashout__note" role="status">
          Live bets take a few seconds to confirm.
        </p>
      ) : null}
      {error ? <FormError id={errorId}>{error}</FormError> : null}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}
