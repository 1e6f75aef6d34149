// From what a customer typed to what the server receives: the `{ visit, details }` body of a service's
// booking call, with one message per field path when something breaks the spec's rules, the live price
// (the domain's `quote`, the one the server charges with), and a draft summarised for the finalize screen.
import { formatDate, formatNigerianPhone, quote, stateLabel, type DetailsByService, type Price, type PriceItem, type ServiceKey } from '@ile/domain';
import type { BookingDraft } from '../../lib/booking-draft.ts';
import { formConfig } from './configs.ts';
import {
  EMPTY_ADDRESS,
  createReader,
  isNigerianState,
  toAddressValues,
  type AddressValues,
  type DetailField,
  type DetailValue,
  type DetailValues,
  type FieldErrors,
} from './fields.ts';
import { TIME_WINDOWS, VISIT_FIELDS, defaultVisit, readVisit, toVisitValues, type Visit, type VisitValues } from './visit.ts';

/** The body of a service's booking call. */
export interface BookingBody<K extends ServiceKey> {
  visit: Visit;
  details: DetailsByService[K];
}

/** A parsed body with the service it is for, so the two always match (switch on `service`). */
export type ParsedBooking = { [K in ServiceKey]: { service: K; body: BookingBody<K> } }[ServiceKey];

export interface FormValues {
  details: DetailValues;
  visit: VisitValues;
}

export interface SummaryLine {
  label: string;
  value: string;
}

/** A problem with one field, keyed like the server's `fields` (e.g. `visit.address.street`). */
export interface DraftProblem {
  field: string;
  message: string;
}

/** The fields of a service's form, in the order they are asked. */
export function detailFields(service: ServiceKey): DetailField[] {
  return Object.values(formConfig(service).fields);
}

/** Every detail at its default (with any page preset, e.g. interior painting's scope). */
export function defaultDetails(service: ServiceKey, preset: Readonly<DetailValues> = {}): DetailValues {
  const values: DetailValues = {};
  for (const field of detailFields(service)) {
    values[field.name] = field.kind === 'address' ? { ...EMPTY_ADDRESS } : field.kind === 'count' ? String(field.defaultValue) : field.defaultValue;
  }
  return { ...values, ...preset };
}

/** A draft's details read defensively: each known field as typed when it has the right shape. */
export function toDetailValues(service: ServiceKey, stored: Record<string, unknown>, defaults: DetailValues): DetailValues {
  const values = { ...defaults };
  for (const field of detailFields(service)) {
    const raw = stored[field.name];
    if (field.kind === 'address') {
      if (raw !== undefined) values[field.name] = toAddressValues(raw);
    } else if (field.kind === 'toggle') {
      if (typeof raw === 'boolean') values[field.name] = raw;
    } else if (typeof raw === 'string') {
      values[field.name] = raw;
    } else if (field.kind === 'count' && typeof raw === 'number') {
      values[field.name] = String(raw);
    }
  }
  return values;
}

/** The draft's visit in the request's shape (address nested), still as typed. */
export function draftVisit(visit: VisitValues): Record<string, unknown> {
  const { street, landmark, area, city, state, ...rest } = visit;
  return { address: { street, landmark, area, city, state }, ...rest };
}

/** A draft's visit (request-shaped, as typed) back into the form's values. */
export function visitFromDraft(stored: Record<string, unknown>, defaults: VisitValues): VisitValues {
  const address = stored.address === undefined ? {} : toAddressValues(stored.address);
  return toVisitValues({ ...stored, ...address }, defaults);
}

function parseFor<K extends ServiceKey>(service: K, values: FormValues, now: Date): { body: BookingBody<K>; errors: FieldErrors } {
  const config = formConfig(service);
  const errors: FieldErrors = {};
  const details = config.build(createReader(values.details, errors), config.fields);
  const visit = readVisit(values.visit, errors, now);
  return { body: { visit, details }, errors };
}

/** Checks the whole form: the body when nothing is wrong, else a message per field path. */
export function parseBooking<K extends ServiceKey>(service: K, values: FormValues, now: Date = new Date()): { ok: true; body: BookingBody<K> } | { ok: false; errors: FieldErrors } {
  const { body, errors } = parseFor(service, values, now);
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}

/**
 * The live price of what is typed so far, or null while a detail that prices the job is not valid
 * (a count out of range would give a misleading figure). Addresses never change the price, so a
 * half-typed destination does not hide it.
 */
export function previewPrice<K extends ServiceKey>(service: K, details: DetailValues, priceItems: readonly PriceItem[]): Price | null {
  const config = formConfig(service);
  const errors: FieldErrors = {};
  const parsed = config.build(createReader(details, errors), config.fields);
  const pricingProblems = Object.keys(errors).filter((path) => !detailFields(service).some((f) => f.kind === 'address' && path.startsWith(`details.${f.name}.`)));
  if (pricingProblems.length > 0) return null;
  try {
    return quote(service, parsed, priceItems);
  } catch {
    // The fetched catalogue lacks a price this job needs: show no price rather than a wrong one.
    return null;
  }
}

