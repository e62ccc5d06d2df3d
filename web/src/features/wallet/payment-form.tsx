import { useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import type { PaymentFormField, WalletProviderFragment } from '@/graphql/graphql';
import { Button } from '@/shared/ui/button';
import { CurrencyInput, currencyToCents } from '@/shared/ui/currency-input';
import { Field, FormError } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast-store';
import { formatCents } from '@/shared/format/money';
import { amountError, inputBounds, limitsHint, moneyCents } from './amount-rules';
import { MethodOptionFields } from './method-option-fields';
import { showUnexpectedErrorToast } from './payments-frame';
import { PromoCodeField } from './promo-code-field';
import { NEW_METHOD, SavedMethods } from './saved-methods';
import type { SubmitOutcome } from './use-payment-submit';
import type { TransactionType } from './wallet-paths';

/** The account page where the identity is verified (the verification feature's; features do not import one another). */
export const IDENTITY_VERIFICATION_PATH = '/account/identity-verification';

export interface PaymentFormValues {
  amount: string;
  paymentMethodId: string;
  promotionCode: string;
  options: Record<string, string>;
}

/** What the form hands to its page on submit. */
export interface PaymentFormSubmit {
  amountCents: number;
  paymentMethodId: string | null;
  promotionCode: string | null;
  options: Record<string, string>;
}

const PAYMENT_ERROR_TOAST = { title: 'An error has occurred', description: 'Please try again later.', variant: 'danger', duration: 10_000 } as const;

/**
 * The amount form of a payment provider (see docs/product/wallet.md): the currency amount
 * within the provider's limits, saved methods, the provider's extra fields and, on deposits,
 * the promo code. Server user errors land on their fields; one without a field becomes the
 * general error.
 */
export function PaymentForm({
  provider,
  type,
  verb,
  showMethods = true,
  showPromo = false,
  optionFields = [],
  availableCents = null,
  onSubmit,
  onAccepted,
}: {
  provider: WalletProviderFragment;
  type: TransactionType;
  /** The submit button's verb: "Deposit", "Withdraw", "Continue". */
  verb: string;
  showMethods?: boolean;
  showPromo?: boolean;
  optionFields?: readonly PaymentFormField[];
  /** Withdrawals: what can be withdrawn now. */
  availableCents?: number | null;
  onSubmit: (values: PaymentFormSubmit) => Promise<SubmitOutcome>;
  onAccepted: (outcome: Extract<SubmitOutcome, { kind: 'ok' }>) => void;
}) {
  const limits = { minCents: moneyCents(provider.minimumAmount), maxCents: moneyCents(provider.maximumAmount) };
  const bounds = inputBounds(limits);
  const methods = showMethods && provider.supportsMethods ? provider.methods : [];
  const [general, setGeneral] = useState<string | null>(null);
  const [verifyIdentity, setVerifyIdentity] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues>({
    defaultValues: {
      amount: '',
      paymentMethodId: provider.preferredMethod?.id ?? provider.methods[0]?.id ?? NEW_METHOD,
      promotionCode: '',
      options: {},
    },
  });
  const cents = currencyToCents(watch('amount'));

  const submit = async (v: PaymentFormValues) => {
    setGeneral(null);
    setVerifyIdentity(null);
    const amountCents = currencyToCents(v.amount);
    if (amountCents === null) return;
    const outcome = await onSubmit({
      amountCents,
      paymentMethodId: v.paymentMethodId || null,
      promotionCode: v.promotionCode.trim() || null,
      options: v.options,
    });
    if (outcome.kind === 'failed') {
      toast({ id: 'payment-submit-error', ...PAYMENT_ERROR_TOAST });
      setGeneral('We could not reach our payments service. Check your connection and submit again.');
      return;
    }
    if (outcome.kind === 'rejected') {
      const e = outcome.errors;
      if (e.amount) setError('amount', { type: 'server', message: e.amount });
      for (const [field, message] of Object.entries(e.fields)) {
        if (field === 'paymentMethodId' || field === 'promotionCode') setError(field, { type: 'server', message });
        else if (optionFields.some((f) => f.name === field)) setError(`options.${field}`, { type: 'server', message });
        else setGeneral(message);
      }
      if (e.general) setGeneral(e.general);
      if (e.generalMessage) showUnexpectedErrorToast(e.generalMessage);
      setVerifyIdentity(e.verifyIdentity);
      return;
    }
    onAccepted(outcome);
  };

  return (
    <form className="payment-form" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate aria-label={`${provider.name} ${type}`}>
      {general ? <FormError>{general}</FormError> : null}
      {verifyIdentity ? (
        <FormError>
          {verifyIdentity} <Link to={IDENTITY_VERIFICATION_PATH}>Verify your identity</Link>
        </FormError>
      ) : null}
      <Controller
        control={control}
        name="amount"
        rules={{
          validate: (v) => {
            const c = currencyToCents(v);
            const rule = amountError(c, limits);
            if (rule) return rule;
            if (availableCents !== null && c !== null && c > availableCents) return `You can withdraw up to ${formatCents(availableCents)}.`;
            return true;
          },
        }}
        render={({ field, fieldState }) => (
          <Field label="Amount" required hint={limitsHint(limits)} error={fieldState.error?.message}>
            <CurrencyInput
              name={field.name}
              value={field.value}
              min={bounds.min}
              max={bounds.max}
              skipClearOnBlur
              onValueChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      {methods.length > 0 ? (
        <Controller
          control={control}
          name="paymentMethodId"
          render={({ field, fieldState }) => (
            <SavedMethods methods={methods} value={field.value} onChange={field.onChange} newLabel={type === 'withdrawal' ? null : `Use a new ${provider.name.toLowerCase()}`} error={fieldState.error?.message} />
          )}
        />
      ) : null}
      {optionFields.length > 0 ? <MethodOptionFields fields={optionFields} register={register} errors={errors} /> : null}
      {showPromo ? (
        <Controller
          control={control}
          name="promotionCode"
          render={({ field, fieldState }) => <PromoCodeField value={field.value} onChange={field.onChange} serverError={fieldState.error?.message} />}
        />
      ) : null}
      <Button type="submit" block size="lg" loading={isSubmitting}>
        {cents ? `${verb} ${formatCents(cents)}` : verb}
      </Button>
    </form>
  );
}
