// The application form's state: answers as typed (kept in session storage after every change), the
// client's and the server's field messages in one place, the summary that takes focus after each
// failed send, and one request however often "Send" is tapped.
import { useState, type FormEvent } from 'react';
import { toApiError, type ApiError } from '../../../api/errors.ts';
import type { FieldProblem } from '../../../components/ui/index.ts';
import { useApplyAsPro } from '../api/hooks.ts';
import { EMPTY_PRO_FORM, PRO_FIELDS, parseProApplication, serverFieldErrors, type ProField, type ProFieldErrors, type ProFormValues } from '../application-form.ts';
import { clearProDraft, readProDraft, writeProDraft } from '../draft.ts';

export interface ProFormFailure {
  title: string;
  message?: string;
  code?: string;
}

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
  const [values, setValues] = useState<ProFormValues>(start.values);
  const [errors, setErrors] = useState<ProFieldErrors>({});
  const [failure, setFailure] = useState<ProFormFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const problems: FieldProblem[] = PRO_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: proFieldId(field), message }] : [];
  });

  function set<K extends ProField>(field: K, value: ProFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      writeProDraft(next);
      return next;
    });
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function fail(error: ApiError) {
    const server = serverFieldErrors(error.fields);
    setErrors(server.errors);
    setFailure(failureOf(error, server.other));
    setFocusRequest((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second tap while the first is on its way sends nothing.
    if (apply.isPending) return;
    const parsed = parseProApplication(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFailure({ title: 'Please check the highlighted fields' });
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    // mutateAsync, not mutate's callbacks: the receipt replaces this form as soon as the answer is cached.
    apply.mutateAsync(parsed.body).then(
      () => clearProDraft(),
      (error: unknown) => fail(toApiError(error)),
    );
  }

  return {
    values,
    errors,
    failure,
    problems,
    focusRequest,
    restored: start.restored,
    sending: apply.isPending,
    hasProblems: failure !== null || problems.length > 0,
    set,
    submit,
  };
}
