import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { reportError } from '@/shared/api/report-error';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { DisplayPromoCodeDocument, ValidateDepositPromoCodeDocument } from './payment-operations';

/** Statuses of `validateDepositPromoCode` that mean the code applies. */
const GOOD = new Set(['VALID', 'ACTIVE', 'APPLIED', 'OK']);

export function promoIsValid(status: string): boolean {
  return GOOD.has(status.trim().toUpperCase());
}

/** "NOT_FOUND" -> "Not found". */
function statusText(status: string): string {
  const t = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : status;
}

/**
 * The deposit promo code (see docs/product/wallet.md): pre-filled from `displayPromoCode`, checked
 * with `validateDepositPromoCode` on blur; the answer's message (or status) shows under the field.
 */
export function PromoCodeField({ value, onChange, serverError }: { value: string; onChange: (code: string) => void; serverError?: string }) {
  const client = useApolloClient();
  const display = useQuery(DisplayPromoCodeDocument, { fetchPolicy: 'cache-first' });
  const [result, setResult] = useState<{ code: string; ok: boolean; text: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const prefilled = useRef(false);
  const code = display.data?.displayPromoCode?.code ?? null;

  useEffect(() => {
    if (prefilled.current || !code) return;
    prefilled.current = true;
    if (!value) onChange(code);
  }, [code, value, onChange]);

  const validate = async () => {
    const trimmed = value.trim();
    if (!trimmed) {
      setResult(null);
      return;
    }
    if (result?.code === trimmed) return;
    setChecking(true);
    try {
      const { data } = await client.query({ query: ValidateDepositPromoCodeDocument, variables: { code: trimmed }, fetchPolicy: 'network-only' });
      const r = data.validateDepositPromoCode;
      const ok = promoIsValid(r.status);
      setResult({ code: trimmed, ok, text: r.message ?? (ok ? 'Promo code applied.' : statusText(r.status)) });
    } catch (e) {
      reportError(e, { source: 'wallet', call: 'validateDepositPromoCode' });
      setResult({ code: trimmed, ok: false, text: 'We could not check this promo code. You can still deposit; we will check it again.' });
    } finally {
      setChecking(false);
    }
  };

  const current = result && result.code === value.trim() ? result : null;
  const error = serverError ?? (current && !current.ok ? current.text : undefined);
  const hint = checking ? 'Checking promo code…' : current?.ok ? current.text : 'Optional';
  return (
    <Field label="Promo code" error={error} hint={hint}>
      <Input
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => void validate()}
      />
    </Field>
  );
}
