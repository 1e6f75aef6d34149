// From what a customer typed to what the server receives: the `{ visit, details }` body of a service's
// booking call, with one message per field path when something breaks the spec's rules, the live price
// (the domain's `quote`, the one the server charges with), and the answers in words. Each function
// takes the service's form config, so a service page needs only its own (draft-summary.ts looks a
// kept draft's up among all 17).
import { formatDate, formatNigerianPhone, quote, stateLabel, type DetailsByService, type Price, type PriceItem, type ServiceKey } from '@ile/domain';
import type { ServiceFormConfig } from './config-builders.ts';
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
import { TIME_WINDOWS, VISIT_FIELDS, readVisit, toVisitValues, type Visit, type VisitValues } from './visit.ts';

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
export function detailFields(config: ServiceFormConfig<ServiceKey>): DetailField[] {
  return Object.values(config.fields);
}

/** Every detail at its default (with any page preset, e.g. interior painting's scope). */
export function defaultDetails(config: ServiceFormConfig<ServiceKey>, preset: Readonly<DetailValues> = {}): DetailValues {
  const values: DetailValues = {};
  for (const field of detailFields(config)) {
    values[field.name] = field.kind === 'address' ? { ...EMPTY_ADDRESS } : field.kind === 'count' ? String(field.defaultValue) : field.defaultValue;
  }
  return { ...values, ...preset };
}

/** A draft's details read defensively: each known field as typed when it has the right shape. */
export function toDetailValues(config: ServiceFormConfig<ServiceKey>, stored: Record<string, unknown>, defaults: DetailValues): DetailValues {
  const values = { ...defaults };
  for (const field of detailFields(config)) {
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

/** The body as far as it reads, and a message per field path that does not. */
export function parseFor<K extends ServiceKey>(config: ServiceFormConfig<K>, values: FormValues, now: Date): { body: BookingBody<K>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const details = config.build(createReader(values.details, errors), config.fields);
  const visit = readVisit(values.visit, errors, now);
  return { body: { visit, details }, errors };
}

/** Checks the whole form: the body when nothing is wrong, else a message per field path. */
export function parseBooking<K extends ServiceKey>(config: ServiceFormConfig<K>, values: FormValues, now: Date = new Date()): { ok: true; body: BookingBody<K> } | { ok: false; errors: FieldErrors } {
  const { body, errors } = parseFor(config, values, now);
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}

/**
 * The live price of what is typed so far, or null while a detail that prices the job is not valid
 * (a count out of range would give a misleading figure). Addresses never change the price, so a
 * half-typed destination does not hide it.
 */
export function previewPrice<K extends ServiceKey>(config: ServiceFormConfig<K>, details: DetailValues, priceItems: readonly PriceItem[]): Price | null {
  const errors: FieldErrors = {};
  const parsed = config.build(createReader(details, errors), config.fields);
  const pricingProblems = Object.keys(errors).filter((path) => !detailFields(config).some((f) => f.kind === 'address' && path.startsWith(`details.${f.name}.`)));
  if (pricingProblems.length > 0) return null;
  try {
    return quote(config.service, parsed, priceItems);
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
export function detailLines(config: ServiceFormConfig<ServiceKey>, details: DetailValues): SummaryLine[] {
  return detailFields(config).map((field) => ({ label: field.label, value: detailValueText(field, details[field.name]) }));
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
    ...(visit.atHomeWho === 'someone' ? [{ label: 'At home', value: `${visit.atHomeName.trim()}, ${formatNigerianPhone(visit.atHomePhone)}` }] : []),
    ...(visit.notes.trim() ? [{ label: 'Notes', value: visit.notes.trim() }] : []),
  ];
  return lines;
}

export { VISIT_FIELDS };
