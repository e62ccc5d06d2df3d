import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client';
import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useLocation, useNavigate } from 'react-router';
import type { BetslipErrorFieldsFragment, BetslipFieldsFragment } from '@/graphql/graphql';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { loginPathFor } from '@/shared/auth/session-controller';
import { useQuickPickStore } from '@/shared/selections/quick-pick';
import type { SelectionCandidate } from '@/shared/selections/selection-store';
import { NETWORK_ERROR, trackBetsPlaced, trackSelectionAdded, trackSelectionRemoved } from '@/shared/telemetry/events';
import { Button } from '@/shared/ui/button';
import { CurrencyInput } from '@/shared/ui/currency-input';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Odds } from '@/shared/ui/odds';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast-store';
import { amountForServer, centsToAmountText, MAX_AMOUNT_DOLLARS } from './amount-rules';
import { BetslipCallError, errorCodeOf, oddsVariables } from './betslip-client';
import {
  QuickBetslipAcceptChangesDocument,
  QuickBetslipAddMarketSelectionDocument,
  QuickBetslipPlaceBetDocument,
  QuickBetslipRemoveMarketSelectionDocument,
  QuickBetslipSetAmountSourceDocument,
  QuickBetslipSetBetAmountDocument,
  QuickBetslipSetDraftBetDocument,
  QuickBetslipUpdatedDocument,
} from './quick-betslip-operations';
import './quick-betslip.css';

/** "Bet Placed" shows this long, then the quick bet closes. */
export const QUICK_BET_PLACED_MS = 3000;
/** Typing settles this long before the stake goes to the server. */
export const QUICK_AMOUNT_DEBOUNCE_MS = 350;
export const QUICK_ADD_FAILED = 'Something went wrong while adding your bet to your betslip. Please try again later.';
export const QUICK_CALL_FAILED = "We couldn't update your quick bet. Please try again.";

type Slip = BetslipFieldsFragment;

/** A refused or lost quick-slip call: reported, and a toast with the server's words or `title`. */
function failed(e: unknown, title: string): void {
  reportError(e, { source: 'betslip', call: 'quickBetslip' });
  toast({ id: 'quick-bet-failed', title: e instanceof BetslipCallError && e.code ? e.message : title, variant: 'danger' });
}

/** The quick slip's one draft bet (its straight), if any. */
export function quickBetOf(slip: Slip | null) {
  return slip?.straight.draftBets[0] ?? null;
}

/** What the quick bet's button does now. */
export type QuickAction = 'login' | 'accept' | 'place' | 'placed' | 'disabled';

/** The button's action: visitors log in, a moved price is accepted first, a ready bet places. */
export function quickAction(slip: Slip | null, loggedIn: boolean, placed: boolean, pendingAmount: boolean): QuickAction {
  if (placed) return 'placed';
  if (!loggedIn) return 'login';
  const bet = quickBetOf(slip);
  if (!bet || pendingAmount) return 'disabled';
  const errors = [...(slip?.errors ?? []), ...bet.errors, ...bet.draftLegs.flatMap((l) => l.errors)];
  if (errors.some((e) => e.displayType === 'ODDS_CHANGED') || bet.draftLegs.some((l) => l.marketSelectionRequiresAcceptance)) return 'accept';
  const blocking = errors.some((e) => e.displayType !== 'RETRYABLE');
  return !blocking && BigInt(bet.betAmount.amountLong) > 0n ? 'place' : 'disabled';
}

/**
 * The quick betslip of a page (Quick Bets): a tap on a price puts that one selection in the
 * server's quick slip (keeping a stake already typed, in one `quickBetslipSetDraftBet` call) and
 * opens the quick bet; the stake, a bonus bet, price changes and the placement each go to their
 * quick-slip call; closing empties it. Live while open (`quickBetslipUpdated`).
 */
