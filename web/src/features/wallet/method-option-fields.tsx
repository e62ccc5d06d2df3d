import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PaymentFormField } from '@/graphql/graphql';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';

export type OptionValues = { options: Record<string, string> };

/** Browser hints for the known field names. */
const AUTOCOMPLETE: Record<string, string> = { email: 'email', accountHolder: 'name' };

/** The react-hook-form rules of one server-described field (see docs/product/wallet.md). */
export function optionRules(field: Pick<PaymentFormField, 'label' | 'required' | 'maxLength' | 'pattern' | 'patternError'>) {
  let pattern: RegExp | null = null;
  if (field.pattern) {
    try {
      pattern = new RegExp(`^(?:${field.pattern})$`);
    } catch {
      pattern = null;
    }
  }
  return {
    required: field.required ? `${field.label} is required.` : false,
    ...(field.maxLength ? { maxLength: { value: field.maxLength, message: `${field.label} must be at most ${field.maxLength} characters.` } } : {}),
    ...(pattern ? { pattern: { value: pattern, message: field.patternError ?? `Enter a valid ${field.label.toLowerCase()}.` } } : {}),
    setValueAs: (v: unknown) => (typeof v === 'string' ? v.trim() : v),
  };
}

/** The provider's extra fields (`methodOptions`), each with its server constraints. */
export function MethodOptionFields<T extends OptionValues>({
  fields,
  register,
  errors,
}: {
  fields: readonly PaymentFormField[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const reg = register as unknown as UseFormRegister<OptionValues>;
  const errs = (errors as FieldErrors<OptionValues>).options as Record<string, { message?: string } | undefined> | undefined;
  return (
    <>
      {fields.map((f) => (
        <Field key={f.name} label={f.label} required={f.required} error={errs?.[f.name]?.message} hint={f.required ? undefined : 'Optional'}>
          <Input
            type={f.name === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[f.name] ?? 'off'}
            maxLength={f.maxLength ?? undefined}
            {...reg(`options.${f.name}`, optionRules(f))}
          />
        </Field>
      ))}
    </>
  );
}
