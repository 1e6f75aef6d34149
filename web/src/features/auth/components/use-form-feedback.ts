// Error state shared by the account forms: client checks and server answers end up in one place,
// the summary takes focus after every failed submit, and what was typed is never touched.
import { useState } from 'react';
import type { ApiError } from '../../../api/errors.ts';
import type { FieldProblem } from '../../../components/ui/index.ts';
import type { FieldErrors } from '../validation.ts';

export interface FormFailure {
  title: string;
  message?: string;
  code?: string;
}

export function useFormFeedback<K extends string>(fieldIds: Record<K, string>) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const keys = Object.keys(fieldIds).filter((k): k is K => k in fieldIds);
  const problems: FieldProblem[] = keys.flatMap((key) => {
    const message = fieldErrors[key];
    return message ? [{ fieldId: fieldIds[key], message }] : [];
  });

  return {
    /** Changes on every failed submit: the error summary takes focus each time. */
    focusRequest,
    fieldErrors,
    failure,
    problems,
    hasProblems: failure !== null || problems.length > 0,
    /** Shows client-side errors; true when the form may be sent. */
    check(errors: FieldErrors<K>): boolean {
      setFieldErrors(errors);
      const ok = Object.keys(errors).length === 0;
      setFailure(ok ? null : { title: 'Please check the highlighted fields' });
      if (!ok) setFocusRequest((n) => n + 1);
      return ok;
    },
    /** Shows a server or network failure, with the server's field messages next to their fields. */
    fail(error: ApiError) {
      const fields: FieldErrors<K> = {};
      const other: string[] = [];
      for (const [key, message] of Object.entries(error.fields ?? {})) {
        const field = keys.find((k) => k === key);
        if (field) fields[field] = message;
        else other.push(message);
      }
      setFieldErrors(fields);
      const message = [error.message, ...other].join(' ');
      setFailure({
        title: error.isNetworkError ? 'You seem to be offline' : error.status === 429 ? 'Too many attempts' : 'There is a problem',
        message,
        code: error.code,
      });
      setFocusRequest((n) => n + 1);
    },
    /** A field was edited: its old error no longer applies. */
    clear(key: K) {
      setFieldErrors((current) => {
        if (!(key in current)) return current;
        const next = { ...current };
        delete next[key];
        return next;
      });
    },
    reset() {
      setFieldErrors({});
      setFailure(null);
    },
  };
}