function addressLine(address: AddressValues): string {
  const state = isNigerianState(address.state) ? stateLabel(address.state) : address.state;
  return [address.street, address.area, address.city, state].map((part) => part.trim()).filter(Boolean).join(', ');
}

function detailValueText(field: DetailField, value: DetailValue | undefined): string {
  switch (field.kind) {
    case 'choice':
      return field.options.find((o) => o.value === value)?.label ?? '';
    case 'count':
      return typeof value === 'string' ? value.trim() : '';
    case 'toggle':
      return value === true ? 'Yes' : 'No';
    case 'address':
      return addressLine(toAddressValues(value));
  }
}

/** The details in words, labelled as the form asks them ("Bedrooms: 3"). */
export function detailLines(service: ServiceKey, details: DetailValues): SummaryLine[] {
  return detailFields(service).map((field) => ({ label: field.label, value: detailValueText(field, details[field.name]) }));
}

/** Where, when and whom to call, in words. */
export function visitLines(visit: VisitValues): SummaryLine[] {
  const window = TIME_WINDOWS.find((w) => w.value === visit.timeWindow);
  const lines: SummaryLine[] = [
    { label: 'Address', value: addressLine(visit) },
    ...(visit.landmark.trim() ? [{ label: 'Nearest landmark', value: visit.landmark.trim() }] : []),
    { label: 'Day', value: /^\d{4}-\d{2}-\d{2}$/.test(visit.date) ? formatDate(visit.date) : visit.date },
    { label: 'Time', value: window ? `${window.label}, ${window.hint ?? ''}` : visit.timeWindow },
    { label: 'Phone', value: formatNigerianPhone(visit.contactPhone) },
    ...(visit.notes.trim() ? [{ label: 'Notes', value: visit.notes.trim() }] : []),
  ];
  return lines;
}

/** The form's values kept in a draft (as typed). */
export function formValuesOfDraft(draft: Pick<BookingDraft, 'service' | 'visit' | 'details'>, now: Date = new Date()): FormValues {
  return {
    details: toDetailValues(draft.service, draft.details, defaultDetails(draft.service)),
    visit: visitFromDraft(draft.visit, { ...defaultVisit(now), date: '', timeWindow: '' }),
  };
}

// One entry per service so each parsed body keeps its own service's type (a generic call would
// widen it to every service's details).
const PARSE_DRAFT: { [K in ServiceKey]: (values: FormValues, now: Date) => { booking: { service: K; body: BookingBody<K> }; errors: FieldErrors } } = {
  'home-cleaning': (v, n) => withService('home-cleaning', v, n),
  carpentery: (v, n) => withService('carpentery', v, n),
  plumbing: (v, n) => withService('plumbing', v, n),
  fumigation: (v, n) => withService('fumigation', v, n),
  electricals: (v, n) => withService('electricals', v, n),
  painting: (v, n) => withService('painting', v, n),
  interiors: (v, n) => withService('interiors', v, n),
  'office-cleaning': (v, n) => withService('office-cleaning', v, n),
  'ac-repairs': (v, n) => withService('ac-repairs', v, n),
  'tv-installs': (v, n) => withService('tv-installs', v, n),
  'dish-installs': (v, n) => withService('dish-installs', v, n),
  'window-repairs': (v, n) => withService('window-repairs', v, n),
  'wifi-setup': (v, n) => withService('wifi-setup', v, n),
  'home-theatre-setup': (v, n) => withService('home-theatre-setup', v, n),
  'garbage-disposal': (v, n) => withService('garbage-disposal', v, n),
  'moving-help': (v, n) => withService('moving-help', v, n),
  curtains: (v, n) => withService('curtains', v, n),
};

function withService<K extends ServiceKey>(service: K, values: FormValues, now: Date) {
  const { body, errors } = parseFor(service, values, now);
  return { booking: { service, body }, errors };
}

export interface DraftSummary {
  /** What the job is, in words (e.g. "Bedrooms: 3"), labelled as the form asks. */
  lines: SummaryLine[];
  /** Where, when and whom to call, in words. */
  visitLines: SummaryLine[];
  /** The price of the job from these price items, or null while the details are not valid. */
  price: Price | null;
  parsed: { ok: true; booking: ParsedBooking } | { ok: false; problems: DraftProblem[] };
}

/**
 * A kept draft as the finalize screen shows and sends it: the job and the visit in words, the price,
 * and the typed `{ visit, details }` body for the draft's service, or each problem with its field path
 * (a draft can go stale: a day that has passed, a limit an older form did not have).
 */
export function summariseDraft(draft: Pick<BookingDraft, 'service' | 'visit' | 'details'>, priceItems: readonly PriceItem[], now: Date = new Date()): DraftSummary {
  const values = formValuesOfDraft(draft, now);
  const { booking, errors } = PARSE_DRAFT[draft.service](values, now);
  const problems = Object.entries(errors).map(([field, message]) => ({ field, message }));
  return {
    lines: detailLines(draft.service, values.details),
    visitLines: visitLines(values.visit),
    price: previewPrice(draft.service, values.details, priceItems),
    parsed: problems.length === 0 ? { ok: true, booking } : { ok: false, problems },
  };
}

export { VISIT_FIELDS };
