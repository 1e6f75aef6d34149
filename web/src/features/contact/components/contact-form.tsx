// The contact form: who is writing (filled in for a signed-in customer), what about, an optional
// booking reference, and the message; messages next to each field and one summary on top after a
// failed send. Once sent, a confirmation replaces it and says what happens next.
import { useEffect, useRef } from 'react';
import { CircleCheck, Send } from '../../../components/icons/index.ts';
import { PHONE_HINT } from '@ile/domain';
import { Button, EmailField, ErrorSummary, TextField } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { site } from '../../../config/site.ts';
import type { ContactMessageRequest } from '../api/requests.ts';
import { MESSAGE_LIMITS } from '../contact-form.ts';
import { contactFieldId as id, useContactForm, type ContactSender } from './use-contact-form.ts';
import './contact.css';

export interface ContactFormProps {
  /** The signed-in customer, whose name, e-mail and phone start the form; null for a visitor. */
  sender: ContactSender | null;
  /** Whether the kept draft starts the form (not while a pre-rendered page hydrates). */
  restoreDraft?: boolean;
}

export function ContactForm({ sender, restoreDraft = true }: ContactFormProps) {
  const form = useContactForm(sender, restoreDraft);
  const { values, errors } = form;
  if (form.sent) return <ContactSent message={form.sent} onWriteAnother={form.writeAnother} />;
  const length = values.message.trim().length;

  return (
    <form className="contact-form" noValidate onSubmit={form.submit} aria-label="Send us a message">
      {form.hasProblems ? <ErrorSummary focusRequest={form.focusRequest} title={form.failure?.title} message={form.failure?.message} problems={form.problems} /> : null}
      <TextField id={id('name')} label="Your name" required autoComplete="name" value={values.name} onChange={(e) => form.set('name', e.target.value)} error={errors.name} />
      <EmailField
        id={id('email')}
        label="E-mail address"
        required
        hint="We reply to this address."
        value={values.email}
        onChange={(e) => form.set('email', e.target.value)}
        error={errors.email}
      />
      <TextField
        id={id('phone')}
        label="Phone number"
        optional
        hint={`If a call is quicker. ${PHONE_HINT}`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => form.set('phone', e.target.value)}
        error={errors.phone}
      />
      <TextField id={id('subject')} label="What is it about?" required hint="A few words, like “Change my cleaning day”." value={values.subject} onChange={(e) => form.set('subject', e.target.value)} error={errors.subject} />
      <TextField
        id={id('bookingReference')}
        label="Booking reference"
        optional
        hint="If it is about a booking: it starts with ILE-, like ILE-7KX2Q9, and is on your booking page and confirmation e-mail."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={values.bookingReference}
        onChange={(e) => form.set('bookingReference', e.target.value)}
        error={errors.bookingReference}
      />
      <TextArea
        id={id('message')}
        label="Your message"
        required
        rows={6}
        hint={
          <span className="contact-form__counter" data-over={length > MESSAGE_LIMITS.max || undefined}>
            {length}/{MESSAGE_LIMITS.max} characters, at least {MESSAGE_LIMITS.min}.
          </span>
        }
        value={values.message}
        onChange={(e) => form.set('message', e.target.value)}
        error={errors.message}
      />
      <Button type="submit" fullWidth loading={form.sending} loadingLabel="Sending your message…">
        <Send size={18} aria-hidden="true" />
        Send message
      </Button>
      <p className="contact-form__next">We reply by e-mail within one working day. We use your details only to answer you.</p>
    </form>
  );
}

interface ContactSentProps {
  message: ContactMessageRequest;
  onWriteAnother: () => void;
}

/** The confirmation. It takes focus when it appears, so a screen reader hears it at once. */
function ContactSent({ message, onWriteAnother }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="contact-sent" aria-labelledby="contact-sent-heading">
      <CircleCheck size={40} aria-hidden="true" className="contact-sent__icon" />
      <h2 id="contact-sent-heading" ref={heading} tabIndex={-1}>
        Message sent
      </h2>
      <p>
        Thank you, {message.name.split(/\s+/)[0]}. We have your message “{message.subject}”
        {message.bookingReference ? ` about booking ${message.bookingReference}` : ''} and will reply to <strong>{message.email}</strong> within one working day.
      </p>
      <p>
        If it can’t wait (a pro at your gate, water everywhere), call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or chat on{' '}
        <a href={site.support.whatsappHref}>WhatsApp</a>, {site.support.hours}.
      </p>
      <Button variant="secondary" onClick={onWriteAnother}>
        Send another message
      </Button>
    </section>
  );
}
