import { readAsBase64 } from '@/shared/files/read-as-base64';
import { httpRequest } from '@/shared/api/http-client';

/** The W-2G win modal's one submit (ID, TIN and address) on the REST API (see docs/product/casino-taxes.md). */
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

/** What the server answers: only the type, the last fours and when. */
export interface UploadedId {
  idType: IdType;
  numberLastFour: string;
  tinLastFour: string;
  uploadedAt: string;
  formsCovered: number;
}

/** A US street address as the W-2G needs it. */
export interface TaxAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

/** The US states, DC, territories and military "states" the server accepts, by USPS code. */
export const US_STATES: { value: string; label: string }[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['AS', 'American Samoa'], ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands'],
  ['AA', 'Armed Forces Americas'], ['AE', 'Armed Forces Europe'], ['AP', 'Armed Forces Pacific'],
].map(([value, label]) => ({ value: value!, label: label! }));

/** The client's own check of a TIN's spelling (the server also refuses numbers never issued). */
export function tinError(tin: string): string | null {
  const value = tin.trim();
  if (!value) return 'Enter your Social Security number or ITIN.';
  if (!/^(\d{9}|\d{3}-\d{2}-\d{4})$/.test(value)) return 'Enter your SSN or ITIN as 9 digits, like 123-45-6789 or 123456789.';
  return null;
}

/** `***-**-6789`: how a TIN is shown. */
export function maskedTin(lastFour: string): string {
  return `***-**-${lastFour}`;
}

/** The client's own check of an address, by field (`address.line1`...); the server checks again. */
export function addressErrors(address: TaxAddress): Partial<Record<`address.${keyof TaxAddress}`, string>> {
  const errors: Partial<Record<`address.${keyof TaxAddress}`, string>> = {};
  if (!address.line1.trim()) errors['address.line1'] = 'Enter your street address.';
  else if (address.line1.trim().length > 100) errors['address.line1'] = 'The street address can be at most 100 characters.';
  if (address.line2.trim().length > 100) errors['address.line2'] = 'The second address line can be at most 100 characters.';
  if (!address.city.trim()) errors['address.city'] = 'Enter your city.';
  if (!address.state) errors['address.state'] = 'Choose your state or territory.';
  if (!address.zip.trim()) errors['address.zip'] = 'Enter your ZIP code.';
  else if (!/^\d{5}(-\d{4})?$/.test(address.zip.trim())) errors['address.zip'] = 'Enter the ZIP code as 5 digits, or ZIP+4 as 12345-6789.';
  return errors;
}

/** An address on one line: `1 Main St, Apt 4, Newark, NJ 07102`. */
export function addressLine(address: { line1: string; line2?: string | null; city: string; state: string; zip: string }): string {
  return [address.line1, address.line2, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join(', ');
}

/** The client's own check of a chosen file (the server checks again by magic bytes). */
export function documentError(file: File | null): string | null {
  if (!file) return 'Choose a photo or scan of your ID.';
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'Upload a JPEG, PNG or PDF of your ID.';
  if (file.size > MAX_DOCUMENT_BYTES) return 'The file is too large: the most is 5 MB.';
  if (file.size === 0) return 'The file is empty or too small to be an ID.';
  return null;
}


/** What the modal sends: the ID, the TIN and the address. */
export interface TaxpayerDetails {
  idType: IdType;
  idNumber: string;
  file: File;
  tin: string;
  address: TaxAddress;
}

/** Sends the ID, TIN and address (201). Throws the HttpError of any refusal (its body has the field errors). */
export async function uploadId(token: string, details: TaxpayerDetails): Promise<UploadedId> {
  const document = await readAsBase64(details.file);
  const { address } = details;
  const { data } = await httpRequest<UploadedId>(ID_UPLOAD_PATH, {
    method: 'POST',
    token,
    json: {
      idType: details.idType,
      idNumber: details.idNumber,
      document,
      tin: details.tin.trim(),
      address: { line1: address.line1.trim(), line2: address.line2.trim() || null, city: address.city.trim(), state: address.state, zip: address.zip.trim() },
    },
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
