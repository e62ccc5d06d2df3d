import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import type { BetslipFieldsFragment } from '@/graphql/graphql';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import { reportError } from '@/shared/api/report-error';
import { flagEnabled } from '@/shared/flags/flag-store';
import { NETWORK_ERROR, trackBetsPlaced } from '@/shared/telemetry/events';
import { toast } from '@/shared/ui/toast-store';
import { applySlip, BetslipCallError, mutateSlip, oddsVariables, type Client } from './betslip-client';
import { BetslipAcceptChangesDocument, PlaceBetsDocument } from './betslip-operations';
import { useBetslipStore } from './betslip-store';
import { readLocalFlag, writeReuseSelections } from './local-flags';
import { tabView } from './slip-view';
import type { BetslipTab } from './tab-rules';

export const PLACEMENT_FAILED = "We couldn't reach the betslip to place your bet. Please try again.";
/** The shell's account menu (balances), refetched after a placement that returned a balance. */
const ACCOUNT_MENU_QUERY = 'ShellAccountMenu';

/**
 * Placing the open tab's ready bets (see docs/product/betslip.md): a fresh idempotency key per
 * placement, reused only when the very same request (bets, amounts, slip version, keep picks)
 * is sent again after a lost answer, since the server refuses a key sent with anything else
 * (IDEMPOTENCY_KEY_REUSED); any change of the slip is a new version, so a new key. "Bet
 * Placed" for 3 s with the confirmation modal of the placed bets; the account menu refetched
 * when a balance came back; the refusals kept for the banners (and the limits alert).
 */
export function usePlacement(tab: BetslipTab) {
  const client = useApolloClient() as Client;
  const [busy, setBusy] = useState(false);
  const placed = useBetslipStore((s) => s.placed);
  const { keyFor, settle } = useIdempotencyKeys();

  const placeFrom = useCallback(
    async (slip: BetslipFieldsFragment) => {
      const view = tabView(slip, tab, flagEnabled('roundRobins'));
      if (!view.placeable.length) return;
      const keep = readLocalFlag('keepPicksInBetslip');
      const request = {
        bets: view.placeable.map((b) => ({ draftBetId: b.id, betAmount: b.betAmount.amountLong })),
        betslipVersion: slip.version,
        keepBetslipSelections: keep,
      };
      const result = await client
        .mutate({
          mutation: PlaceBetsDocument,
          variables: { ...request, idempotencyKey: keyFor(request), ...oddsVariables() },
          errorPolicy: 'all',
          fetchPolicy: 'no-cache',
        })
        .catch((e: unknown) => {
          trackBetsPlaced({ slip: 'main', betCount: request.bets.length, placedCount: 0, errorCodes: [NETWORK_ERROR] });
          throw e;
        });
      const answer = result.data?.placeBets;
      if (!answer) {
        trackBetsPlaced({ slip: 'main', betCount: request.bets.length, placedCount: 0, errorCodes: [NETWORK_ERROR] });
        throw new BetslipCallError(result.errors?.[0]?.message ?? PLACEMENT_FAILED, null);
      }
      trackBetsPlaced({ slip: 'main', betCount: request.bets.length, placedCount: answer.placedBets.length, errorCodes: answer.errors.map((e) => e.code) });
      // A definitive answer: the next click is a new placement.
      settle();
      applySlip(client, answer.betslip);
      useBetslipStore.getState().setPlacementErrors(answer.errors);
      if (answer.placedBets.length) {
        useBetslipStore.getState().markPlaced();
        useBetslipStore.getState().setConfirmation(answer.placedBets);
        if (flagEnabled('reuseSelections') && !keep) {
          const picked = new Set(answer.placedBets.flatMap((b) => b.legs.map((l) => l.marketSelectionId)));
          const legs = view.placeable.flatMap((b) => b.draftLegs).filter((l) => picked.has(l.marketSelection.id));
          const unique = new Map(legs.map((l) => [l.marketSelection.id, { selectionId: l.marketSelection.id, numerator: l.marketSelection.odds.numeratorLong, denominator: l.marketSelection.odds.denominatorLong }]));
          writeReuseSelections([...unique.values()]);
        }
        if (answer.patronBalanceAfter) void client.refetchQueries({ include: [ACCOUNT_MENU_QUERY] }).catch(() => undefined);
      }
    },
    [client, tab, keyFor, settle],
  );

  const run = useCallback(
    async (slip: BetslipFieldsFragment, acceptFirst: boolean) => {
      setBusy(true);
      try {
        const current = acceptFirst ? await mutateSlip(client, BetslipAcceptChangesDocument, {}, 'betslipAcceptChanges') : slip;
        await placeFrom(current);
      } catch (e) {
        reportError(e, { source: 'betslip', call: 'placeBets' });
        toast({ id: 'place-bets-failed', title: PLACEMENT_FAILED, variant: 'danger' });
      } finally {
        setBusy(false);
      }
    },
    [client, placeFrom],
  );

  const accept = useCallback(async () => {
    setBusy(true);
    try {
      await mutateSlip(client, BetslipAcceptChangesDocument, {}, 'betslipAcceptChanges');
      useBetslipStore.getState().setPlacementErrors([]);
    } catch (e) {
      reportError(e, { source: 'betslip', call: 'betslipAcceptChanges' });
      toast({ id: 'accept-changes-failed', title: "We couldn't accept the changes. Please try again.", variant: 'danger' });
    } finally {
      setBusy(false);
    }
  }, [client]);

  return { busy, placed, place: (slip: BetslipFieldsFragment) => run(slip, false), acceptAndPlace: (slip: BetslipFieldsFragment) => run(slip, true), accept };
}
