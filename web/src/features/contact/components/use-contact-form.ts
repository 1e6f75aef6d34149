// The contact form's state: what was typed (kept in session storage after every change), the
// client's and the server's field messages in one place, the summary that takes focus after each
// failed send, and one request however often "Send" is tapped.
import { useState, type FormEvent } from 'react';
import { formatNigerianPhone } from '@ile/domain';
import { toApiError, type ApiError } from '../../../api/errors.ts';
import type { FieldProblem } from '../../../components/ui/index.ts';
import { site } from '../../../config/site.ts';
import { useSendContactMessage } from '../api/hooks.ts';
import type { ContactMessageRequest } from '../api/requests.ts';
import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, parseContactMessage, serverContactErrors, type ContactField, type ContactFieldErrors, type ContactFormValues } from '../contact-form.ts';
import { clearContactDraft, readContactDraft, writeContactDraft } from '../draft.ts';

/** Who is writing, when they are signed in: their details start the form. */
export interface ContactSender {
  name: string;
  email: string;
  /** As stored, +234…; shown the way people write it. */
  phone: string;
}

export interface ContactFailure {
  title: string;
  message?: string;
}

export const contactFieldId = (field: ContactField) => `contact-${field}`;

function failureOf(error: ApiError, other: readonly string[]): ContactFailure {
  const message = [error.message, ...other].join(' ');
  const kept = 'Your message is still here.';
  if (error.isNetworkError) return { title: 'You seem to be offline', message: `${message} ${kept} Send it again when you are back online.` };
  if (error.status === 429) {
    return { title: 'Too many messages in a short time', message: `${message} ${kept} If it can’t wait, call or WhatsApp us on ${site.support.phoneDisplay}.` };
  }
  if (error.status === 400) return { title: 'Please check the highlighted fields', message };
  return { title: 'Your message was not sent', message: `${message} ${kept}` };
}

/**
 * The form's first values: the kept draft (unless `restoreDraft` is false: a pre-rendered page's
 * form starts as the server rendered it), with the signed-in sender's details where it has none.
 */
export function contactStartValues(sender: ContactSender | null, restoreDraft = true): ContactFormValues {
  const draft = (restoreDraft ? readContactDraft() : null) ?? EMPTY_CONTACT_FORM;
  if (!sender) return draft;
  return {
    ...draft,
    name: draft.name || sender.name,
    email: draft.email || sender.email,
    phone: draft.phone || formatNigerianPhone(sender.phone),
  };
}

export function useContactForm(sender: ContactSender | null, restoreDraft = true) {
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues>(() => contactStartValues(sender, restoreDraft));
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // What was sent, for the confirmation (the answer itself carries nothing to show).
  const [sent, setSent] = useState<ContactMessageRequest | null>(null);

  const problems: FieldProblem[] = CONTACT_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: contactFieldId(field), message }] : [];
  });

  function set(field: ContactField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      writeContactDraft(next);
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
    const server = serverContactErrors(error.fields);
    setErrors(server.errors);
    setFailure(failureOf(error, server.other));
    setFocusRequest((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second tap while the first is on its way sends nothing.
    if (send.isPending) return;
    const parsed = parseContactMessage(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFailure({ title: 'Please check the highlighted fields' });
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    send.mutateAsync(parsed.body).then(
      () => {
        clearContactDraft();
        setSent(parsed.body);
      },
      (error: unknown) => fail(toApiError(error)),
    );
  }

  /** A new message from the same person: their details stay, the rest starts empty. */
  function writeAnother() {
    setValues((current) => ({ ...EMPTY_CONTACT_FORM, name: current.name, email: current.email, phone: current.phone }));
    setSent(null);
    send.reset();
  }

  return {
    values,
    errors,
    failure,
    problems,
    focusRequest,
    sent,
    sending: send.isPending,
    hasProblems: failure !== null || problems.length > 0,
    set,
    submit,
    writeAnother,
  };
}
