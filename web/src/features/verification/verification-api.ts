import { httpRequest } from '@/shared/api/http-client';

/** The identity-verification REST calls (see docs/product/identity-verification.md). */
export const ACCOUNT_PATH = '/i/identity_verifications/account';
export const SCANS_PATH = '/i/identity_verifications/scans';

/** The largest photo the server takes (5 MB), checked here first to spare the upload. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The photo types the server takes (it checks the file's first bytes, not its name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Two photos may carry 10 MB: more time than the default 5 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export type VerificationStatus = 'UNVERIFIED' | 'PENDING' | 'NEEDS_REVIEW' | 'VERIFIED' | 'REJECTED';

export type IdType = 'DRIVERS_LICENSE' | 'PASSPORT' | 'STATE_ID';

export const ID_TYPES: { value: IdType; label: string }[] = [
  { value: 'DRIVERS_LICENSE', label: "Driver's license" },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'STATE_ID', label: 'State ID' },
];

/** Whether an ID has a back to photograph (a passport has not). */
export function needsBack(idType: IdType): boolean {
  return idType !== 'PASSPORT';
}

export interface VerificationScan {
  id: string;
  status: 'OPEN' | 'SUBMITTED';
  scanUrl: string;
  idType: IdType | null;
  needsBack: boolean | null;
  createdAt: string;
}

/** The account's verification as the server answers it (never anything typed from the ID). */
export interface Verification {
  status: VerificationStatus;
  attempts: number;
  maxAttempts: number;
  attemptsLeft: number;
  canSubmit: boolean;
  /** Why a scan cannot be started, when it cannot. */
  refusal: string | null;
  reasons: { code: string; message: string }[];
  scan: VerificationScan | null;
  verifiedAt: string | null;
  depositThresholdCents: number;
  /** Whether documents can be checked here (false: only support verifies accounts). */
  available: boolean;
}

/** What the player types from the ID (the document initiation). */
export interface DocumentDetails {
  idType: IdType;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  expiresOn: string;
  documentNumber: string;
}

export async function getVerification(token: string): Promise<Verification> {
  return (await httpRequest<Verification>(ACCOUNT_PATH, { token })).data;
}

/** Starts a scan, or answers the one still open. */
export async function startScan(token: string): Promise<Verification> {
  return (await httpRequest<Verification>(SCANS_PATH, { method: 'POST', token, json: {} })).data;
}

export async function initiateDocument(token: string, scanId: string, details: DocumentDetails): Promise<Verification> {
  const json = { ...details, firstName: details.firstName.trim(), lastName: details.lastName.trim(), documentNumber: details.documentNumber.trim() };
  return (await httpRequest<Verification>(`${SCANS_PATH}/${encodeURIComponent(scanId)}/document_initiations`, { method: 'POST', token, json })).data;
}

/** Sends the photos (base64) for checking; the account is pending until the result lands. */
export async function verifyDocument(token: string, scanId: string, photos: { front: string; back: string | null }): Promise<Verification> {
  const path = `${SCANS_PATH}/${encodeURIComponent(scanId)}/document_verifications`;
  return (await httpRequest<Verification>(path, { method: 'POST', token, json: photos, timeoutMs: UPLOAD_TIMEOUT_MS })).data;
}

/** The client's own check of a chosen photo (the server checks again by its first bytes). */
export function photoError(file: File | null, side: 'front' | 'back'): string | null {
  if (!file) return `Choose a photo of the ${side} of your ID.`;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return `The ${side} must be a JPEG or PNG photo of your ID.`;
  if (file.size > MAX_PHOTO_BYTES) return 'The file is too large: the most is 5 MB.';
  if (file.size < 100) return 'The file is empty or too small to be an ID.';
  return null;
}


/** What the player reads when no provider checks documents (the server says the same). */
export const UNAVAILABLE = 'Identity verification is not available at the moment. Contact support to verify your identity.';

/** The heading and text of each status. */
export function statusText(v: Pick<Verification, 'status' | 'attemptsLeft' | 'canSubmit' | 'refusal' | 'available'>): { title: string; body: string } {
  if (!v.available && (v.status === 'UNVERIFIED' || v.status === 'REJECTED')) {
    return { title: 'Identity verification is not available', body: v.refusal ?? UNAVAILABLE };
  }
  switch (v.status) {
    case 'UNVERIFIED':
      return {
        title: 'Verify your identity',
        body: "We need to confirm who you are before your first withdrawal. It takes a few minutes: have your driver's license, passport or state ID with you.",
      };
    case 'PENDING':
      return { title: 'Checking your documents', body: 'We are checking your ID. This usually takes under a minute, and this page updates by itself.' };
    case 'NEEDS_REVIEW':
      return {
        title: 'Your documents are being reviewed',
        body: 'Our team is checking your ID by hand. This can take up to 2 business days; we will update this page when it is done.',
      };
    case 'VERIFIED':
      return { title: 'Identity verified', body: 'Your identity is verified. You can withdraw your winnings.' };
    case 'REJECTED':
      return {
        title: 'We could not verify your identity',
        body: v.canSubmit
          ? `Check the reasons below and try again. You have ${v.attemptsLeft} ${v.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
          : (v.refusal ?? 'Contact support to verify your identity.'),
      };
  }
}
