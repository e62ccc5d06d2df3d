import { useId, useState } from 'react';
import { useMutation } from '@apollo/client';
import type { WalletProviderFragment } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { Switch } from '@/shared/ui/switch';
import { toast } from '@/shared/ui/toast-store';
import { UpdateProviderExclusionsDocument } from './payment-operations';

/** The codes excluded after turning `code`'s block on or off. */
export function nextExclusions(providers: readonly Pick<WalletProviderFragment, 'code' | 'excluded'>[], code: string, blocked: boolean): string[] {
  const codes = new Set(providers.filter((p) => p.excluded).map((p) => p.code));
  if (blocked) codes.add(code);
  else codes.delete(code);
  return [...codes].sort();
}

/**
 * "Block payment methods" on the deposit page: a bettor may put providers on their excluded
 * list (updateProviderExclusions); excluded providers stay listed, disabled, with the
 * excluded text. The server refuses deposits through them whatever the client does.
 */
export function ProviderExclusions({ providers }: { providers: readonly WalletProviderFragment[] }) {
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [update] = useMutation(UpdateProviderExclusionsDocument, { refetchQueries: ['PaymentProvidersPage', 'QuickDepositProviders'], awaitRefetchQueries: true });

  const toggle = async (provider: WalletProviderFragment, blocked: boolean) => {
    setPending(provider.code);
    try {
      await update({ variables: { providerCodes: nextExclusions(providers, provider.code, blocked) } });
      toast({ title: blocked ? `${provider.name} blocked` : `${provider.name} unblocked`, variant: 'success' });
    } catch (error) {
      reportError(error, { source: 'wallet', call: 'updateProviderExclusions' });
      toast({ title: 'An error has occurred', description: 'Please try again later.', variant: 'danger', duration: 10_000 });
    } finally {
      setPending(null);
    }
  };

  return (
    <details className="account-section provider-exclusions">
      <summary className="provider-exclusions__summary">Block payment methods</summary>
      <p className="wallet-note">A blocked method cannot be used for deposits until you unblock it. This can help you keep to your budget.</p>
      <ul className="provider-exclusions__list">
        {providers.map((p) => (
          <li key={p.code} className="provider-exclusions__item">
            <label htmlFor={`${id}-${p.code}`}>Block {p.name}</label>
            <Switch id={`${id}-${p.code}`} checked={p.excluded} disabled={pending !== null} onCheckedChange={(on) => void toggle(p, on)} />
          </li>
        ))}
      </ul>
    </details>
  );
}
