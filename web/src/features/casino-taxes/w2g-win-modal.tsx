import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { AlertDialog } from 'radix-ui';
import { HttpError, httpErrorMessage } from '@/shared/api/http-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { Button } from '@/shared/ui/button';
import { Field, FormError } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast-store';
import { DOCUMENT_TYPES, documentError, ID_TYPES, uploadId, type IdType } from './tax-api';
import { W2gWinModalDocument } from './tax-operations';
import './casino-taxes.css';

/** Re-reads the W-2G state this often while logged in (a game's win also asks at once). */
export const W2G_POLL_MS = 30_000;

/** What the toast says once the ID is in. */
export const ID_RECEIVED = 'Thank you: your ID was received and play can continue.';

type Errors = Partial<Record<'idType' | 'idNumber' | 'document' | 'base', string>>;

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
            wins like this on tax form W-2G with your identification, so play is paused until you upload a government ID.
            {modal.formsWaiting > 1 ? ` This ID covers all ${modal.formsWaiting} forms waiting for it.` : ''}
          </AlertDialog.Description>
          <IdUploadForm
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

/** The ID type, number and document, validated here and again by the server. */
export function IdUploadForm({ onUploaded }: { onUploaded: () => Promise<unknown> | void }) {
  const [idType, setIdType] = useState<IdType>('DRIVERS_LICENSE');
  const [idNumber, setIdNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const typeId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    const number = idNumber.trim();
    if (number.length < 4 || number.length > 20 || !/^[A-Za-z0-9 -]+$/.test(number)) {
      local.idNumber = 'Enter the ID number as printed: 4 to 20 letters, digits, spaces or dashes.';
    }
    const fileProblem = documentError(file);
    if (fileProblem) local.document = fileProblem;
    setErrors(local);
    if (Object.keys(local).length > 0 || !file) return;
    setBusy(true);
    try {
      await uploadId(useAuthStore.getState().bearerToken ?? '', idType, number, file);
      await onUploaded();
    } catch (error) {
      const fields = error instanceof HttpError ? error.fieldErrors : {};
      const next: Errors = {
        idType: fields.idType?.[0],
        idNumber: fields.idNumber?.[0],
        document: fields.document?.[0],
      };
      if (!next.idType && !next.idNumber && !next.document) next.base = httpErrorMessage(error);
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
      <div className="dialog__actions">
        <Button type="submit" loading={busy}>
          {busy ? 'Uploading…' : 'Upload ID'}
        </Button>
      </div>
    </form>
  );
}
