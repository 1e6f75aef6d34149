// The form's state as a pure reducer, so its rules are unit-tested without a browser: values as typed,
// one error per field path, and the seed's submit-succeeded flag (false on touch and at the start of
// a submit; at its end, true only when there are no errors).
import type { DetailValue, FieldErrors } from './fields.ts';
import type { FormValues } from './parse.ts';
import type { VisitField } from './visit.ts';
import { VISIT_PATHS } from './visit.ts';

export interface ServiceFormState {
  values: FormValues;
  errors: FieldErrors;
  submitting: boolean;
  submitSucceeded: boolean;
  /** Goes up on each submit that ends with errors: the form then focuses the first invalid field. */
  focusRequest: number;
}

export type ServiceFormAction =
  /** `path` narrows which error is cleared (one part of an address); the whole field by default. */
  | { type: 'detail'; name: string; value: DetailValue; path?: string }
  | { type: 'visit'; name: VisitField; value: string }
  | { type: 'submitStart' }
  | { type: 'submitStop'; errors: FieldErrors };

export function initialFormState(values: FormValues): ServiceFormState {
  return { values, errors: {}, submitting: false, submitSucceeded: false, focusRequest: 0 };
}

/** Errors without those under `path` (the field itself, or every part of an address). */
function withoutErrorsAt(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

export function serviceFormReducer(state: ServiceFormState, action: ServiceFormAction): ServiceFormState {
  switch (action.type) {
    case 'detail':
      return {
        ...state,
        values: { ...state.values, details: { ...state.values.details, [action.name]: action.value } },
        errors: withoutErrorsAt(state.errors, action.path ?? `details.${action.name}`),
        submitSucceeded: false,
      };
    case 'visit':
      return {
        ...state,
        values: { ...state.values, visit: { ...state.values.visit, [action.name]: action.value } },
        errors: withoutErrorsAt(state.errors, VISIT_PATHS[action.name]),
        submitSucceeded: false,
      };
    case 'submitStart':
      return { ...state, submitting: true, submitSucceeded: false };
    case 'submitStop': {
      const failed = Object.keys(action.errors).length > 0;
      return {
        ...state,
        errors: action.errors,
        submitting: false,
        submitSucceeded: !failed,
        focusRequest: failed ? state.focusRequest + 1 : state.focusRequest,
      };
    }
  }
}
