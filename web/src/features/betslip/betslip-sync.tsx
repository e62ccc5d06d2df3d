import { useEffect, useRef } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client';
import { useLocation, useNavigate } from 'react-router';
import { reportError } from '@/shared/api/report-error';
import { onBeforeLogout, onLogin } from '@/shared/auth/auth-events';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useOddsVariables } from '@/shared/odds/use-odds-format';
import { recordExternalBets } from '@/shared/selections/external-bets-store';
import { ADD_SELECTION_FAILED, setSelectionAdapter, useSelectionStore } from '@/shared/selections/selection-store';
import { dismissToast, toast } from '@/shared/ui/toast-store';
import { applySlip, candidatesOf, mutateSlip, serverSelectionAdapter, transferBetslip, type Client } from './betslip-client';
import { BetslipAddMarketSelectionsDocument, BetslipDocument, BetslipUpdatedDocument } from './betslip-operations';
import { useBetslipStore } from './betslip-store';
import { parseUrlBets, URL_BET_ORIGIN, withoutUrlBets } from './url-bets';

/** "Adding to Betslip..." shows this long (see docs/product/betslip.md). */
export const ADDING_TOAST_MS = 1100;
export const ADDING_TO_BETSLIP = 'Adding to Betslip...';

/** Whether the viewer has an owner for a betslip (an account, or a visitor token). */
export function useBetslipReady(): boolean {
  const loginState = useAuthStore((s) => s.loginState);
  const anonymous = useAuthStore((s) => Boolean(s.anonymousToken));
  return loginState === 'loggedIn' || (loginState === 'loggedOut' && anonymous);
}

/**
 * Adds the bets of the URL in one call with their channel (`utm_source` as
 * branchChannel; such links carry no share id), records them in the external bet list and
 * removes them from the address.
 */
function useUrlBets(client: Client, ready: boolean) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || handled.current === search) return;
    const { bets, channel } = parseUrlBets(search);
    if (!bets.length) return;
    handled.current = search;
    void navigate(`${pathname}${withoutUrlBets(search)}${hash}`, { replace: true });
    toast({ id: 'adding-to-betslip', title: ADDING_TO_BETSLIP, variant: 'info', duration: ADDING_TOAST_MS, dismissible: false });
    const selections = bets.map((b) => ({
      selectionId: b.selectionId,
      odds: { numeratorLong: b.numerator, denominatorLong: b.denominator },
      selectionOrigin: URL_BET_ORIGIN,
      ...(channel ? { branchChannel: channel } : {}),
    }));
    void mutateSlip(client, BetslipAddMarketSelectionsDocument, { selections }, 'betslipAddMarketSelections').then(
      // All or none: once the server took them, every bet is an external bet (no share code: by selection id).
      () => recordExternalBets(...bets.map((b) => ({ id: b.selectionId, channel }))),
      (e: unknown) => {
        reportError(e, { source: 'betslip', call: 'betslipAddMarketSelections' });
        dismissToast('adding-to-betslip');
        toast({ id: 'selection-failed', title: ADD_SELECTION_FAILED, variant: 'danger' });
      },
    );
  }, [client, ready, pathname, search, hash, navigate]);
}

/**
 * Keeps the server betslip and the app in step (mounted once by the app for sportsbook
 * brands): the cached slip (cache-and-network) and `betslipUpdated`, the odds buttons' picks
 * (the selection adapter runs the betslip mutations), the transfer to the account after
 * login and back to the visitor before logout, and the URL bet parameters.
 */
export function BetslipSync() {
  const client = useApolloClient() as Client;
  const ready = useBetslipReady();
  const loginState = useAuthStore((s) => s.loginState);
  const variables = useOddsVariables();
  const { data, refetch } = useQuery(BetslipDocument, { variables, skip: !ready, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const slip = data?.betslip ?? null;

  useSubscription(BetslipUpdatedDocument, {
    variables,
    skip: !ready,
    onData: ({ data: answer }) => {
      const next = answer.data?.betslipUpdated;
      if (next) applySlip(client, next);
    },
  });

  // Every slip read (query, cache writes) is the truth for the odds buttons and the tabs.
  useEffect(() => {
    if (!slip) return;
    useSelectionStore.getState().replaceSelections(candidatesOf(slip));
    useBetslipStore.getState().slipArrived(slip);
  }, [slip]);

  useEffect(() => {
    if (!ready) return;
    const previous = setSelectionAdapter(serverSelectionAdapter(client));
    return () => {
      setSelectionAdapter(previous);
    };
  }, [client, ready]);

  // A new owner (login, logout): read the slip again.
  const lastLogin = useRef(loginState);
  useEffect(() => {
    if (lastLogin.current === loginState) return;
    const was = lastLogin.current;
    lastLogin.current = loginState;
    if (was === 'loggedIn' && loginState === 'loggedOut') useBetslipStore.getState().reset();
    if (ready && was !== 'unknown') void refetch().catch(() => undefined);
  }, [loginState, ready, refetch]);

  useEffect(() => {
    const offLogin = onLogin(() => {
      transferBetslip(client, 'TO_ACCOUNT')
        .catch((e: unknown) => reportError(e, { source: 'betslip', call: 'betslipTransfer', direction: 'TO_ACCOUNT' }))
        .finally(() => {
          void client.refetchQueries({ include: [BetslipDocument] }).catch(() => undefined);
        });
    });
    const offLogout = onBeforeLogout(() =>
      transferBetslip(client, 'TO_ANONYMOUS').catch((e: unknown) => reportError(e, { source: 'betslip', call: 'betslipTransfer', direction: 'TO_ANONYMOUS' })),
    );
    return () => {
      offLogin();
      offLogout();
    };
  }, [client]);

  useUrlBets(client, ready);
  return null;
}
