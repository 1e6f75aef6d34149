// A kept draft as the finalize screen shows and sends it, given the draft's own form (a draft can be
// for any service: the screens load its form with form-loaders.ts).
import type { PriceItem, Price, ServiceKey } from '@ile/domain';
import type { BookingDraft } from '../../lib/booking-draft.ts';
import type { ServiceFormConfig } from './config-builders.ts';
import type { AnyDraftForm } from './form-loaders.ts';
import {
  defaultDetails,
  detailLines,
  previewPrice,
  toDetailValues,
  visitFromDraft,
  visitLines,
  type DraftProblem,
  type FormValues,
  type ParsedBooking,
  type SummaryLine,
} from './parse.ts';
import { defaultVisit } from './visit.ts';

type KeptDraft = Pick<BookingDraft, 'visit' | 'details'>;

/** The form's values kept in a draft (as typed). */
export function formValuesOfDraft(form: ServiceFormConfig<ServiceKey>, draft: KeptDraft, now: Date = new Date()): FormValues {
  return {
    details: toDetailValues(form, draft.details, defaultDetails(form)),
    visit: visitFromDraft(draft.visit, { ...defaultVisit(now), date: '', timeWindow: '' }),
  };
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
export function summariseDraft({ form, parse }: AnyDraftForm, draft: KeptDraft, priceItems: readonly PriceItem[], now: Date = new Date()): DraftSummary {
  const values = formValuesOfDraft(form, draft, now);
  const { booking, errors } = parse(values, now);
  const problems = Object.entries(errors).map(([field, message]) => ({ field, message }));
  return {
    lines: detailLines(form, values.details),
    visitLines: visitLines(values.visit),
    price: previewPrice(form, values.details, priceItems),
    parsed: problems.length === 0 ? { ok: true, booking } : { ok: false, problems },
  };
}
