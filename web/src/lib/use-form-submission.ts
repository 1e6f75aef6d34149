// One submit flow for the app's simple forms (contact, pro application, review): what was typed stays
// (and is kept as a draft where the form has one), client and server messages land next to their
// fields, the summary takes focus after each failed send, and a second tap sends nothing.
import { useState, type FormEvent } from 'react';
import { toApiError, type ApiError } from '../api/errors.ts';
import type { FieldProblem } from '../components/ui/index.ts';

export interface FormFailure {
  title: string;
  message?: string;
  code?: string;
}

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface FormSubmissionOptions<Values, Field extends keyof Values & string, Body, Answer> {
  /** The first values (called once). */
  start: () => Values;
  fields: readonly Field[];
  /** The control each field's message points at. */
  fieldId: (field: Field) => string;
  parse: (values: Values) => { ok: true; body: Body } | { ok: false; errors: FieldErrors<Field> };
  /** The server's field messages, split into this form's fields and the rest. */
  serverErrors: (fields: ApiError['fields']) => { errors: FieldErrors<Field>; other: readonly string[] };
  failureOf: (error: ApiError, other: readonly string[]) => FormFailure;
  /** The summary's title when the form's own checks fail. */
  invalidTitle: string;
  send: { isPending: boolean; mutateAsync: (body: Body) => Promise<Answer> };
  onSent: (answer: Answer, body: Body) => void;
  /** Keeps what was typed after every change (session storage), for forms that have a draft. */
  keepDraft?: (values: Values) => void;
  /** An error the form answers in its own way: true when handled (no failure is shown). */
  handled?: (error: ApiError) => boolean;
}

export function useFormSubmission<Values, Field extends keyof Values & string, Body, Answer>(options: FormSubmissionOptions<Values, Field, Body, Answer>) {
  const { fields, fieldId, parse, serverErrors, failureOf, invalidTitle, send, onSent, keepDraft, handled } = options;
  const [values, setValues] = useState<Values>(options.start);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const problems: FieldProblem[] = fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      keepDraft?.(next);
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
    if (handled?.(error)) return;
    const server = serverErrors(error.fields);
    setErrors(server.errors);
    setFailure(failureOf(error, server.other));
    setFocusRequest((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = parse(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFailure({ title: invalidTitle });
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    // mutateAsync, not mutate's callbacks: what replaces the form (a receipt, the review) may unmount it first.
    send.mutateAsync(parsed.body).then(
      (answer) => onSent(answer, parsed.body),
      (error: unknown) => fail(toApiError(error)),
    );
  }

  return {
    values,
    setValues,
    errors,
    failure,
    problems,
    focusRequest,
    sending: send.isPending,
    hasProblems: failure !== null || problems.length > 0,
    set,
    submit,
  };
}
