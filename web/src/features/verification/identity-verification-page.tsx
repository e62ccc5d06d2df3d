import { readAsBase64 } from '@/shared/files/read-as-base64';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Clock, IdCard, ShieldAlert } from 'lucide-react';
import { HttpError, httpErrorMessage } from '@/shared/api/http-client';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field, FormError, useFieldControl } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { bearer, useVerification } from './use-verification';
import {
  ID_TYPES,
  initiateDocument,
  needsBack,
  PHOTO_TYPES,
  photoError,
  startScan,
  statusText,
  verifyDocument,
  type DocumentDetails,
  type IdType,
  type Verification,
} from './verification-api';
import { RejectionReasons } from './rejection-reasons';
import './verification.css';

type Errors = Partial<Record<keyof DocumentDetails | 'front' | 'back' | 'base', string>>;

/** The first message of each field of a refused call, or the request's own words. */
function refusal(error: unknown, fields: readonly string[]): Errors {
  const given = error instanceof HttpError ? error.fieldErrors : {};
  const out: Errors = {};
  for (const f of fields) if (given[f]?.[0]) out[f as keyof Errors] = given[f][0];
  if (Object.keys(out).length === 0) out.base = given.base?.[0] ?? httpErrorMessage(error);
  return out;
}

const DETAIL_FIELDS = ['idType', 'firstName', 'lastName', 'dateOfBirth', 'expiresOn', 'documentNumber'] as const;

/** Step 1: the details printed on the ID. */
function DetailsForm({ scanId, onDone }: { scanId: string; onDone: (v: Verification) => void }) {
  const [details, setDetails] = useState<DocumentDetails>({ idType: 'DRIVERS_LICENSE', firstName: '', lastName: '', dateOfBirth: '', expiresOn: '', documentNumber: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof DocumentDetails) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (!details.firstName.trim()) local.firstName = 'Enter your first name as printed on your ID.';
    if (!details.lastName.trim()) local.lastName = 'Enter your last name as printed on your ID.';
    if (!details.dateOfBirth) local.dateOfBirth = 'Enter your date of birth as printed on your ID.';
    if (!details.expiresOn) local.expiresOn = 'Enter the expiry date printed on your ID.';
    if (!/^[A-Za-z0-9 -]{4,20}$/.test(details.documentNumber.trim())) local.documentNumber = 'Enter the ID number as printed: 4 to 20 letters, digits, spaces or dashes.';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      onDone(await initiateDocument(bearer(), scanId, details));
    } catch (error) {
      setErrors(refusal(error, DETAIL_FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kyc-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} aria-labelledby="kyc-details-title">
      <h2 id="kyc-details-title" className="account-section__title">
        Step 1 of 2: your ID&apos;s details
      </h2>
      {errors.base ? <FormError>{errors.base}</FormError> : null}
      <Field label="Type of ID" error={errors.idType} required>
        <NativeSelect value={details.idType} onChange={set('idType')} />
      </Field>
      <div className="kyc-form__row">
        <Field label="First name" error={errors.firstName} required>
          <Input value={details.firstName} onChange={(e) => set('firstName')(e.target.value)} autoComplete="given-name" maxLength={50} />
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          <Input value={details.lastName} onChange={(e) => set('lastName')(e.target.value)} autoComplete="family-name" maxLength={50} />
        </Field>
      </div>
      <div className="kyc-form__row">
        <Field label="Date of birth" error={errors.dateOfBirth} required>
          <Input type="date" value={details.dateOfBirth} onChange={(e) => set('dateOfBirth')(e.target.value)} autoComplete="bday" />
        </Field>
        <Field label="Expiry date" error={errors.expiresOn} required>
          <Input type="date" value={details.expiresOn} onChange={(e) => set('expiresOn')(e.target.value)} />
        </Field>
      </div>
      <Field label="ID number" error={errors.documentNumber} hint="As printed on the ID. Stored encrypted, never shown again." required>
        <Input value={details.documentNumber} onChange={(e) => set('documentNumber')(e.target.value)} autoComplete="off" spellCheck={false} maxLength={20} />
      </Field>
      <Button type="submit" loading={busy}>
        Continue
      </Button>
    </form>
  );
}

/** A native select of the ID types; inside a Field it takes the field's id and description. */
function NativeSelect({ value, onChange }: { value: IdType; onChange: (v: IdType) => void }) {
  const field = useFieldControl();
  return (
    <select
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className="input kyc-select"
      value={value}
      onChange={(e) => onChange(e.target.value as IdType)}>
      {ID_TYPES.map((t) => (
        <option key={t.value} value={t.value}>
          {t.label}
        </option>
      ))}
    </select>
  );
}

/** Step 2: the photos of the ID's sides. */
function PhotosForm({ scanId, idType, onDone }: { scanId: string; idType: IdType; onDone: (v: Verification) => void }) {
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const withBack = needsBack(idType);
  const label = ID_TYPES.find((t) => t.value === idType)?.label ?? 'ID';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    const frontProblem = photoError(front, 'front');
    if (frontProblem) local.front = frontProblem;
    const backProblem = withBack ? photoError(back, 'back') : null;
    if (backProblem) local.back = backProblem;
    setErrors(local);
    if (Object.keys(local).length > 0 || !front) return;
    setBusy(true);
    try {
      const photos = { front: await readAsBase64(front), back: withBack && back ? await readAsBase64(back) : null };
      onDone(await verifyDocument(bearer(), scanId, photos));
    } catch (error) {
      setErrors(refusal(error, ['front', 'back']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kyc-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} aria-labelledby="kyc-photos-title">
      <h2 id="kyc-photos-title" className="account-section__title">
        Step 2 of 2: photos of your {label.toLowerCase()}
      </h2>
      <p className="kyc-note">Take the photos in good light, with the whole ID in view and nothing covering it. JPEG or PNG, up to 5 MB each.</p>
      {errors.base ? <FormError>{errors.base}</FormError> : null}
      <Field label={withBack ? 'Front of your ID' : 'Photo page of your passport'} error={errors.front} required>
        <Input
          type="file"
          accept={PHOTO_TYPES.join(',')}
          onChange={(e) => {
            setFront(e.target.files?.[0] ?? null);
            setErrors((p) => ({ ...p, front: undefined }));
          }}
        />
      </Field>
      {withBack ? (
        <Field label="Back of your ID" error={errors.back} required>
          <Input
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={(e) => {
              setBack(e.target.files?.[0] ?? null);
              setErrors((p) => ({ ...p, back: undefined }));
            }}
          />
        </Field>
      ) : null}
      <Button type="submit" loading={busy}>
        {busy ? 'Sending…' : 'Send for checking'}
      </Button>
    </form>
  );
}

const ICONS = {
  UNVERIFIED: IdCard,
  PENDING: Clock,
  NEEDS_REVIEW: Clock,
  VERIFIED: BadgeCheck,
  REJECTED: ShieldAlert,
} as const;

/** What the player can do next, by status and scan. */
function NextStep({ verification, onChange }: { verification: Verification; onChange: (v: Verification) => void }) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scan = verification.scan;
  if (verification.status === 'VERIFIED') {
    return (
      <Button asChild>
        <Link to="/account/wallet/withdrawal">Withdraw</Link>
      </Button>
    );
  }
  if (scan?.status === 'OPEN' && scan.idType && verification.available) {
    return <PhotosForm key={scan.id} scanId={scan.id} idType={scan.idType} onDone={onChange} />;
  }
  if (scan?.status === 'OPEN' && verification.available) return <DetailsForm key={scan.id} scanId={scan.id} onDone={onChange} />;
  if (verification.status === 'PENDING') {
    return (
      <p className="kyc-waiting">
        <Spinner size={18} /> Waiting for the result…
      </p>
    );
  }
  if (!verification.canSubmit) {
    return verification.status === 'NEEDS_REVIEW' ? null : (
      <Button asChild variant="secondary">
        <Link to="/account/help">Contact support</Link>
      </Button>
    );
  }
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      onChange(await startScan(bearer()));
    } catch (e) {
      setError(refusal(e, []).base ?? httpErrorMessage(e));
    } finally {
      setStarting(false);
    }
  };
  return (
    <>
      {error ? <FormError>{error}</FormError> : null}
      <Button onClick={() => void start()} loading={starting}>
        {verification.status === 'REJECTED' ? 'Try again' : 'Start verification'}
      </Button>
    </>
  );
}

