// "Contact details": the account's e-mail and phone, each proven or not. An e-mail is proven by the
// link mailed to it (until then it gets no booking e-mails), a phone by a texted code (until then it
// gets no booking texts and does not sign in). The phone's steps are the sign-in code form's.
import { useState, type FormEvent } from 'react';
import { formatNigerianPhone, normalizeNigerianPhone } from '@ile/domain';
import type { CurrentUser } from '../../../api/types.ts';
import { BadgeCheck, Mail, Smartphone } from '../../../components/icons/index.ts';
import { Alert, Button, EmailField } from '../../../components/ui/index.ts';
import { checkEmail } from '../../../lib/person-checks.ts';
import { useSendEmailVerification, useSendPhoneCode, useVerifyPhone } from '../api/hooks.ts';
import { PhoneCodeForm } from './phone-code-form.tsx';
import './contact-details.css';

export interface ContactDetailsProps {
  user: CurrentUser;
}

export function ContactDetails({ user }: ContactDetailsProps) {
  return (
    <section className="contact-details" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">Contact details</h2>
      <EmailDetail email={user.email} pendingEmail={user.pendingEmail} />
      <PhoneDetail phone={user.phone} phoneVerified={user.phoneVerified} />
    </section>
  );
}

function Confirmed() {
  return (
    <span className="contact-details__badge contact-details__badge--ok">
      <BadgeCheck size={16} aria-hidden="true" />
      Confirmed
    </span>
  );
}

function NotConfirmed() {
  return <span className="contact-details__badge contact-details__badge--waiting">Not confirmed yet</span>;
}

const EMAIL_FIELD = 'contact-email';

function EmailDetail({ email, pendingEmail }: { email: string | null; pendingEmail: string | null }) {
  const send = useSendEmailVerification();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  // Where the last link went: said once it is sent, until the next try.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formOpen = editing || (!email && !pendingEmail);

  const sendLink = (address: string, fromForm: boolean) => {
    if (send.isPending) return;
    setSentTo(null);
    send.mutate(
      { email: address },
      {
        onSuccess: (user) => {
          setSentTo(user.pendingEmail ?? address);
          setEditing(false);
          setTyped('');
        },
        // A refused address goes next to the field; anything else is said above it, and what was typed stays.
        onError: (error) => {
          if (fromForm) setFieldError(error.fields?.['email']);
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEmail(typed);
    if (problem) {
      setFieldError(problem);
      document.getElementById(EMAIL_FIELD)?.focus();
      return;
    }
    sendLink(typed.trim(), true);
  };

  const failure = send.isError && !(formOpen && send.error.fields?.['email']) ? send.error : null;

  return (
    <div className="contact-details__item">
      <h3>
        <Mail size={18} aria-hidden="true" />
        E-mail
      </h3>
      {email ? (
        <p className="contact-details__value">
          <span className="contact-details__address">{email}</span> <Confirmed />
        </p>
      ) : null}
      {pendingEmail ? (
        <div className="contact-details__pending">
          <p className="contact-details__value">
            We sent a link to <span className="contact-details__address">{pendingEmail}</span> <NotConfirmed />
          </p>
          <p className="contact-details__hint">Until you confirm it, we won’t send it booking e-mails. The link works for 3 days.</p>
        </div>
      ) : null}
      <p className="contact-details__status" role="status">
        {send.isPending ? 'Sending the link…' : sentTo && sentTo === pendingEmail ? `Sent. Open the link we e-mailed to ${sentTo} to confirm it.` : ''}
      </p>
      {failure ? (
        <Alert tone="error" title={failure.status === 429 ? 'Too many links' : failure.isNetworkError ? 'You seem to be offline' : 'We couldn’t send the link'} live>
          <p>{[failure.message, formOpen ? undefined : failure.fields?.['email']].filter(Boolean).join(' ')}</p>
        </Alert>
      ) : null}
      {formOpen ? (
        <form noValidate onSubmit={submit} aria-label={email || pendingEmail ? 'Change your e-mail' : 'Add an e-mail'} className="contact-details__form">
          <EmailField
            id={EMAIL_FIELD}
            label={email || pendingEmail ? 'New e-mail address' : 'E-mail address'}
            hint="For receipts and booking news. We e-mail you a link to confirm it."
            required
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setFieldError(undefined);
            }}
            error={fieldError}
          />
          <div className="contact-details__actions">
            <Button type="submit" size="sm" loading={send.isPending} loadingLabel="Sending the link…">
              Send the link
            </Button>
            {editing ? (
              <Button variant="ghost" size="sm" disabled={send.isPending} onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : (
        <div className="contact-details__actions">
          {pendingEmail ? (
            <Button variant="secondary" size="sm" loading={send.isPending} loadingLabel="Sending the link…" onClick={() => sendLink(pendingEmail, false)}>
              Send the link again
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            disabled={send.isPending}
            onClick={() => {
              setEditing(true);
              setSentTo(null);
              send.reset();
            }}
          >
            Change
          </Button>
        </div>
      )}
    </div>
  );
}

function PhoneDetail({ phone, phoneVerified }: { phone: string; phoneVerified: boolean }) {
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [proving, setProving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const shown = formatNigerianPhone(phone);
  const formOpen = !phoneVerified || proving;

  return (
    <div className="contact-details__item">
      <h3>
        <Smartphone size={18} aria-hidden="true" />
        Phone
      </h3>
      <p className="contact-details__value">
        <span className="contact-details__address">{shown}</span> {phoneVerified ? <Confirmed /> : <NotConfirmed />}
      </p>
      <p className="contact-details__status" role="status">
        {confirmed && phoneVerified ? 'Confirmed. Booking texts and sign-in codes go to this number.' : ''}
      </p>
      {formOpen ? (
        <div className="contact-details__phone">
          {phoneVerified ? (
            <p className="contact-details__hint">We text a code to the new number; it replaces this one once you enter the code.</p>
          ) : (
            <p className="contact-details__hint">Confirm this number to get booking texts and sign in with it.</p>
          )}
          {paused ? (
            <Alert tone="warning" title="Texts are paused for now" live>
              <p>We can’t text codes right now. Please try again later; your bookings are not affected.</p>
            </Alert>
          ) : null}
          <PhoneCodeForm
            label="Confirm your phone number"
            idPrefix="confirm-phone"
            initialPhone={phoneVerified ? '' : shown}
            send={{
              isPending: send.isPending,
              mutate: (body, callbacks) => {
                setPaused(false);
                send.mutate(body, callbacks);
              },
            }}
            sendLabel="Text me a code"
            submitLabel="Confirm number"
            busy={verify.isPending}
            busyLabel="Confirming…"
            onPaused={() => setPaused(true)}
            onSubmit={(body, fail) =>
              verify.mutate(
                { phone: normalizeNigerianPhone(body.phone) ?? body.phone, code: body.code },
                {
                  onSuccess: () => {
                    setConfirmed(true);
                    setProving(false);
                  },
                  onError: fail,
                },
              )
            }
          />
          {proving ? (
            <Button variant="ghost" size="sm" disabled={verify.isPending} onClick={() => setProving(false)}>
              Keep {shown}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="contact-details__actions">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setConfirmed(false);
              setProving(true);
            }}
          >
            Use another number
          </Button>
        </div>
      )}
    </div>
  );
}
