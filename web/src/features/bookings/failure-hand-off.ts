// A booking that failed on another screen (the sign-in screen books right after creating the
// account), handed to /order/finalize in the location state so it shows the error with Retry. Plain
// data, not the ApiError: history state is stored by structured clone, which drops class instances.
import { ApiError } from '../../api/errors.ts';
import { isRecord } from '@ile/domain';

interface FailureData {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export function bookingFailureState(error: ApiError): { bookingFailure: FailureData } {
  return { bookingFailure: { status: error.status, code: error.code, message: error.message, ...(error.fields ? { fields: { ...error.fields } } : {}) } };
}

/** The failure kept in `state` by bookingFailureState, or null (checked, never assumed). */
export function bookingFailureOfState(state: unknown): ApiError | null {
  if (!isRecord(state)) return null;
  const failure = state.bookingFailure;
  if (!isRecord(failure) || typeof failure.status !== 'number' || typeof failure.code !== 'string' || typeof failure.message !== 'string') return null;
  return new ApiError({ status: failure.status, code: failure.code, message: failure.message, fields: stringFields(failure.fields) });
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message !== 'string') return undefined;
    fields[key] = message;
  }
  return fields;
}