export function useQuickBetslip() {
  const client = useApolloClient();
  const [slip, setSlip] = useState<Slip | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [pendingAmount, setPendingAmount] = useState(false);
  const [refusals, setRefusals] = useState<BetslipErrorFieldsFragment[]>([]);
  const { keyFor, settle } = useIdempotencyKeys();
  const placedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useSubscription(QuickBetslipUpdatedDocument, {
    variables: oddsVariables(),
    skip: !open,
    onData: ({ data }) => {
      const next = data.data?.quickBetslipUpdated;
      if (next) setSlip(next);
    },
  });

  const call = useCallback(
    async <TData, TVars extends Record<string, unknown>>(mutation: TypedDocumentNode<TData, TVars> | DocumentNode, variables: Omit<TVars, 'oddsFormat' | 'includeOddsTrend'>, field: keyof TData & string): Promise<Slip> => {
      const result = await client.mutate<TData>({ mutation, variables: { ...variables, ...oddsVariables() }, errorPolicy: 'all', fetchPolicy: 'no-cache' });
      const next = (result.data as Record<string, Slip | null> | null | undefined)?.[field];
      if (!next || result.errors?.length) {
        const first = result.errors?.[0];
        const detail = first?.extensions?.betslipError as { message?: string; code?: string } | undefined;
        throw new BetslipCallError(detail?.message ?? first?.message ?? QUICK_CALL_FAILED, detail?.code ?? null);
      }
      setSlip(next);
      setRefusals([]);
      return next;
    },
    [client],
  );

  /** A tap on a price. */
  const pick = useCallback(
    async (c: SelectionCandidate) => {
      const bet = quickBetOf(slip);
      const odds = { numeratorLong: c.numerator, denominatorLong: c.denominator };
      setPlaced(false);
      setOpen(true);
      try {
        if (bet && BigInt(bet.betAmount.amountLong) > 0n) {
          await call(
            QuickBetslipSetDraftBetDocument,
            {
              selectionId: c.selectionId,
              odds,
              amount: centsToAmountText(bet.betAmount.amountLong),
              amountField: 'BET',
              amountSourceType: bet.amountSourceType,
              freeBetId: bet.selectedFreeBetId,
              selectionOrigin: c.origin,
            },
            'quickBetslipSetDraftBet',
          );
        } else {
          await call(QuickBetslipAddMarketSelectionDocument, { selectionId: c.selectionId, odds, selectionOrigin: c.origin }, 'quickBetslipAddMarketSelection');
        }
        trackSelectionAdded({ selectionId: c.selectionId, selectionOrigin: c.origin, slip: 'quick', errorCode: null });
      } catch (e) {
        trackSelectionAdded({ selectionId: c.selectionId, selectionOrigin: c.origin, slip: 'quick', errorCode: errorCodeOf(e) });
        failed(e, QUICK_ADD_FAILED);
        if (!quickBetOf(slip)) setOpen(false);
      }
    },
    [slip, call],
  );

  const close = useCallback(async () => {
    setOpen(false);
    if (placedTimer.current) clearTimeout(placedTimer.current);
    const selectionId = slip?.marketSelections[0]?.id;
    if (!selectionId) return;
    try {
      await call(QuickBetslipRemoveMarketSelectionDocument, { selectionId }, 'quickBetslipRemoveMarketSelection');
      trackSelectionRemoved({ selectionId, slip: 'quick', errorCode: null });
    } catch (e) {
      trackSelectionRemoved({ selectionId, slip: 'quick', errorCode: errorCodeOf(e) });
      reportError(e, { source: 'betslip', call: 'quickBetslipRemoveMarketSelection' });
    }
  }, [slip, call]);

  const setAmount = useCallback(
    async (draftBetId: string, text: string) => {
      try {
        await call(QuickBetslipSetBetAmountDocument, { draftBetId, amount: amountForServer(text), amountField: 'BET' }, 'quickBetslipSetBetAmount');
      } catch (e) {
        failed(e, QUICK_CALL_FAILED);
      } finally {
        setPendingAmount(false);
      }
    },
    [call],
  );

  const chooseBonusBet = useCallback(
    async (draftBetId: string, freeBetId: string | null) => {
      try {
        await call(QuickBetslipSetAmountSourceDocument, { draftBetId, amountSourceType: freeBetId ? 'FREE_BET' : 'CASH', freeBetId }, 'quickBetslipSetAmountSource');
      } catch (e) {
        failed(e, QUICK_CALL_FAILED);
      }
    },
    [call],
  );

  const accept = useCallback(async () => {
    setBusy(true);
    try {
      await call(QuickBetslipAcceptChangesDocument, {}, 'quickBetslipAcceptChanges');
    } catch (e) {
      failed(e, QUICK_CALL_FAILED);
    } finally {
      setBusy(false);
    }
  }, [call]);

  const place = useCallback(async () => {
    const bet = quickBetOf(slip);
    if (!slip || !bet) return;
    const request = { bet: { draftBetId: bet.id, betAmount: bet.betAmount.amountLong }, betslipVersion: slip.version };
    setBusy(true);
    try {
      const result = await client
        .mutate({ mutation: QuickBetslipPlaceBetDocument, variables: { ...request, idempotencyKey: keyFor(request), ...oddsVariables() }, errorPolicy: 'all', fetchPolicy: 'no-cache' })
        .catch((e: unknown) => {
          trackBetsPlaced({ slip: 'quick', betCount: 1, placedCount: 0, errorCodes: [NETWORK_ERROR] });
          throw e;
        });
      const answer = result.data?.quickBetslipPlaceBet;
      if (!answer) {
        trackBetsPlaced({ slip: 'quick', betCount: 1, placedCount: 0, errorCodes: [NETWORK_ERROR] });
        throw new BetslipCallError(result.errors?.[0]?.message ?? QUICK_CALL_FAILED, null);
      }
      settle();
      trackBetsPlaced({ slip: 'quick', betCount: 1, placedCount: answer.placedBets.length, errorCodes: answer.errors.map((e) => e.code) });
      setSlip(answer.betslip);
      setRefusals(answer.errors);
      if (answer.placedBets.length) {
        setPlaced(true);
        if (answer.patronBalanceAfter) void client.refetchQueries({ include: ['ShellAccountMenu'] }).catch(() => undefined);
        placedTimer.current = setTimeout(() => {
          setPlaced(false);
          setOpen(false);
        }, QUICK_BET_PLACED_MS);
      }
    } catch (e) {
      failed(e, QUICK_CALL_FAILED);
    } finally {
      setBusy(false);
    }
  }, [slip, client, keyFor, settle]);

  useEffect(
    () => () => {
      if (placedTimer.current) clearTimeout(placedTimer.current);
    },
    [],
  );

  return { slip, open, busy, placed, pendingAmount, refusals, pick, close, setAmount, setPendingAmount, chooseBonusBet, accept, place };
}

