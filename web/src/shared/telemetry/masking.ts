/**
 * Client-side masking of personal data (see docs/product/platform-services.md) before anything
 * leaves the browser for error reporting or analytics. The rules and tokens are those of the
 * server's `domain::masking`, which masks again before storing:
 *
 * - emails anywhere in text (also URL-encoded `%40`) -> `[email]`;
 * - names under name-like keys (`firstName`, `last_name`, `name`, `fullName`, ...) -> `[name]`;
 * - North American phone numbers (`+1 555 123 4567`, `(555) 123-4567`, bare 10 digits
 *   following the numbering plan) and phone-like keys -> `[phone]`;
 * - street addresses (`123 Main St`, `221B Baker Street, Apt 4B`) and address-like keys
 *   (`address`, `street`, `city`, ...) -> `[address]`;
 * - ZIP+4 and Canadian postal codes anywhere, postal-like keys -> `[postal-code]`;
 * - card numbers passing Luhn (14-19 digits, or 13 starting with 4), IBANs passing mod 97,
 *   card-like keys -> `[card]`; other payment and secret keys (`cvv`, `iban`,
 *   `accountNumber`, `routingNumber`, `expiry`, `password`, tokens, an identity document's
 *   `dateOfBirth`, `documentNumber` and photos...) -> `[redacted]`.
 */
export const TOKENS = {
  email: '[email]',
  name: '[name]',
  phone: '[phone]',
  address: '[address]',
  postalCode: '[postal-code]',
  card: '[card]',
  redacted: '[redacted]',
} as const;

export type SensitiveKind = keyof typeof TOKENS;

const KEYS: [SensitiveKind, readonly string[]][] = [
  ['name', ['name', 'firstname', 'lastname', 'middlename', 'fullname', 'givenname', 'familyname', 'surname', 'displayname', 'patronfullname', 'patronname', 'accountholdername', 'cardholdername', 'nameoncard']],
  ['email', ['email', 'emailaddress', 'mail']],
  ['phone', ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'mobilephone', 'cellphone', 'telephone', 'tel', 'maskeddestination']],
  [
    'address',
    ['address', 'address1', 'address2', 'address3', 'addressline1', 'addressline2', 'addressline3', 'line1', 'line2', 'street', 'street1', 'street2', 'streetaddress', 'homeaddress', 'billingaddress', 'shippingaddress', 'mailingaddress', 'residentialaddress', 'city', 'town'],
  ],
  ['postalCode', ['zip', 'zipcode', 'zip4', 'postal', 'postalcode', 'postcode']],
  ['card', ['cardnumber', 'ccnumber', 'creditcard', 'creditcardnumber', 'debitcardnumber', 'pan']],
  [
    'redacted',
    ['cvv', 'cvv2', 'cvc', 'cvc2', 'securitycode', 'iban', 'accountnumber', 'bankaccount', 'bankaccountnumber', 'routingnumber', 'abanumber', 'sortcode', 'expiry', 'expirydate', 'expiration', 'expirationdate', 'expmonth', 'expyear', 'cardexpiry', 'password', 'newpassword', 'currentpassword', 'ssn', 'socialsecuritynumber', 'sin', 'tin', 'itin', 'taxid', 'taxpayerid', 'taxpayeridentificationnumber', 'dateofbirth', 'dob', 'birthdate', 'documentnumber', 'idnumber', 'licensenumber', 'passportnumber', 'photo', 'photos', 'accesstoken', 'refreshtoken', 'authorization'],
  ],
];

/** The kind of personal data a key names, ignoring case and separators (`first_name` = `firstName`). */
export function sensitiveKey(key: string): SensitiveKind | null {
  const normal = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [kind, keys] of KEYS) if (keys.includes(normal)) return kind;
  return null;
}

/** The Luhn check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 14-19 digits passing Luhn, or 13 starting with 4 (so millisecond timestamps survive). */
export function isCardNumber(digits: string): boolean {
  if (digits.length === 13) return digits.startsWith('4') && luhnValid(digits);
  return digits.length >= 14 && digits.length <= 19 && luhnValid(digits);
}

