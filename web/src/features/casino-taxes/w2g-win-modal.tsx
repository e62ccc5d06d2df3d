import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { AlertDialog } from 'radix-ui';
import { Eye, EyeOff } from 'lucide-react';
import { HttpError, httpErrorMessage } from '@/shared/api/http-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { Button, IconButton } from '@/shared/ui/button';
import { Field, FormError, useFieldControl } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast-store';
import { addressErrors, DOCUMENT_TYPES, documentError, ID_TYPES, tinError, uploadId, US_STATES, type IdType, type TaxAddress } from './tax-api';
import { W2gWinModalDocument } from './tax-operations';
import './casino-taxes.css';

/** Re-reads the W-2G state this often while logged in (a game's win also asks at once). */
export const W2G_POLL_MS = 30_000;

/** What the toast says once the ID, TIN and address are in. */
export const ID_RECEIVED = 'Thank you: your details were received and play can continue.';

/** The fields the server may name in its errors, plus `base` for the request as a whole. */
const FIELDS = ['idType', 'idNumber', 'document', 'tin', 'address.line1', 'address.line2', 'address.city', 'address.state', 'address.zip'] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName | 'base', string>>;

const EMPTY_ADDRESS: TaxAddress = { line1: '', line2: '', city: '', state: '', zip: '' };

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });

/**
 * The W-2G win modal: while a W-2G form waits for the account holder's government ID the
 * server refuses real-money stakes, and this modal covers every page (games included) until an
 * ID is uploaded. It cannot be dismissed: no close button, Escape and outside clicks do
 * nothing, focus stays inside.
 */
