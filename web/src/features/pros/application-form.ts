// The pro application as the form holds it (every answer as typed, so nothing is lost on a failed
// send), and the reader that turns it into ProApplicationRequest, with a message per field when an
// answer breaks the spec's rules (openapi.yaml ProApplicationRequest). The server checks again.
import { NIGERIAN_STATES, NIN_HINT, SERVICE_KEYS, isNin, ninDigits, normalizeNigerianPhone, type NigerianState, type ServiceKey } from '@ile/domain';
import type { IdType, ProApplicationRequest, Weekday } from '../../api/types.ts';
import { checkEmail, checkName, checkPhone } from '../../lib/person-checks.ts';
import { ID_TYPES, WEEKDAYS } from './id-types-and-weekdays.ts';

export interface ProFormValues {
  name: string;
  email: string;
  phone: string;
  services: ServiceKey[];
  state: string;
  area: string;
  yearsExperience: string;
  about: string;
  idType: string;
  idNumber: string;
  ownTools: '' | 'yes' | 'no';
  daysAvailable: Weekday[];
  /** The two references, each a name and a phone as typed. */
  referee1Name: string;
  referee1Phone: string;
  referee2Name: string;
  referee2Phone: string;
  consent: boolean;
}

export type ProField = keyof ProFormValues;
export type ProFieldErrors = Partial<Record<ProField, string>>;

/** Every field in the order the form shows it: the first one with a problem gets the focus. */
export const PRO_FIELDS: readonly ProField[] = ['name', 'email', 'phone', 'services', 'state', 'area', 'yearsExperience', 'about', 'idType', 'idNumber', 'ownTools', 'daysAvailable', 'referee1Name', 'referee1Phone', 'referee2Name', 'referee2Phone', 'consent'];

export const ABOUT_LIMITS = { min: 20, max: 1000 } as const;
export const AREA_LIMITS = { min: 2, max: 100 } as const;
export const YEARS_LIMITS = { min: 0, max: 60 } as const;
export const ID_NUMBER_LIMITS = { min: 5, max: 20 } as const;

export const EMPTY_PRO_FORM: ProFormValues = {
  name: '',
  email: '',
  phone: '',
  services: [],
  state: '',
  area: '',
  yearsExperience: '',
  about: '',
  idType: '',
  idNumber: '',
  ownTools: '',
  daysAvailable: [],
  referee1Name: '',
  referee1Phone: '',
  referee2Name: '',
  referee2Phone: '',
  consent: false,
};

/** Each reference's form fields, in order; the server names them referees.0.name and so on. */
const REFEREE_FIELDS = [
  { name: 'referee1Name', phone: 'referee1Phone' },
  { name: 'referee2Name', phone: 'referee2Phone' },
] as const;

/** A reference's phone: a Nigerian mobile, neither the applicant's own nor the other reference's. */
function checkRefereePhone(value: string, own: string | null, earlier: string | null): string | undefined {
  const problem = checkPhone(value);
  if (problem) return problem;
  const phone = normalizeNigerianPhone(value);
  if (phone && phone === own) return 'Give the number of someone you have worked for, not your own.';
  if (phone && phone === earlier) return 'Give two different people, each with their own number.';
  return undefined;
}

const isState = (value: string): value is NigerianState => NIGERIAN_STATES.some((s) => s === value);
const isIdType = (value: string): value is IdType => ID_TYPES.some((t) => t.value === value);

function checkArea(area: string): string | undefined {
  if (!area) return 'Enter the area you work in, like Wuse or Garki.';
  if (area.length < AREA_LIMITS.min) return 'Enter the full name of the area.';
  if (area.length > AREA_LIMITS.max) return `Use at most ${AREA_LIMITS.max} characters.`;
  return undefined;
}

function checkYears(value: string): string | undefined {
  if (!value.trim()) return 'Enter how many years you have done this work (0 if you are starting).';
  if (!/^\d{1,2}$/.test(value.trim())) return 'Enter a whole number of years, like 5.';
  const years = Number(value.trim());
  if (years > YEARS_LIMITS.max) return `Enter at most ${YEARS_LIMITS.max} years.`;
  return undefined;
}

function checkAbout(about: string): string | undefined {
  if (!about) return 'Tell customers about your work in a sentence or two.';
  if (about.length < ABOUT_LIMITS.min) return `Write at least ${ABOUT_LIMITS.min} characters: the work you do and what customers say.`;
  if (about.length > ABOUT_LIMITS.max) return `Use at most ${ABOUT_LIMITS.max} characters.`;
  return undefined;
}

