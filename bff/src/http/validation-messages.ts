// Turns express-openapi-validator's (ajv's) error items into messages a person can act on,
// keyed by the field's path in the body (`email`, `visit.address.state`).
import { EMAIL_HINT, NAME_HINT, NIN_HINT, NIN_PATTERN, PHONE_HINT, REAL_DATE_HINT } from '@ile/domain';
import type { FieldErrors } from './app-error.ts';

export interface ValidatorErrorItem {
  path: string;
  message: string;
  errorCode?: string;
}

/** "/body/visit/address/state" → "visit.address.state"; "/query/limit" → "limit"; "/headers/idempotency-key" → "Idempotency-Key". */
export function fieldPath(path: string): string {
  const parts = path.replace(/^\./, '').split(/[/.]/).filter(Boolean);
  const [where, ...rest] = parts;
  if (where === 'headers') return rest.join('-').replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
  if (where === 'body' || where === 'query' || where === 'params' || where === 'cookies') return rest.join('.');
  return parts.join('.');
}

function numberIn(message: string): string | null {
  const found = /(-?\d+(?:\.\d+)?)/.exec(message);
  return found?.[1] ?? null;
}

function lastSegment(field: string): string {
  return field.split('.').pop() ?? field;
}

function isPhoneField(field: string): boolean {
  return /phone$/i.test(lastSegment(field));
}

function isEmailField(field: string): boolean {
  return /email$/i.test(lastSegment(field));
}

function keywordOf(item: ValidatorErrorItem): string {
  return item.errorCode?.replace(/\.openapi\.(validation|requestValidation)$/, '') ?? '';
}

export function humanMessage(item: ValidatorErrorItem, field: string): string {
  const keyword = keywordOf(item);
  const n = numberIn(item.message);
  switch (keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'This field is not allowed.';
  }
  // The pro application's consent is `const: true`: say what agreeing means, not "choose an option".
  if (lastSegment(field) === 'consent' && (keyword === 'const' || keyword === 'enum' || keyword === 'type')) {
    return 'Agree to the identity, reference and background checks to apply.';
  }
  if (isPhoneField(field)) return PHONE_HINT;
  if (isEmailField(field)) return EMAIL_HINT;
  switch (keyword) {
    case 'format':
      if (/"email"/.test(item.message)) return EMAIL_HINT;
      if (/"date"/.test(item.message)) return REAL_DATE_HINT;
      if (/"date-time"/.test(item.message)) return 'Enter a date and time.';
      if (/"uuid"/.test(item.message)) return 'Use a valid identifier (a UUID).';
      return 'This value is not in the expected format.';
    case 'maxLength':
      return n === null ? 'This is too long.' : `Use at most ${n} characters.`;
    case 'minLength':
      if (n === '1') return 'This field is required.';
      return n === null ? 'This is too short.' : `Use at least ${n} characters.`;
    case 'pattern':
      // '\S' only says "not blank"; a person's name has its own pattern (PersonName).
      if (item.message.includes('"\\S"')) return /name$/i.test(lastSegment(field)) ? 'Enter a name.' : 'This field is required.';
      if (/name$/i.test(lastSegment(field))) return NAME_HINT;
      // The spec's NIN rule (ProApplicationRequest's if/then): 11 digits.
      if (lastSegment(field) === 'idNumber' && item.message.includes(NIN_PATTERN)) return NIN_HINT;
      return 'This value is not in the expected format.';
    case 'type':
      if (/integer/.test(item.message)) return 'Enter a whole number.';
      if (/number/.test(item.message)) return 'Enter a number.';
      if (/boolean/.test(item.message)) return 'Choose yes or no.';
      if (/string/.test(item.message)) return 'Enter text here.';
      if (/array/.test(item.message)) return 'This should be a list.';
      return 'This value has the wrong type.';
    case 'enum':
    case 'const':
      return 'Choose one of the options offered.';
    case 'minimum':
    case 'exclusiveMinimum':
      return n === null ? 'This number is too small.' : `Enter at least ${n}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return n === null ? 'This number is too large.' : `Enter at most ${n}.`;
    case 'maxItems':
      return n === null ? 'Choose fewer items.' : `Choose at most ${n}.`;
    case 'minItems':
      return n === null ? 'Choose more items.' : `Choose at least ${n}.`;
    case 'uniqueItems':
      return 'Each item may appear only once.';
    case 'maxProperties':
      return 'This has too many entries.';
    default:
      return 'This value is not valid.';
  }
}

// When several rules fail for one field, the most useful message wins.
const PRIORITY = ['required', 'additionalProperties', 'unevaluatedProperties', 'type', 'format', 'pattern', 'minLength', 'maxLength', 'enum', 'const'];
const rank = (item: ValidatorErrorItem) => {
  const index = PRIORITY.indexOf(keywordOf(item));
  return index === -1 ? PRIORITY.length : index;
};

/** Field messages for every failing field; items without a field (the body itself) are returned apart. */
export function fieldErrors(items: readonly ValidatorErrorItem[]): { fields: FieldErrors; general: string | null } {
  const best = new Map<string, ValidatorErrorItem>();
  let general: string | null = null;
  for (const item of items) {
    const field = fieldPath(item.path);
    // oneOf/anyOf only summarise the branch errors reported alongside them.
    if (keywordOf(item) === 'oneOf' || keywordOf(item) === 'anyOf') continue;
    if (!field) {
      general = keywordOf(item) === 'type' ? 'The request body must be a JSON object.' : 'The request is not valid.';
      continue;
    }
    const current = best.get(field);
    if (!current || rank(item) < rank(current)) best.set(field, item);
  }
  const fields: FieldErrors = {};
  for (const [field, item] of best) fields[field] = humanMessage(item, field);
  return { fields, general };
}