/**
 * `/account/identity-verification` (see docs/product/identity-verification.md): the account's
 * verification status with its text, the reasons of a rejection, and the scan: the ID's
 * details, then its photos. A pending check is read again until its result lands.
 */
export function IdentityVerificationPage() {
  const { verification, error, reload, set } = useVerification();

  let body;
  if (!verification && !error) {
    body = <Skeleton height={160} radius={12} />;
  } else if (!verification) {
    body = (
      <EmptyState title="We could not load your verification" action={<Button onClick={() => void reload()}>Try again</Button>}>
        {error}
      </EmptyState>
    );
  } else {
    const text = statusText(verification);
    const Icon = ICONS[verification.status];
    body = (
      <>
        <section className={`account-section kyc-status kyc-status--${verification.status.toLowerCase()}`} aria-labelledby="kyc-status-title" aria-live="polite">
          <Icon className="kyc-status__icon" size={28} aria-hidden="true" />
          <div>
            <h2 id="kyc-status-title" className="account-section__title">
              {text.title}
            </h2>
            <p className="kyc-status__body">{text.body}</p>
            {verification.status === 'REJECTED' ? <RejectionReasons reasons={verification.reasons} /> : null}
          </div>
        </section>
        <section className="account-section kyc-next" aria-label="Next step">
          <NextStep verification={verification} onChange={set} />
        </section>
      </>
    );
  }

  return (
    <div className="account-page kyc-page">
      <h1 className="account-page__title">Identity verification</h1>
      {body}
    </div>
  );
}
