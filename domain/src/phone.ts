// Nigerian mobile numbers: accepted as typed (0803 123 4567, +234 803 123 4567, 234803...),
// stored as E.164 (+2348031234567), shown the local way (0803 123 4567).

// libphonenumber's NG mobile pattern for the 10-digit national significant number.
const NG_MOBILE = /^(?:(?:702[0-24-9]|819[01])\d{6}|(?:7(?:0[13-9]|[12]\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[1-6]))\d{7})$/;

/** The national significant number (10 digits) of a typed phone, or null when it is not a Nigerian mobile. */
function nationalNumber(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  let national: string;
  if (/^\+234\d{10}$/.test(digits)) national = digits.slice(4);
  else if (/^234\d{10}$/.test(digits)) national = digits.slice(3);
  else if (/^0\d{10}$/.test(digits)) national = digits.slice(1);
  else return null;
  return NG_MOBILE.test(national) ? national : null;
}

/** +234XXXXXXXXXX for a valid Nigerian mobile, or null. */
export function normalizeNigerianPhone(input: string): string | null {
  const national = nationalNumber(input);
  return national ? `+234${national}` : null;
}

export function isNigerianMobile(input: string): boolean {
  return nationalNumber(input) !== null;
}

/** "0803 123 4567" for a stored or typed number; the input unchanged when it is not a Nigerian mobile. */
export function formatNigerianPhone(input: string): string {
  const national = nationalNumber(input);
  if (!national) return input;
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** A tel: link target in E.164. */
export function telHref(input: string): string {
  return `tel:${normalizeNigerianPhone(input) ?? input.replace(/\s/g, '')}`;
}

export const PHONE_HINT = 'Enter a Nigerian mobile number, like 0803 123 4567.';

