// The contact form: the shared submit flow (lib/use-form-submission.ts) with the sender's details,
// the draft in session storage, and a confirmation that keeps what was sent.
import { useState } from 'react';
import { formatNigerianPhone } from '@ile/domain';
import type { ApiError } from '../../../api/errors.ts';
import { site } from '../../../config/site.ts';
import { useFormSubmission, type FormFailure } from '../../../lib/use-form-submission.ts';
import { useSendContactMessage } from '../api/hooks.ts';
import type { ContactMessageRequest } from '../api/requests.ts';
import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, parseContactMessage, serverContactErrors, type ContactField, type ContactFormValues } from '../contact-form.ts';
import { clearContactDraft, readContactDraft, writeContactDraft } from '../draft.ts';

/** Who is writing, when they are signed in: their details start the form. */
export interface ContactSender {
  name: string;
  /** Null for an account made by phone without an e-mail: the form then asks for one. */
  email: string | null;
  /** As stored, +234…; shown the way people write it. */
  phone: string;
}

export type ContactFailure = FormFailure;

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
    email: draft.email || (sender.email ?? ''),
    phone: draft.phone || formatNigerianPhone(sender.phone),
  };
}

export function useContactForm(sender: ContactSender | null, restoreDraft = true) {
  const send = useSendContactMessage();
  // What was sent, for the confirmation (the answer itself carries nothing to show).
  const [sent, setSent] = useState<ContactMessageRequest | null>(null);
  const form = useFormSubmission({
    start: () => contactStartValues(sender, restoreDraft),
    fields: CONTACT_FIELDS,
    fieldId: contactFieldId,
    parse: parseContactMessage,
    serverErrors: serverContactErrors,
    failureOf,
    invalidTitle: 'Please check the highlighted fields',
    send,
    keepDraft: writeContactDraft,
    onSent: (_answer, body) => {
      clearContactDraft();
      setSent(body);
    },
  });

  /** A new message from the same person: their details stay, the rest starts empty. */
  function writeAnother() {
    form.setValues((current) => ({ ...EMPTY_CONTACT_FORM, name: current.name, email: current.email, phone: current.phone }));
    setSent(null);
    send.reset();
  }

  return { ...form, sent, writeAnother };
}
