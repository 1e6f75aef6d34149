// /pushnotetool (admins only; the server refuses everyone else too): compose a title, a message and an
// optional link on this site, for every customer, every pro, or one person by e-mail or phone; see it
// as they will; confirm before it goes to everyone; then "sent to N customers". A failure keeps
// everything typed.
import { useState, type FormEvent } from 'react';
import { PHONE_HINT } from '@ile/domain';
import { Send, SquarePen, TriangleAlert, Users } from '../../../components/icons/index.ts';
import type { ApiError } from '../../../api/errors.ts';
import { Alert, Button, EmailField, ErrorSummary, TextField, type FieldProblem } from '../../../components/ui/index.ts';
import { ChoiceCards } from '../../../components/ui/choice-cards.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { AdminPage } from '../../../features/admin/index.ts';
import {
  COMPOSE_LIMITS,
  EMPTY_COMPOSE,
  NotificationCard,
  recipientsText,
  toAnnouncement,
  useSendNotification,
  type ComposeErrors,
  type ComposeField,
  type ComposeValues,
  type NotificationAudience,
  type PersonBy,
  type SendNotificationRequest,
} from '../../../features/notifications/index.ts';
import './push-note-tool.css';

const FIELD_IDS: Record<ComposeField, string> = { title: 'push-title', body: 'push-body', link: 'push-link', audience: 'push-audience', email: 'push-email', phone: 'push-phone' };
const FIELD_ORDER: readonly ComposeField[] = ['title', 'body', 'link', 'audience', 'email', 'phone'];
const AUDIENCES = [
  { value: 'all_customers', label: 'All customers', hint: 'Everyone with a customer account' },
  { value: 'all_pros', label: 'All pros', hint: 'Everyone with a pro account' },
  { value: 'one_person', label: 'One person', hint: 'A customer or a pro, by e-mail or phone' },
] as const;
const PERSON_BY = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone' },
] as const;
/** Who "everyone" is, for the confirm step and the send button. */
const EVERYONE: Record<'all_customers' | 'all_pros', { every: string; all: string }> = {
  all_customers: { every: 'every customer', all: 'all customers' },
  all_pros: { every: 'every pro', all: 'all pros' },
};

function isAudience(value: string): value is NotificationAudience {
  return AUDIENCES.some((audience) => audience.value === value);
}

function isPersonBy(value: string): value is PersonBy {
  return value === 'email' || value === 'phone';
}

/** What sent goes to, for the success message: "(ada@example.ng)", "(0803 555 0101)". */
function whoText(body: SendNotificationRequest): string {
  const who = body.email ?? body.phone;
  return who ? ` (${who})` : '';
}

function isComposeField(key: string): key is ComposeField {
  return FIELD_ORDER.some((field) => field === key);
}

interface Failure {
  title: string;
  message?: string;
}

function failureOf(error: ApiError): Failure {
  if (error.isNetworkError) return { title: 'You seem to be offline', message: `${error.message} Your message is kept here: send it again once you’re back online.` };
  if (error.status === 403) return { title: 'You don’t have access to this', message: `${error.message} Only admins can send notifications. Sign in again as an admin.` };
  // The server's own sentence often says just that; then the field messages speak for themselves.
  if (error.status === 400) return /^please check the highlighted fields\.?$/i.test(error.message) ? { title: 'Please check the highlighted fields' } : { title: 'Please check the highlighted fields', message: error.message };
  return { title: 'The message was not sent', message: `${error.message} Nothing was sent; your message is kept here.` };
}

