// The questions every booking asks: where (address with the nearest landmark), when (a day within
// the bookable window and a time window), how to reach the customer, and who will be home (the
// customer, or someone else whose name and phone the pro gets). Parsed into the spec's Visit.
import { bookableDays, bookableWindows, formatNigerianPhone, isPersonName, missingWindowsNote, NAME_HINT, normalizeNigerianPhone, PHONE_HINT, visitDateProblem, visitSlotProblems } from '@ile/domain';
import type { components } from '@ile/domain/schema';
import { readAddress, type ChoiceOption, type FieldErrors } from './fields.ts';

export type Visit = components['schemas']['Visit'];
export type TimeWindow = components['schemas']['TimeWindow'];
export type AtHome = components['schemas']['AtHome'];
/** "Who will be home?": the customer, or someone else named with their phone. */
export type AtHomeWho = 'me' | 'someone';

export const VISIT_FIELDS = ['street', 'landmark', 'area', 'city', 'state', 'date', 'timeWindow', 'contactPhone', 'atHomeWho', 'atHomeName', 'atHomePhone', 'notes'] as const;
export type VisitField = (typeof VISIT_FIELDS)[number];
/** The visit as typed. */
export type VisitValues = Record<VisitField, string>;

/** The spec's Visit constraints (openapi.yaml `Visit`, `Phone`); a unit test keeps them equal. */
export const VISIT_LIMITS = {
  notes: { maxLength: 1000 },
  date: { maxLength: 10 },
  contactPhone: { minLength: 10, maxLength: 20 },
} as const;

export const TIME_WINDOWS: readonly ChoiceOption<TimeWindow>[] = [
  { value: 'morning', label: 'Morning', hint: '8am to 12pm' },
  { value: 'afternoon', label: 'Afternoon', hint: '12pm to 4pm' },
  { value: 'evening', label: 'Evening', hint: '4pm to 7pm' },
];

/** The request path of each visit field, which is also how the server names its errors. */
export const VISIT_PATHS: Record<VisitField, string> = {
  street: 'visit.address.street',
  landmark: 'visit.address.landmark',
  area: 'visit.address.area',
  city: 'visit.address.city',
  state: 'visit.address.state',
  date: 'visit.date',
  timeWindow: 'visit.timeWindow',
  contactPhone: 'visit.contactPhone',
  atHomeWho: 'visit.atHome',
  atHomeName: 'visit.atHome.name',
  atHomePhone: 'visit.atHome.phone',
  notes: 'visit.notes',
};

export const AT_HOME_CHOICES: readonly ChoiceOption<AtHomeWho>[] = [
  { value: 'me', label: 'Me' },
  { value: 'someone', label: 'Someone else', hint: 'They get the visit’s texts and the pro can call them.' },
];

function isTimeWindow(value: string): value is TimeWindow {
  return TIME_WINDOWS.some((w) => w.value === value);
}

/** Tomorrow when it is bookable (most people book ahead), else the first bookable day. */
function defaultDay(now: Date): string {
  const { first, last } = bookableDays(now);
  const tomorrow = new Date(`${first}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const day = tomorrow.toISOString().slice(0, 10);
  return day <= last ? day : first;
}

export function defaultVisit(now: Date = new Date(), phone?: string): VisitValues {
  return {
    street: '',
    landmark: '',
    area: '',
    city: '',
    state: '',
    date: defaultDay(now),
    timeWindow: 'morning',
    contactPhone: phone ? formatNigerianPhone(phone) : '',
    atHomeWho: 'me',
    atHomeName: '',
    atHomePhone: '',
    notes: '',
  };
}

/** A draft's visit read defensively: each known field kept as typed, the rest from the defaults. */
export function toVisitValues(stored: Record<string, unknown>, defaults: VisitValues): VisitValues {
  const values = { ...defaults };
  for (const field of VISIT_FIELDS) {
    const raw = stored[field];
    if (typeof raw === 'string') values[field] = raw;
  }
  return values;
}

export function phoneProblem(typed: string): string | undefined {
  if (!typed.trim()) return 'Enter a phone number the pro can call.';
  return normalizeNigerianPhone(typed) ? undefined : PHONE_HINT;
}

function atHomeNameProblem(typed: string): string | undefined {
  const name = typed.trim();
  if (!name) return 'Enter the name of the person who will be home.';
  if (name.length < 2) return 'Enter their full name.';
  if (name.length > 80) return 'Use at most 80 characters.';
  return isPersonName(name) ? undefined : NAME_HINT;
}

function atHomePhoneProblem(typed: string): string | undefined {
  if (!typed.trim()) return 'Enter a phone number for them, so the pro can call.';
  return normalizeNigerianPhone(typed) ? undefined : PHONE_HINT;
}

/** Someone else at home, when the customer chose so; the typed name and phone stay in the draft either way. */
function readAtHome(values: VisitValues, errors: FieldErrors): AtHome | undefined {
  if (values.atHomeWho !== 'someone') return undefined;
  const nameProblem = atHomeNameProblem(values.atHomeName);
  if (nameProblem) errors[VISIT_PATHS.atHomeName] = nameProblem;
  const phoneProblemText = atHomePhoneProblem(values.atHomePhone);
  if (phoneProblemText) errors[VISIT_PATHS.atHomePhone] = phoneProblemText;
  return { name: values.atHomeName.trim(), phone: normalizeNigerianPhone(values.atHomePhone) ?? values.atHomePhone.trim() };
}

/** The Visit of the request; problems go into `errors` under the spec's paths. */
export function readVisit(values: VisitValues, errors: FieldErrors, now: Date = new Date()): Visit {
  const address = readAddress(values, 'visit.address', errors);
  const date = values.date.trim();
  const timeWindow: TimeWindow = isTimeWindow(values.timeWindow) ? values.timeWindow : 'morning';
  // The day and the window together, as the server checks them, so the messages are the server's.
  const problems = visitSlotProblems(date, timeWindow, now);
  if (problems.date) errors[VISIT_PATHS.date] = problems.date;
  if (!isTimeWindow(values.timeWindow)) errors[VISIT_PATHS.timeWindow] = 'Choose a time of day.';
  else if (problems.timeWindow) errors[VISIT_PATHS.timeWindow] = problems.timeWindow;
  const contactProblem = phoneProblem(values.contactPhone);
  if (contactProblem) errors[VISIT_PATHS.contactPhone] = contactProblem;
  // Stored the way the server stores phones; the typed form stays in the draft.
  const contactPhone = normalizeNigerianPhone(values.contactPhone) ?? values.contactPhone.trim();
  const notes = values.notes.trim();
  if (notes.length > VISIT_LIMITS.notes.maxLength) errors[VISIT_PATHS.notes] = `Use at most ${VISIT_LIMITS.notes.maxLength} characters.`;
  const atHome = readAtHome(values, errors);
  return { address, date, timeWindow, contactPhone, ...(notes ? { notes } : {}), ...(atHome ? { atHome } : {}) };
}

/**
 * The windows still offered for `day` and why the others are missing ("Morning has passed for
 * today…"); every window while the day itself is not bookable (its own message says so).
 */
export function windowChoices(day: string, now: Date): { options: readonly ChoiceOption<TimeWindow>[]; note: string | null } {
  if (visitDateProblem(day, now)) return { options: TIME_WINDOWS, note: null };
  const open = bookableWindows(day, now);
  return { options: TIME_WINDOWS.filter((option) => open.includes(option.value)), note: missingWindowsNote(day, now) };
}
