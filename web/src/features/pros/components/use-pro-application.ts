// The pro application form: the shared submit flow (lib/use-form-submission.ts) with the draft kept
// in session storage, and whether the form started from one.
import { useState } from 'react';
import type { ApiError } from '../../../api/errors.ts';
import { useFormSubmission, type FormFailure } from '../../../lib/use-form-submission.ts';
import { useApplyAsPro } from '../api/hooks.ts';
import { EMPTY_PRO_FORM, PRO_FIELDS, parseProApplication, serverFieldErrors, type ProField } from '../application-form.ts';
import { clearProDraft, readProDraft, writeProDraft } from '../draft.ts';

export type ProFormFailure = FormFailure;

/** The control each field's message points at (a group's first box carries the group's id). */
export const proFieldId = (field: ProField) => `pro-${field}`;

function failureOf(error: ApiError, other: readonly string[]): ProFormFailure {
  const message = [error.message, ...other].join(' ');
  if (error.code === 'application_pending') return { title: 'You have already applied', message, code: error.code };
  if (error.isNetworkError) return { title: 'You seem to be offline', message: `${message} Your answers are still here: send again when you are back online.`, code: error.code };
  if (error.status === 429) return { title: 'Too many attempts', message, code: error.code };
  if (error.status === 400) return { title: 'Please check the highlighted fields', message, code: error.code };
  return { title: 'Your application was not sent', message: `${message} Your answers are still here.`, code: error.code };
}

export function useProApplicationForm(restoreDraft = true) {
  const apply = useApplyAsPro();
  const [start] = useState(() => {
    const draft = restoreDraft ? readProDraft() : null;
    return { values: draft ?? EMPTY_PRO_FORM, restored: draft !== null };
  });
  const form = useFormSubmission({
    start: () => start.values,
    fields: PRO_FIELDS,
    fieldId: proFieldId,
    parse: parseProApplication,
    serverErrors: serverFieldErrors,
    failureOf,
    invalidTitle: 'Please check the highlighted fields',
    send: apply,
    keepDraft: writeProDraft,
    // The receipt replaces this form as soon as the answer is cached.
    onSent: () => clearProDraft(),
  });
  return { ...form, restored: start.restored };
}
