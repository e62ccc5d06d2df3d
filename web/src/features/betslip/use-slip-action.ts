import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { reportError } from '@/shared/api/report-error';
import { toast } from '@/shared/ui/toast-store';
import { BetslipCallError, mutateSlip, type Client } from './betslip-client';

export const BETSLIP_UPDATE_FAILED = "We couldn't update your betslip. Please try again.";

/**
 * Runs a betslip mutation from a component: the answer is applied; a refusal shows the
 * server's message (or a generic one) as a toast and resolves to null.
 */
export function useSlipAction() {
  const client = useApolloClient() as Client;
  return useCallback(
    async <TData, TVars extends Record<string, unknown>>(
      mutation: TypedDocumentNode<TData, TVars> | DocumentNode,
      variables: Omit<TVars, 'oddsFormat' | 'includeOddsTrend'>,
      field: keyof TData & string,
    ) => {
      try {
        return await mutateSlip(client, mutation, variables, field);
      } catch (e) {
        reportError(e, { source: 'betslip', call: field });
        toast({ id: 'betslip-update-failed', title: e instanceof BetslipCallError && e.message ? e.message : BETSLIP_UPDATE_FAILED, variant: 'danger' });
        return null;
      }
    },
    [client],
  );
}
