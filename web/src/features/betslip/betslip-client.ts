/**
 * The betslip's server calls, free of React so the selection adapter, the login/logout
 * transfer and the components share them. Every answer is the whole slip: it is written
 * into the cached `betslip` query, handed to the selection store (the odds buttons' state)
 * and to the betslip UI store (tab moves, view reset).
 */
import type { ApolloClient, DocumentNode, TypedDocumentNode } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import type { BetslipFieldsFragment } from '@/graphql/graphql';
import { useAuthStore } from '@/shared/auth/auth-store';
import { selectOddsFormat, useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { SELECTION_ORIGINS, useSelectionStore, type SelectionAdapter, type SelectionCandidate, type SelectionOrigin } from '@/shared/selections/selection-store';
import {
  BetslipAddFeaturedBetDocument,
  BetslipAddMarketSelectionDocument,
  BetslipDocument,
  BetslipRemoveMarketSelectionDocument,
  BetslipTransferDocument,
} from './betslip-operations';
import { NETWORK_ERROR, trackSelectionAdded, trackSelectionRemoved } from '@/shared/telemetry/events';
import { useBetslipStore } from './betslip-store';

export type Client = ApolloClient<unknown>;

/** The odds variables every betslip operation passes (the viewer's format, trends on). */
export function oddsVariables() {
  return { oddsFormat: selectOddsFormat(useOddsFormatStore.getState()), includeOddsTrend: true };
}

/** A betslip call the server refused (GraphQL error: BAD_USER_INPUT + betslipError). */
export class BetslipCallError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null) {
    super(message);
    this.name = 'BetslipCallError';
    this.code = code;
  }
}

function callError(errors: readonly GraphQLFormattedError[] | undefined, operation: string): BetslipCallError {
  const first = errors?.[0];
  const betslipError = first?.extensions?.betslipError as { message?: string; code?: string } | undefined;
  return new BetslipCallError(betslipError?.message ?? first?.message ?? `${operation} answered nothing`, betslipError?.code ?? (first?.extensions?.code as string | undefined) ?? null);
}

function originOf(raw: string | null | undefined): SelectionOrigin {
  return SELECTION_ORIGINS.find((o) => o === raw) ?? 'table-card';
}

/** The odds buttons' picks of a slip (at the price the bettor accepted). */
export function candidatesOf(slip: BetslipFieldsFragment): SelectionCandidate[] {
  const metadata = new Map(slip.marketSelectionsMetadata.map((m) => [m.marketSelectionId, m]));
  return slip.marketSelections.map((s) => {
    const meta = metadata.get(s.id);
    return {
      selectionId: s.id,
      marketId: s.marketId,
      eventId: s.eventId,
      numerator: s.odds.numeratorLong,
      denominator: s.odds.denominatorLong,
      origin: originOf(meta?.selectionOrigin),
      ...(meta?.shareId ? { shareId: meta.shareId } : {}),
      ...(meta?.branchChannel ? { branchChannel: meta.branchChannel } : {}),
    };
  });
}

/** Takes a slip from the server as the truth. */
export function applySlip(client: Client, slip: BetslipFieldsFragment): void {
  client.writeQuery({ query: BetslipDocument, variables: oddsVariables(), data: { __typename: 'Query', betslip: slip } });
  useSelectionStore.getState().replaceSelections(candidatesOf(slip));
  useBetslipStore.getState().slipArrived(slip);
}

/**
 * Runs a betslip mutation whose answer is the slip (`field`), applies it, and returns it.
 * Throws BetslipCallError when the server refuses.
 */
export async function mutateSlip<TData, TVars extends Record<string, unknown>>(
  client: Client,
  mutation: TypedDocumentNode<TData, TVars> | DocumentNode,
  variables: Omit<TVars, 'oddsFormat' | 'includeOddsTrend'>,
  field: keyof TData & string,
): Promise<BetslipFieldsFragment> {
  const result = await client.mutate<TData>({ mutation, variables: { ...variables, ...oddsVariables() }, errorPolicy: 'all', fetchPolicy: 'no-cache' });
  const slip = (result.data as Record<string, BetslipFieldsFragment | null> | null | undefined)?.[field];
  if (!slip || result.errors?.length) throw callError(result.errors, field);
  applySlip(client, slip);
  return slip;
}

/**
 * The selection store's adapter: picks go to the server betslip, with the attribution
 * (branchChannel, shareId) of a pick that came by a link.
 */
export function serverSelectionAdapter(client: Client): SelectionAdapter {
  return {
    add: async (c) => {
      try {
        await mutateSlip(
          client,
          BetslipAddMarketSelectionDocument,
          {
            selectionId: c.selectionId,
            odds: { numeratorLong: c.numerator, denominatorLong: c.denominator },
            selectionOrigin: c.origin,
            ...(c.branchChannel ? { branchChannel: c.branchChannel } : {}),
            ...(c.shareId ? { shareId: c.shareId } : {}),
          },
          'betslipAddMarketSelection',
        );
      } catch (e) {
        trackSelectionAdded({ selectionId: c.selectionId, selectionOrigin: c.origin, slip: 'main', errorCode: errorCodeOf(e) });
        throw e;
      }
      trackSelectionAdded({ selectionId: c.selectionId, selectionOrigin: c.origin, slip: 'main', errorCode: null });
    },
    remove: async (selectionId) => {
      try {
        await mutateSlip(client, BetslipRemoveMarketSelectionDocument, { selectionId }, 'betslipRemoveMarketSelection');
      } catch (e) {
        trackSelectionRemoved({ selectionId, slip: 'main', errorCode: errorCodeOf(e) });
        throw e;
      }
      trackSelectionRemoved({ selectionId, slip: 'main', errorCode: null });
    },
    addFeatured: async (featuredBetId, candidates) => {
      const track = (errorCode: string | null) => {
        for (const c of candidates) trackSelectionAdded({ selectionId: c.selectionId, selectionOrigin: c.origin, slip: 'main', errorCode });
      };
      try {
        await mutateSlip(client, BetslipAddFeaturedBetDocument, { featuredBetId }, 'betslipAddFeaturedBet');
      } catch (e) {
        track(errorCodeOf(e));
        throw e;
      }
      track(null);
    },
  };
}

/** The analytics code of a failed betslip call: the server's code, else NETWORK_ERROR. */
export function errorCodeOf(e: unknown): string {
  return e instanceof BetslipCallError && e.code ? e.code : NETWORK_ERROR;
}

/**
 * Moves the slip between the visitor and the account: TO_ACCOUNT after login, TO_ANONYMOUS
 * before logout. Needs the browser's anonymous token (X-Anonymous-Authorization); without
 * one there is nothing to move.
 */
export async function transferBetslip(client: Client, direction: 'TO_ACCOUNT' | 'TO_ANONYMOUS'): Promise<boolean> {
  const anonymous = useAuthStore.getState().anonymousToken;
  if (!anonymous) return false;
  const result = await client.mutate({
    mutation: BetslipTransferDocument,
    variables: { direction },
    errorPolicy: 'all',
    fetchPolicy: 'no-cache',
    context: { headers: { 'X-Anonymous-Authorization': `Bearer ${anonymous}` } },
  });
  if (!result.data?.betslipTransfer || result.errors?.length) throw callError(result.errors, 'betslipTransfer');
  return true;
}