export type QuickBetslipState = ReturnType<typeof useQuickBetslip>;

/** The quick bet dialog: the pick and its live price, the stake, its bonus bets, errors and the button. */
export function QuickBetDialog({ quick }: { quick: QuickBetslipState }) {
  const loggedIn = useAuthStore((s) => s.loginState === 'loggedIn');
  const navigate = useNavigate();
  const location = useLocation();
  const bet = quickBetOf(quick.slip);
  const leg = bet?.draftLegs[0] ?? null;
  const serverAmount = bet ? centsToAmountText(bet.betAmount.amountLong) : '';
  const [text, setText] = useState(serverAmount);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!quick.pendingAmount) setText(serverAmount);
  }, [serverAmount, quick.pendingAmount]);

  const edit = (value: string) => {
    if (!bet) return;
    setText(value);
    quick.setPendingAmount(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void quick.setAmount(bet.id, value);
    }, QUICK_AMOUNT_DEBOUNCE_MS);
  };

  const action = quickAction(quick.slip, loggedIn, quick.placed, quick.pendingAmount);
  const errors = bet ? [...(quick.slip?.errors ?? []), ...bet.errors, ...(leg?.errors ?? []), ...quick.refusals] : [];
  const shown = errors.filter((e, i) => errors.findIndex((o) => o.code === e.code && o.message === e.message) === i);
  const freeBets = bet?.availableFreeBets ?? [];
  const usingFreeBet = bet?.amountSourceType === 'FREE_BET';

  const onButton = () => {
    if (action === 'login') void navigate(loginPathFor('logged-out', `${location.pathname}${location.search}`));
    else if (action === 'accept') void quick.accept();
    else if (action === 'place') void quick.place();
  };
  const label = { login: 'Log In to Bet', accept: 'Accept Changes', place: 'Place Bet', placed: 'Bet Placed', disabled: 'Place Bet' }[action];

  return (
    <Dialog open={quick.open} onOpenChange={(o) => (o ? undefined : void quick.close())}>
      <DialogContent title="Quick Bet" width={400} className="quick-bet">
        {leg ? (
          <div className="quick-bet__body">
            <div className="quick-bet__pick">
              <div>
                <p className="quick-bet__name">
                  {leg.marketSelection.name.cleanName}
                  {leg.marketSelection.points ? ` ${leg.marketSelection.points.formattedPoints}` : ''}
                </p>
                <p className="quick-bet__market">{leg.marketName}</p>
                <p className="quick-bet__event">{leg.eventName}</p>
              </div>
              <Odds odds={leg.marketSelection.odds} className="quick-bet__price" alwaysShowMovement />
            </div>
            <label className="quick-bet__field">
              <span>{usingFreeBet ? 'Bonus Bet' : 'Bet'}</span>
              <CurrencyInput className="input" value={text} onValueChange={(v) => edit(v)} max={MAX_AMOUNT_DOLLARS} readOnly={usingFreeBet} aria-label="Bet amount" inputMode="decimal" />
            </label>
            <p className="quick-bet__win">
              To Win <strong>{(bet?.boostedWinAmount ?? bet?.winAmount)?.formattedAmount}</strong>
            </p>
            {bet && loggedIn && freeBets.length === 1 && freeBets[0] ? (
              <label className="quick-bet__bonus">
                <input type="checkbox" checked={usingFreeBet} onChange={(e) => void quick.chooseBonusBet(bet.id, e.target.checked ? (freeBets[0]?.id ?? null) : null)} />
                {`Use Bonus Bet: ${freeBets[0].title} (${freeBets[0].amount.formattedAmount})`}
              </label>
            ) : null}
            {bet && loggedIn && freeBets.length > 1 ? (
              <div className="quick-bet__bonus">
                <label htmlFor={`${bet.id}-bonus`}>Bonus Bet</label>
                <Select
                  id={`${bet.id}-bonus`}
                  value={usingFreeBet ? (bet.selectedFreeBetId ?? '') : ''}
                  onValueChange={(id) => void quick.chooseBonusBet(bet.id, id || null)}
                  options={[{ value: '', label: 'No bonus bet (cash)' }, ...freeBets.map((f) => ({ value: f.id, label: `${f.title} (${f.amount.formattedAmount})` }))]}
                />
              </div>
            ) : null}
            {shown.length ? (
              <ul className="quick-bet__errors" role="alert">
                {shown.map((e) => (
                  <li key={`${e.code}:${e.message}`}>{e.message}</li>
                ))}
              </ul>
            ) : null}
            <div role="status" aria-live="polite">
              <Button block onClick={onButton} loading={quick.busy} disabled={action === 'disabled' || action === 'placed'}>
                {label}
              </Button>
            </div>
          </div>
        ) : (
          <p className="quick-bet__loading" role="status">
            Adding your pick...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The quick bet of the app (mounted once by the layout): takes each tap a quick-bet page hands
 * over (`useQuickPickStore`) to the server's quick betslip, shows the quick bet dialog, and
 * reports which selection it holds so that page's button shows pressed.
 */
export function QuickBetHost() {
  const quick = useQuickBetslip();
  const request = useQuickPickStore((s) => s.request);
  const { pick } = quick;
  useEffect(() => {
    if (!request) return;
    const candidate = useQuickPickStore.getState().take();
    if (candidate) void pick(candidate);
  }, [request, pick]);
  const held = quick.open ? (quick.slip?.marketSelections[0]?.id ?? null) : null;
  useEffect(() => {
    useQuickPickStore.getState().setSelected(held);
  }, [held]);
  return <QuickBetDialog quick={quick} />;
}
