import { useId, useState } from 'react';
import { useMutation } from '@apollo/client';
import { Trash2 } from 'lucide-react';
import type { PaymentMethod } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { IconButton } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormError } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast-store';
import { PaymentMethodDeleteDocument } from './payment-operations';
import { UNEXPECTED_ERROR } from './user-errors';

/** The radio value of "use a new method". */
export const NEW_METHOD = '';

type Method = Pick<PaymentMethod, 'id' | 'name' | 'description'>;

/**
 * Saved payment methods as a radio group (preferred first), plus "a new one"; each saved
 * method can be removed after a confirmation (paymentMethodDelete).
 */
export function SavedMethods({
  methods,
  value,
  onChange,
  newLabel,
  error,
}: {
  methods: readonly Method[];
  value: string;
  onChange: (id: string) => void;
  /** The "use a new method" choice; null where only saved methods can be used (withdrawals). */
  newLabel: string | null;
  error?: string;
}) {
  const id = useId();
  const [removing, setRemoving] = useState<Method | null>(null);
  const [remove, { loading }] = useMutation(PaymentMethodDeleteDocument, { refetchQueries: ['PaymentProvidersPage', 'QuickDepositProviders'], awaitRefetchQueries: true });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const { data } = await remove({ variables: { paymentMethodId: removing.id } });
      const r = data?.paymentMethodDelete;
      if (!r?.permitted || r.userErrors.length > 0) {
        toast({ title: 'Could not remove the payment method', description: r?.userErrors.at(-1)?.message ?? UNEXPECTED_ERROR, variant: 'danger' });
      } else {
        toast({ title: 'Payment method removed', description: `${removing.name} was removed from your account.`, variant: 'success' });
        if (value === removing.id) onChange(NEW_METHOD);
      }
    } catch (e) {
      reportError(e, { source: 'wallet', call: 'paymentMethodDelete' });
      toast({ title: 'An error has occurred', description: 'Please try again later.', variant: 'danger', duration: 10_000 });
    }
    setRemoving(null);
  };

  const saved = methods.map((m) => ({ ...m, saved: true }));
  const options = newLabel === null ? saved : [...saved, { id: NEW_METHOD, name: newLabel, description: null, saved: false }];
  return (
    <fieldset className="saved-methods" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">Payment method</legend>
      <ul className="saved-methods__list">
        {options.map((m) => (
          <li key={m.id || 'new'} className="saved-methods__item">
            <label className="saved-methods__option">
              <input type="radio" name={`${id}-method`} value={m.id} checked={value === m.id} onChange={() => onChange(m.id)} />
              <span className="saved-methods__text">
                <span className="saved-methods__name">{m.name}</span>
                {m.description ? <span className="saved-methods__description">{m.description}</span> : null}
              </span>
            </label>
            {m.saved ? <IconButton label={`Remove ${m.name}`} icon={<Trash2 size={18} aria-hidden="true" />} size="sm" onClick={() => setRemoving(m)} /> : null}
          </li>
        ))}
      </ul>
      {error ? <FormError id={`${id}-error`}>{error}</FormError> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove payment method?"
        description={removing ? `${removing.name} will be removed from your account. You can add it again on your next payment.` : ''}
        confirmLabel="Remove"
        tone="danger"
        busy={loading}
        onConfirm={confirmRemove}
      />
    </fieldset>
  );
}
