// The service forms: one engine driven by a config per booking call, and the draft's parser for the
// finalize screens (`summariseDraft`, given the draft's own form from form-loaders.ts). A service page
// imports the engine's modules directly and its own config from configs/<service>.ts, and the
// finalize screens load the draft's config alone: neither imports this index's SERVICE_FORMS (all 17).
export type { ServiceFormConfig } from './config-builders.ts';
export { SERVICE_FORMS, formConfig, type ServiceForms } from './configs.ts';
export { summariseDraft, type DraftSummary } from './draft-summary.ts';
export { loadDraftForm, draftFormQueryOptions, type AnyDraftForm, type DraftForm } from './form-loaders.ts';
export { fieldId, type DetailField, type DetailValues, type FieldErrors } from './fields.ts';
export { initialFormState, serviceFormReducer, type ServiceFormAction, type ServiceFormState } from './form-state.ts';
export {
  defaultDetails,
  toDetailValues,
  detailFields,
  detailLines,
  parseBooking,
  previewPrice,
  visitLines,
  type BookingBody,
  type DraftProblem,
  type FormValues,
  type ParsedBooking,
  type SummaryLine,
} from './parse.ts';
export { TIME_WINDOWS, VISIT_PATHS, type Visit, type VisitValues } from './visit.ts';
export { useServiceForm, type ServiceFormOptions } from './use-service-form.ts';
export { ServiceForm, type ServiceFormProps } from './components/service-form.tsx';
export { PriceSummary } from './components/price-summary.tsx';