export function W2gWinModal() {
  const { isLoggedIn } = useAuth();
  const client = useApolloClient();
  const { data } = useQuery(W2gWinModalDocument, { skip: !isLoggedIn, fetchPolicy: 'cache-and-network', pollInterval: isLoggedIn ? W2G_POLL_MS : 0 });
  const account = isLoggedIn ? (data?.account ?? null) : null;
  const modal = account?.w2gWinModal ?? null;
  if (!account?.showW2gWinModal || !modal) return null;
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay--top" />
        <AlertDialog.Content className="dialog w2g-modal" onEscapeKeyDown={(e) => e.preventDefault()} data-testid="w2g-win-modal">
          <AlertDialog.Title className="dialog__title">Congratulations on your win</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">
            You won <strong>{modal.won.formattedAmount}</strong> on <strong>{modal.gameName}</strong> ({dateFormat.format(new Date(modal.wonAt))}). The IRS asks us to report
            wins like this on tax form W-2G with your identification, so play is paused until you give a government ID, your Social Security number (or
            ITIN) and your home address.
            {modal.formsWaiting > 1 ? ` This ID covers all ${modal.formsWaiting} forms waiting for it.` : ''}
          </AlertDialog.Description>
          <IdUploadForm
            initialAddress={modal.lastAddress ? { ...modal.lastAddress, line2: modal.lastAddress.line2 ?? '' } : undefined}
            onUploaded={async () => {
              toast({ title: ID_RECEIVED, variant: 'success' });
              await client.refetchQueries({ include: ['W2gWinModal'] });
            }}
          />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The ID type, number and document, the TIN and the address, validated here and again by the server. */
export function IdUploadForm({ onUploaded, initialAddress }: { onUploaded: () => Promise<unknown> | void; initialAddress?: TaxAddress }) {
  const [idType, setIdType] = useState<IdType>('DRIVERS_LICENSE');
  const [idNumber, setIdNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tin, setTin] = useState('');
  const [showTin, setShowTin] = useState(false);
  const [address, setAddress] = useState<TaxAddress>(initialAddress ?? EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const typeId = useId();
  const addressLegend = useId();

  const setLine = (key: keyof TaxAddress) => (value: string) => {
    setAddress((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [`address.${key}`]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = { ...addressErrors(address) };
    const number = idNumber.trim();
    if (number.length < 4 || number.length > 20 || !/^[A-Za-z0-9 -]+$/.test(number)) {
      local.idNumber = 'Enter the ID number as printed: 4 to 20 letters, digits, spaces or dashes.';
    }
    const fileProblem = documentError(file);
    if (fileProblem) local.document = fileProblem;
    const tinProblem = tinError(tin);
    if (tinProblem) local.tin = tinProblem;
    setErrors(local);
    if (Object.keys(local).length > 0 || !file) return;
    setBusy(true);
    try {
      await uploadId(useAuthStore.getState().bearerToken ?? '', { idType, idNumber: number, file, tin, address });
      await onUploaded();
    } catch (error) {
      const fields = error instanceof HttpError ? error.fieldErrors : {};
      const next: Errors = Object.fromEntries(FIELDS.map((f) => [f, fields[f]?.[0]]));
      if (FIELDS.every((f) => !next[f])) next.base = httpErrorMessage(error);
      setErrors(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="w2g-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {errors.base ? <FormError>{errors.base}</FormError> : null}
      <Field label="Type of ID" id={typeId} error={errors.idType} required>
        <Select id={typeId} value={idType} options={ID_TYPES} onValueChange={(v) => setIdType(v as IdType)} />
      </Field>
      <Field label="ID number" error={errors.idNumber} hint="As printed on the ID. We show only its last four characters afterwards." required>
        <Input value={idNumber} onChange={(e) => setIdNumber(e.target.value)} autoComplete="off" maxLength={40} required />
      </Field>
      <Field label="Photo or scan of the ID" error={errors.document} hint="JPEG, PNG or PDF, up to 5 MB. Stored encrypted." required>
        <Input
          type="file"
          accept={DOCUMENT_TYPES.join(',')}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setErrors((prev) => ({ ...prev, document: undefined }));
          }}
          required
        />
      </Field>
      <Field
        label="Social Security number or ITIN"
        error={errors.tin}
        hint="9 digits, like 123-45-6789. Stored encrypted; forms show only the last four (***-**-6789)."
        required>
        <div className="w2g-form__secret">
          <Input
            type={showTin ? 'text' : 'password'}
            value={tin}
            onChange={(e) => {
              setTin(e.target.value);
              setErrors((prev) => ({ ...prev, tin: undefined }));
            }}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            required
          />
          <IconButton
            className="w2g-form__reveal"
            size="sm"
            label={showTin ? 'Hide the number' : 'Show the number'}
            icon={showTin ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            onClick={() => setShowTin((v) => !v)}
            aria-pressed={showTin}
          />
        </div>
      </Field>
      <fieldset className="w2g-form__address" aria-labelledby={addressLegend}>
        <legend id={addressLegend}>Home address</legend>
        <Field label="Street address" error={errors['address.line1']} required>
          <Input value={address.line1} onChange={(e) => setLine('line1')(e.target.value)} autoComplete="address-line1" maxLength={100} required />
        </Field>
        <Field label="Apartment, suite or unit (optional)" error={errors['address.line2']}>
          <Input value={address.line2} onChange={(e) => setLine('line2')(e.target.value)} autoComplete="address-line2" maxLength={100} />
        </Field>
        <div className="w2g-form__row">
          <Field label="City" error={errors['address.city']} required>
            <Input value={address.city} onChange={(e) => setLine('city')(e.target.value)} autoComplete="address-level2" maxLength={50} required />
          </Field>
          <Field label="State" error={errors['address.state']} required>
            <StateSelect value={address.state} onChange={(e) => setLine('state')(e.target.value)} autoComplete="address-level1" required />
          </Field>
          <Field label="ZIP code" error={errors['address.zip']} required>
            <Input value={address.zip} onChange={(e) => setLine('zip')(e.target.value)} autoComplete="postal-code" maxLength={10} required />
          </Field>
        </div>
      </fieldset>
      <div className="dialog__actions">
        <Button type="submit" loading={busy}>
          {busy ? 'Submitting…' : 'Submit and keep playing'}
        </Button>
      </div>
    </form>
  );
}

/** A native state select (so the browser can fill it in); inside a Field it takes the field's id, description and invalid state. */
function StateSelect(props: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <select
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className="input w2g-form__select"
      {...props}>
      <option value="">Choose…</option>
      {US_STATES.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </select>
  );
}