export function PushNoteToolScreen() {
  const send = useSendNotification();
  const [values, setValues] = useState<ComposeValues>(EMPTY_COMPOSE);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [confirming, setConfirming] = useState<SendNotificationRequest | null>(null);
  const [sent, setSent] = useState<{ recipients: number; body: SendNotificationRequest } | null>(null);

  const change = (field: keyof ComposeValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setConfirming(null);
    setErrors((current) => {
      if (!isComposeField(field) || !(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const fail = (next: Failure, fieldErrors: ComposeErrors = {}) => {
    setErrors(fieldErrors);
    setFailure(next);
    setFocusRequest((n) => n + 1);
  };

  const deliver = (body: SendNotificationRequest) => {
    if (send.isPending) return;
    setFailure(null);
    send.mutate(body, {
      onSuccess: ({ recipients }) => {
        setConfirming(null);
        setSent({ recipients, body });
      },
      onError: (error) => {
        setConfirming(null);
        const fieldErrors: ComposeErrors = {};
        const other: string[] = [];
        for (const [key, message] of Object.entries(error.fields ?? {})) {
          if (isComposeField(key)) fieldErrors[key] = message;
          else other.push(message);
        }
        const base = failureOf(error);
        fail({ ...base, message: [base.message, ...other].filter(Boolean).join(' ') }, fieldErrors);
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = toAnnouncement(values);
    if (!result.ok) return fail({ title: 'Please check the highlighted fields' }, result.errors);
    setErrors({});
    setFailure(null);
    // Everyone at once can't be taken back: ask first. One person goes straight away.
    if (result.body.audience !== 'one_person') setConfirming(result.body);
    else deliver(result.body);
  };

  const startAgain = () => {
    setValues(EMPTY_COMPOSE);
    setSent(null);
    send.reset();
  };

  const problems: FieldProblem[] = FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });

  if (sent) {
    return (
      <AdminPage title="Notify customers">
        <Alert tone="success" title={`Sent to ${recipientsText(sent.recipients, sent.body.audience)}`} live>
          <p>It is in their notifications on the dashboard now{whoText(sent.body)}.</p>
        </Alert>
        <section className="admin-section" aria-labelledby="push-sent-heading">
          <h2 id="push-sent-heading">What they see</h2>
          <NotificationCard preview notification={{ kind: 'announcement', title: sent.body.title, body: sent.body.body, link: sent.body.link ?? null, readAt: null, createdAt: new Date().toISOString() }} />
        </section>
        <Button onClick={startAgain}>
          <SquarePen size={18} aria-hidden="true" />
          Write another message
        </Button>
      </AdminPage>
    );
  }

  const onePerson = values.audience === 'one_person';
  const everyone = values.audience === 'one_person' ? null : EVERYONE[values.audience];
  return (
    <AdminPage title="Notify customers">
      <p className="push-tool__intro">Send an in-app notification: it shows in their notifications on the dashboard, with a count on the bell.</p>
      {failure || problems.length > 0 ? (
        <ErrorSummary title={failure?.title ?? 'Please check the highlighted fields'} message={failure?.message} problems={problems} focusRequest={focusRequest} />
      ) : null}
      <form className="admin-section push-tool__form" onSubmit={submit} noValidate aria-labelledby="push-compose-heading">
        <h2 id="push-compose-heading">Compose</h2>
        <TextField
          id={FIELD_IDS.title}
          label="Title"
          required
          hint={`Up to ${COMPOSE_LIMITS.title} characters, shown in bold.`}
          value={values.title}
          onChange={(e) => change('title', e.target.value)}
          error={errors.title}
          autoComplete="off"
        />
        <TextArea
          id={FIELD_IDS.body}
          label="Message"
          required
          hint={`${values.body.trim().length} of ${COMPOSE_LIMITS.body} characters.`}
          rows={4}
          value={values.body}
          onChange={(e) => change('body', e.target.value)}
          error={errors.body}
        />
        <TextField
          id={FIELD_IDS.link}
          label="Link"
          optional
          hint="A page on this site that opens from the notification, like /services/ac-repairs."
          value={values.link}
          onChange={(e) => change('link', e.target.value)}
          error={errors.link}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <ChoiceCards
          id={FIELD_IDS.audience}
          name="audience"
          legend="Send to"
          options={AUDIENCES}
          value={values.audience}
          error={errors.audience}
          onChange={(value) => {
            if (isAudience(value)) change('audience', value);
          }}
        />
        {onePerson ? (
          <>
            <ChoiceCards
              id="push-person-by"
              name="personBy"
              legend="Find them by"
              options={PERSON_BY}
              value={values.personBy}
              onChange={(value) => {
                if (isPersonBy(value)) change('personBy', value);
              }}
            />
            {values.personBy === 'email' ? (
              <EmailField
                id={FIELD_IDS.email}
                label="Their e-mail"
                required
                hint="The e-mail address of their Ilé account."
                autoComplete="off"
                value={values.email}
                onChange={(e) => change('email', e.target.value)}
                error={errors.email}
              />
            ) : (
              <TextField
                id={FIELD_IDS.phone}
                label="Their phone"
                required
                type="tel"
                inputMode="tel"
                autoComplete="off"
                hint={`The phone number of their Ilé account. ${PHONE_HINT}`}
                value={values.phone}
                onChange={(e) => change('phone', e.target.value)}
                error={errors.phone}
              />
            )}
          </>
        ) : null}

        <section className="push-tool__preview" aria-labelledby="push-preview-heading">
          <h3 id="push-preview-heading">Preview</h3>
          <NotificationCard
            preview
            notification={{
              kind: 'announcement',
              title: values.title.trim() || 'Your title',
              body: values.body.trim() || 'Your message shows here, as people will read it.',
              link: values.link.trim() || null,
              readAt: null,
              createdAt: new Date().toISOString(),
            }}
          />
        </section>

        {confirming ? (
          <div className="push-tool__confirm" role="group" aria-labelledby="push-confirm-heading">
            <p id="push-confirm-heading" className="push-tool__confirm-title">
              <TriangleAlert size={20} aria-hidden="true" />
              Send this to {everyone?.every}?
            </p>
            <p>It lands in {everyone?.every}’s notifications at once and can’t be taken back.</p>
            <Button onClick={() => deliver(confirming)} loading={send.isPending} loadingLabel="Sending…" fullWidth>
              <Users size={18} aria-hidden="true" />
              Yes, send to {everyone?.all}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)} fullWidth>
              Go back and edit
            </Button>
          </div>
        ) : (
          <Button type="submit" loading={send.isPending} loadingLabel="Sending…" fullWidth>
            <Send size={18} aria-hidden="true" />
            {everyone ? `Send to ${everyone.all}` : 'Send to this person'}
          </Button>
        )}
      </form>
    </AdminPage>
  );
}