/** The IBAN mod-97 check. */
export function ibanValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const c of rearranged) {
    const v = parseInt(c, 36);
    if (Number.isNaN(v)) return false;
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return rem === 1;
}

const EMAIL = /[A-Za-z0-9._+'-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const DIGIT_RUN = /(?<!\d)\d+(?:[ -]\d+)*/g;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}[A-Z0-9]{11,30}(?![A-Za-z0-9])/g;
const PHONE = /(?<![\d+])(\+?1[ .-]?)?(\(\d{3}\) ?|\d{3}([ .-])?)(\d{3})([ .-])?(\d{4})(?!\d)/g;
const ZIP4 = /(?<![\d-])\d{5}-\d{4}(?![\d-])/g;
const CA_POSTAL_UPPER = /(?<![A-Za-z0-9])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d(?![A-Za-z0-9])/g;
const CA_POSTAL_LOWER = /(?<![A-Za-z0-9])[abceghj-nprstvxy]\d[abceghj-nprstv-z] \d[abceghj-nprstv-z]\d(?![A-Za-z0-9])/g;
const SUFFIXES = 'st|street|ave|av|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|ter|terrace|pkwy|parkway|hwy|highway|cir|circle|sq|square|trl|trail|cres|crescent';
const STREET = new RegExp(
  `(?<![A-Za-z0-9])\\d{1,6}[A-Za-z]?(?:\\s+(?:\\d+(?:st|nd|rd|th)|[A-Za-z]+\\.?)){0,3}?\\s+(?:${SUFFIXES})\\b\\.?(?:,?\\s+(?:apt|apartment|suite|ste|unit|#)\\.?\\s*[A-Za-z0-9-]+)?`,
  'gi',
);

function maskCards(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    if (isCardNumber(digits)) return TOKENS.card;
    // A card inside a longer run of groups ("order 12 4111 1111 1111 1111").
    const groups = run.split(/[ -]/);
    for (let s = 0; s < groups.length; s += 1) {
      for (let e = groups.length; e > s; e -= 1) {
        const span = groups.slice(s, e).join('');
        if (span.length <= 19 && isCardNumber(span)) {
          return [...groups.slice(0, s), TOKENS.card, ...groups.slice(e)].join(' ');
        }
      }
    }
    return run;
  });
}

const planDigit = (d: string | undefined) => d !== undefined && d >= '2' && d <= '9';

/** Masks personal data in free text (emails, cards, IBANs, phones, postal codes, addresses). */
export function maskText(text: string): string {
  if (!text) return text;
  return maskCards(text.replace(EMAIL, TOKENS.email))
    .replace(IBAN, (m) => (ibanValid(m) ? TOKENS.card : m))
    .replace(PHONE, (m, country: string | undefined, area: string, areaSep: string | undefined, exchange: string, lineSep: string | undefined) => {
      const separated = Boolean(country || area.startsWith('(') || areaSep || lineSep);
      const areaDigits = area.replace(/\D/g, '');
      return separated || (planDigit(areaDigits[0]) && planDigit(exchange[0])) ? TOKENS.phone : m;
    })
    .replace(ZIP4, TOKENS.postalCode)
    .replace(CA_POSTAL_UPPER, TOKENS.postalCode)
    .replace(CA_POSTAL_LOWER, TOKENS.postalCode)
    .replace(STREET, TOKENS.address);
}

const MAX_DEPTH = 12;

/**
 * Masks a JSON-like value: keys and strings by the text rules, values under sensitive keys
 * wholesale (null and booleans stay), numbers whose digits look like a card or a phone.
 */
export function maskValue(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[depth]';
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'number' && Number.isInteger(value)) {
    const text = String(value);
    const masked = maskText(text);
    return masked === text ? value : masked;
  }
  if (Array.isArray(value)) return value.map((v) => maskValue(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const maskedKey = maskText(key);
      const kind = sensitiveKey(key) ?? sensitiveKey(maskedKey);
      if (v === null || v === undefined || typeof v === 'boolean') out[maskedKey] = v;
      else out[maskedKey] = kind ? TOKENS[kind] : maskValue(v, depth + 1);
    }
    return out;
  }
  return value;
}
