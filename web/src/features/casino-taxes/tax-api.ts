import { httpRequest } from '@/shared/api/http-client';

/** The W-2G ID upload on the REST API (see docs/product/casino-taxes.md). */
export const ID_UPLOAD_PATH = '/api/tax/w2g/id_document';

/** The largest document the server takes (5 MB), checked here first to spare the upload. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The document types the server takes (it checks the file's first bytes, not its name). */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** An upload may carry 5 MB: more time than the default 5 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export type IdType = 'DRIVERS_LICENSE' | 'PASSPORT' | 'STATE_ID';

export const ID_TYPES: { value: IdType; label: string }[] = [
  { value: 'DRIVERS_LICENSE', label: "Driver's license" },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'STATE_ID', label: 'State ID' },
];

/** The label of an ID type code. */
export function idTypeLabel(code: string): string {
  return ID_TYPES.find((t) => t.value === code)?.label ?? code;
}

/** What the server answers: only the type, the last four characters and when. */
export interface UploadedId {
  idType: IdType;
  numberLastFour: string;
  uploadedAt: string;
  formsCovered: number;
}

/** The client's own check of a chosen file (the server checks again by magic bytes). */
export function documentError(file: File | null): string | null {
  if (!file) return 'Choose a photo or scan of your ID.';
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'Upload a JPEG, PNG or PDF of your ID.';
  if (file.size > MAX_DOCUMENT_BYTES) return 'The file is too large: the most is 5 MB.';
  if (file.size === 0) return 'The file is empty or too small to be an ID.';
  return null;
}

/** The file's contents as base64 (without a data-URL prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Uploads the ID (201). Throws the HttpError of any refusal (its body has the field errors). */
export async function uploadId(token: string, idType: IdType, idNumber: string, file: File): Promise<UploadedId> {
  const document = await readAsBase64(file);
  const { data } = await httpRequest<UploadedId>(ID_UPLOAD_PATH, {
    method: 'POST',
    token,
    json: { idType, idNumber, document },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return data;
}

/** Downloads a form's PDF with the bearer token and hands it to the browser as a file. */
export async function downloadForm(token: string, url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/pdf' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The form could not be downloaded (${response.status}).`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