function checkIdNumber(idType: string, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return 'Enter the number on your ID.';
  if (idType === 'nin') return isNin(value.trim()) ? undefined : NIN_HINT;
  if (!/^[A-Za-z0-9 -]+$/.test(value)) return 'Use only letters, digits, spaces and dashes, as printed on the ID.';
  if (value.length < ID_NUMBER_LIMITS.min) return `Enter the full number (at least ${ID_NUMBER_LIMITS.min} characters).`;
  if (value.length > ID_NUMBER_LIMITS.max) return `Use at most ${ID_NUMBER_LIMITS.max} characters.`;
  return undefined;
}

export type ParsedApplication = { ok: true; body: ProApplicationRequest } | { ok: false; errors: ProFieldErrors };

export function parseProApplication(values: ProFormValues): ParsedApplication {
  const area = values.area.trim();
  const about = values.about.trim();
  const own = normalizeNigerianPhone(values.phone);
  const first = normalizeNigerianPhone(values.referee1Phone);
  const errors: ProFieldErrors = {
    name: checkName(values.name),
    email: checkEmail(values.email),
    phone: checkPhone(values.phone),
    services: values.services.length > 0 ? undefined : 'Choose at least one service you offer.',
    state: isState(values.state) ? undefined : 'Choose the state you work in.',
    area: checkArea(area),
    yearsExperience: checkYears(values.yearsExperience),
    about: checkAbout(about),
    idType: isIdType(values.idType) ? undefined : 'Choose the ID you will show us.',
    idNumber: checkIdNumber(values.idType, values.idNumber),
    ownTools: values.ownTools ? undefined : 'Tell us whether you have your own tools.',
    daysAvailable: values.daysAvailable.length > 0 ? undefined : 'Choose at least one day you can work.',
    referee1Name: checkName(values.referee1Name),
    referee1Phone: checkRefereePhone(values.referee1Phone, own, null),
    referee2Name: checkName(values.referee2Name),
    referee2Phone: checkRefereePhone(values.referee2Phone, own, first),
    consent: values.consent ? undefined : 'We can only take applications from people who agree to the checks.',
  };
  const problems = Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
  const phone = normalizeNigerianPhone(values.phone);
  if (Object.keys(problems).length > 0 || !isState(values.state) || !isIdType(values.idType) || !phone || !values.consent) {
    return { ok: false, errors: problems };
  }
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      email: values.email.trim(),
      // Sent as +234…, the way it is stored; the check above guarantees it normalises.
      phone,
      services: SERVICE_KEYS.filter((key) => values.services.includes(key)),
      state: values.state,
      area,
      yearsExperience: Number(values.yearsExperience.trim()),
      about,
      idType: values.idType,
      // A NIN is digits only; other IDs as printed.
      idNumber: values.idType === 'nin' ? ninDigits(values.idNumber) : values.idNumber.trim(),
      ownTools: values.ownTools === 'yes',
      daysAvailable: WEEKDAYS.map((d) => d.value).filter((d) => values.daysAvailable.includes(d)),
      // Phones as +234…, like the applicant's; the checks above guarantee they normalise.
      referees: REFEREE_FIELDS.map((fields) => ({ name: values[fields.name].trim(), phone: normalizeNigerianPhone(values[fields.phone]) ?? values[fields.phone].trim() })),
      consent: true,
    },
  };
}

/** referees.1.phone → referee2Phone; the list as a whole (referees) → the first reference's name. */
function refereeField(path: string): ProField | undefined {
  if (path === 'referees') return 'referee1Name';
  const match = /^referees\.([01])(?:\.(name|phone))?/.exec(path);
  if (!match) return undefined;
  const fields = REFEREE_FIELDS[Number(match[1])];
  return fields ? (match[2] === 'phone' ? fields.phone : fields.name) : undefined;
}

/**
 * The server's field messages, keyed by form field. The server names array items by index
 * (`services.0`), which belong to the list's field; anything else is left for the summary.
 */
export function serverFieldErrors(fields: Readonly<Record<string, string>> | undefined): { errors: ProFieldErrors; other: string[] } {
  const errors: ProFieldErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = refereeField(path) ?? PRO_FIELDS.find((f) => path === f || path.startsWith(`${f}.`));
    if (field && !errors[field]) errors[field] = message;
    else if (!field) other.push(message);
  }
  return { errors, other };
}
