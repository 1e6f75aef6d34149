// A kept draft as the finalize screen shows and sends it. A draft can be for any service, so this
// module looks its form up among all 17 (configs.ts); a service page never imports it.
import type { PriceItem, Price, ServiceKey } from '@ile/domain';
import type { BookingDraft } from '../../lib/booking-draft.ts';
import { formConfig } from './configs.ts';
import type { FieldErrors } from './fields.ts';
import {
  defaultDetails,
  detailLines,
  parseFor,
  previewPrice,
  toDetailValues,
  visitFromDraft,
  visitLines,
  type BookingBody,
  type DraftProblem,
  type FormValues,
  type ParsedBooking,
  type SummaryLine,
} from './parse.ts';
import { defaultVisit } from './visit.ts';

/** The form's values kept in a draft (as typed). */
export function formValuesOfDraft(draft: Pick<BookingDraft, 'service' | 'visit' | 'details'>, now: Date = new Date()): FormValues {
  return {
    details: toDetailValues(formConfig(draft.service), draft.details, defaultDetails(formConfig(draft.service))),
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
  const { body, errors } = parseFor(formConfig(service), values, now);
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
    lines: detailLines(formConfig(draft.service), values.details),
    visitLines: visitLines(values.visit),
    price: previewPrice(formConfig(draft.service), values.details, priceItems),
    parsed: problems.length === 0 ? { ok: true, booking } : { ok: false, problems },
  };
}
