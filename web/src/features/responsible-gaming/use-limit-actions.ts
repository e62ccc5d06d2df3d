import { useState } from 'react';
import { useApolloClient, useMutation, type ApolloClient } from '@apollo/client';
import type { RgLimitFieldsFragment, RgLimitPeriod, RgLimitType } from '@/graphql/graphql';
import { toast } from '@/shared/ui/toast-store';
import { limitMessages } from './limit-kinds';
import { CancelPendingLimitDocument, ConfirmPendingLimitDocument, SetLimitDocument } from './rg-operations';

/** Queries that show limits, re-read after any change. */
const REFETCH = ['RgLimits', 'LimitHistory', 'RgAccount', 'RgSession'];

/** The REFETCH queries that are on screen now (naming others only earns a warning). */
function activeRefetches(client: ApolloClient<unknown>): string[] {
  const names = new Set(Array.from(client.getObservableQueries('active').values(), (q) => q.queryName));
  return REFETCH.filter((n) => names.has(n));
}

export type LimitBusy = 'set' | 'remove' | 'cancel' | 'confirm' | null;

/**
 * The limit calls with their outcomes as toasts (limit errors are
 * toasts). Each call resolves to the updated slot, or null when it failed.
 */
export function useLimitActions() {
  const client = useApolloClient() as ApolloClient<unknown>;
  const refetchQueries = () => activeRefetches(client);
  const [setLimit] = useMutation(SetLimitDocument, { refetchQueries });
  const [cancelPending] = useMutation(CancelPendingLimitDocument, { refetchQueries });
  const [confirmPending] = useMutation(ConfirmPendingLimitDocument, { refetchQueries });
  const [busy, setBusy] = useState<LimitBusy>(null);

  const run = async <T>(kind: Exclude<LimitBusy, null>, call: () => Promise<T>): Promise<T> => {
    setBusy(kind);
    try {
      return await call();
    } finally {
      setBusy(null);
    }
  };

  /** Sets a limit (`amountOrDuration` null removes it): cents or minutes. */
  const save = (type: RgLimitType, period: RgLimitPeriod | null, amountOrDuration: number | null): Promise<RgLimitFieldsFragment | null> =>
    run(amountOrDuration === null ? 'remove' : 'set', async () => {
      try {
        const { data } = await setLimit({ variables: { rgLimitType: type, rgLimitPeriod: period, amountOrDuration } });
        const payload = data?.setLimit;
        if (!payload || payload.errorMessage || !payload.limit) {
          toast({ title: payload?.errorMessage || limitMessages.setFailed(type), variant: 'danger' });
          return null;
        }
        const pending = payload.limit.pendingLimit;
        toast({ title: limitMessages.saved(type), description: pending ? pending.description : undefined, variant: 'success' });
        return payload.limit;
      } catch {
        toast({ title: limitMessages.setFailed(type), variant: 'danger' });
        return null;
      }
    });

  /** Cancels a pending increase or removal. */
  const cancel = (limitId: string): Promise<RgLimitFieldsFragment | null> =>
    run('cancel', async () => {
      try {
        const { data } = await cancelPending({ variables: { limitId } });
        const payload = data?.cancelPendingLimit;
        if (!payload || payload.errorMessage || !payload.limit) {
          toast({ title: limitMessages.cancelFailed, description: payload?.errorMessage ?? undefined, variant: 'danger' });
          return null;
        }
        toast({ title: limitMessages.canceled, variant: 'success' });
        return payload.limit;
      } catch {
        toast({ title: limitMessages.cancelFailed, variant: 'danger' });
        return null;
      }
    });

  /** Confirms a pending change whose period has ended (ACTION_REQUIRED). */
  const confirm = (limitId: string): Promise<RgLimitFieldsFragment | null> =>
    run('confirm', async () => {
      try {
        const { data } = await confirmPending({ variables: { limitId } });
        const payload = data?.confirmPendingLimit;
        if (!payload || payload.errorMessage || !payload.limit) {
          toast({ title: payload?.errorMessage || limitMessages.confirmFailed, variant: 'danger' });
          return null;
        }
        toast({ title: limitMessages.confirmed(payload.limit.title), variant: 'success' });
        return payload.limit;
      } catch {
        toast({ title: limitMessages.confirmFailed, variant: 'danger' });
        return null;
      }
    });

  return { save, cancel, confirm, busy };
}
