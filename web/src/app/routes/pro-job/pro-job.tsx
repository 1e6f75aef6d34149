// /pro/jobs/:bookingId: one of a pro's jobs. When and where (with a map), whom to call while the job
// is theirs, what to do and the price, then the next step (on my way, start, done) and declining,
// each confirmed on the screen first. The server has the last word: a 409 is shown by its action.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CircleX, MapPin, MessageCircle, Phone, SearchX } from '../../../components/icons/index.ts';
import { formatNigerianPhone, formatVisitDay, telHref, visitDayHasCome, whatsAppLink } from '@ile/domain';
import { isApiError, type ApiError } from '../../../api/errors.ts';
import { Alert, Button, ButtonLink, Card, Container, LoadFailed, Spinner, StatusPanel } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { paths } from '../../../config/routes.ts';
import { jobWhen } from '../../pro-jobs/job-when.ts';
import { site } from '../../../config/site.ts';
import { FactList } from '../../../features/bookings/components/booking-facts.tsx';
import { formatAddress } from '../../../features/bookings/components/format.ts';
import { PriceBreakdown } from '../../../features/bookings/components/price-breakdown.tsx';
import {
  JobStageChip,
  canDecline,
  hasStreet,
  jobStage,
  mapsLink,
  useDeclineJob,
  useMarkJobStep,
  useProJob,
  type JobStep,
  type ProJob,
  type ProJobStage,
} from '../../../features/pro-jobs/index.ts';
import { defaultDetails, detailLines, draftFormQueryOptions, toDetailValues } from '../../../features/service-forms/index.ts';
import '../../../features/pro-jobs/components/pro-jobs.css';
import './pro-job.css';

const NOTE_MAX = 500;
const REASON_MIN = 3;
const REASON_MAX = 500;

export function ProJobScreen() {
  const { bookingId = '' } = useParams();
  // Held here, above the job's query: once declined the job is no longer the pro's to load.
  const [declined, setDeclined] = useState(false);
  if (declined) return <JobDeclined />;
  return <JobLoader bookingId={bookingId} onDeclined={() => setDeclined(true)} />;
}

function BackToJobs() {
  return <ButtonLink to={paths.proJobs}>Back to my jobs</ButtonLink>;
}

function JobDeclined() {
  return (
    <StatusPanel icon={<CircleX size={40} />} title="Job declined" actions={<BackToJobs />}>
      <DocumentTitle>Job declined · Ilé</DocumentTitle>
      <p role="status">Declined. We've told the office; this job is no longer yours.</p>
    </StatusPanel>
  );
}

function JobLoader({ bookingId, onDeclined }: { bookingId: string; onDeclined: () => void }) {
  const job = useProJob(bookingId);
  if (job.isPending) {
    return (
      <Container className="pro-page">
        <p className="pro-page__loading" role="status">
          <Spinner size={20} /> Loading the job…
        </p>
      </Container>
    );
  }
  if (job.isError) {
    if (isApiError(job.error) && job.error.status === 404) {
      return (
        <StatusPanel icon={<SearchX size={40} />} title="This job is not yours any more" actions={<BackToJobs />}>
          <DocumentTitle>Job not found · Ilé</DocumentTitle>
          <p>It may have gone to another pro, or the link is incomplete.</p>
        </StatusPanel>
      );
    }
    return (
      <Container className="pro-page">
        <LoadFailed title="We couldn’t load this job" error={job.error} retrying={job.isFetching} onRetry={() => void job.refetch()} />
      </Container>
    );
  }
  return <JobView job={job.data} onDeclined={onDeclined} />;
}

function JobView({ job, onDeclined }: { job: ProJob; onDeclined: () => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const stage = jobStage(job);
  const { address } = job.visit;
  return (
    <Container className="pro-page pro-job">
      <DocumentTitle>{`${job.serviceName} · ${job.reference} · Ilé`}</DocumentTitle>
      <Link to={paths.proJobs} className="detail-page__back">
        <ArrowLeft size={18} aria-hidden="true" />
        My jobs
      </Link>
      <div className="detail-page__title">
        <h1>{job.serviceName}</h1>
        <JobStageChip stage={stage} />
      </div>
      <p className="detail-page__hint">Ref. {job.reference}</p>
      {notice ? (
        <Alert tone="success" title={notice} live>
          <p>Your jobs list is up to date.</p>
        </Alert>
      ) : null}

      <JobSteps job={job} stage={stage} onDone={setNotice} />

      {job.customer ? <CustomerContact customer={job.customer} reference={job.reference} /> : null}

      <Card className="detail-page__card">
        <h2 className="pro-job__heading">When and where</h2>
        {hasStreet(address) ? (
          <>
            <FactList
              rows={[
                { label: 'When', value: jobWhen(job.visit) },
                {
                  label: 'Address',
                  value: (
                    <>
                      {formatAddress(address)}
                      {address.landmark ? <span className="booking-facts__sub">Landmark: {address.landmark}</span> : null}
                    </>
                  ),
                },
              ]}
            />
            <a className="detail-page__link" href={mapsLink(address)}>
              <MapPin size={18} aria-hidden="true" />
              Open in Google Maps
            </a>
          </>
        ) : (
          <>
            {/* The job is over: the server keeps the customer's street and notes from the pro. */}
            <FactList rows={[{ label: 'When', value: jobWhen(job.visit) }, { label: 'Area', value: areaOf(address) }]} />
            <p className="detail-page__hint">The street and notes are hidden once a job is over.</p>
          </>
        )}
      </Card>

      <JobDetails job={job} />

      <Card className="detail-page__card">
        <PriceBreakdown price={job.price} />
      </Card>

      {job.proNote ? (
        <Card className="detail-page__card">
          <h2 className="pro-job__heading">Your note to the customer</h2>
          <p className="pro-job__note">{job.proNote}</p>
        </Card>
      ) : null}

      {canDecline(stage) ? <DeclineJob job={job} onDeclined={onDeclined} /> : null}
    </Container>
  );
}

/** "Wuse 2, Abuja, FCT (Abuja)": where a job that is over was. */
function areaOf(address: ProJob['visit']['address']): string {
  const state = address.state === 'FCT' ? 'FCT (Abuja)' : `${address.state} State`;
  return [address.area, address.city === address.area ? '' : address.city, state].filter(Boolean).join(', ');
}

/** What to do, in the words of the service's form: loaded on its own, so this screen holds no other service's form. */
function JobDetails({ job }: { job: ProJob }) {
  const service = useQuery(draftFormQueryOptions(job.service));
  const form = service.data?.form;
  // Until the form's words arrive (or if they can't), the customer's notes still show.
  const details = form ? detailLines(form, toDetailValues(form, job.details, defaultDetails(form))) : [];
  return (
    <Card className="detail-page__card">
      <h2 className="pro-job__heading">The job</h2>
      <FactList
        rows={[
          ...details.map((line) => ({ label: line.label, value: line.value })),
          ...(job.visit.notes ? [{ label: 'Notes from the customer', value: job.visit.notes }] : []),
        ]}
      />
    </Card>
  );
}

function CustomerContact({ customer, reference }: { customer: NonNullable<ProJob['customer']>; reference: string }) {
  return (
    <Card className="detail-page__card">
      <h2 className="pro-job__heading">Customer</h2>
      <ContactPerson name={customer.firstName} phone={customer.phone} greeting={`Hello ${customer.firstName}, this is your Ilé pro about booking ${reference}`} />
      {/* Someone else the customer named for the visit: the one to call at the door. */}
      {customer.atHome ? (
        <section className="pro-job__at-home" aria-labelledby="pro-job-at-home">
          <h3 id="pro-job-at-home" className="pro-job__subheading">
            At home for the visit
          </h3>
          <ContactPerson name={customer.atHome.name} phone={customer.atHome.phone} greeting={`Hello ${customer.atHome.name}, this is the Ilé pro for booking ${reference}`} />
        </section>
      ) : null}
    </Card>
  );
}

/** A name with call and WhatsApp links (the WhatsApp chat opens with a greeting typed). */
function ContactPerson({ name, phone, greeting }: { name: string; phone: string; greeting: string }) {
  return (
    <>
      <p className="pro-job__name">{name}</p>
      <div className="pro-job__contact">
        <a className="detail-page__link" href={telHref(phone)}>
          <Phone size={18} aria-hidden="true" />
          Call {formatNigerianPhone(phone)}
        </a>
        <a className="detail-page__link" href={whatsAppLink(phone, greeting)}>
          <MessageCircle size={18} aria-hidden="true" />
          WhatsApp {name}
        </a>
      </div>
    </>
  );
}

function failureTitle(error: ApiError): string {
  if (error.code === 'booking_state_conflict') return 'That step can’t be marked now';
  return error.isNetworkError ? 'You seem to be offline' : 'That didn’t work';
}

const QUESTIONS: Record<JobStep, (firstName: string) => string> = {
  on_the_way: (name) => `Tell ${name} you're on your way?`,
  started: () => 'Start this job now?',
  done: () => 'Mark this job as done?',
};

const TOLD: Record<JobStep, (firstName: string) => string> = {
  on_the_way: (name) => `${name} has been told you're on your way.`,
  started: (name) => `${name} has been told you've started.`,
  done: (name) => `Job done. ${name} has been told and can now rate it.`,
};

/** The next steps for the job's stage: started may come straight after assigned. */
function nextSteps(stage: ProJobStage): JobStep[] {
  if (stage === 'assigned') return ['on_the_way', 'started'];
  if (stage === 'on_the_way') return ['started'];
  if (stage === 'started') return ['done'];
  return [];
}

const STEP_BUTTONS: Record<JobStep, string> = { on_the_way: 'I’m on my way', started: 'Start job', done: 'Mark as done' };

function JobSteps({ job, stage, onDone }: { job: ProJob; stage: ProJobStage; onDone: (notice: string) => void }) {
  const [confirming, setConfirming] = useState<JobStep | null>(null);
  const [note, setNote] = useState('');
  const mark = useMarkJobStep(job.id);
  const steps = nextSteps(stage);
  if (steps.length === 0) return null;
  // The customer's name is gone from the answer once the job is done, so it is kept from before.
  const firstName = job.customer?.firstName ?? 'The customer';
  const tooEarly = !visitDayHasCome(job.visit.date, new Date());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirming || mark.isPending) return;
    const step = confirming;
    const trimmed = note.trim();
    mark.mutate(step === 'done' && trimmed ? { step, note: trimmed } : { step }, {
      onSuccess: () => {
        setConfirming(null);
        setNote('');
        onDone(TOLD[step](firstName));
      },
    });
  };

  return (
    <section className="detail-page__section" aria-labelledby="steps-heading">
      <h2 id="steps-heading">Next step</h2>
      {mark.error ? (
        <Alert tone="error" title={failureTitle(mark.error)} live>
          <p>{mark.error.message}</p>
        </Alert>
      ) : null}
      {confirming ? (
        <form className="detail-page__form" onSubmit={submit} aria-label="Confirm the step">
          <p className="pro-job__question">{QUESTIONS[confirming](firstName)}</p>
          {confirming === 'done' ? (
            <TextArea
              label="A note for the customer"
              optional
              hint={`What they should know, like something that needs fixing. Up to ${NOTE_MAX} characters.`}
              maxLength={NOTE_MAX}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          ) : null}
          <Button type="submit" fullWidth loading={mark.isPending} loadingLabel="Saving…">
            Confirm
          </Button>
          <Button variant="ghost" fullWidth onClick={() => setConfirming(null)}>
            Not yet
          </Button>
        </form>
      ) : (
        <div className="pro-job__actions">
          {steps.map((step) => {
            const blocked = step === 'started' && tooEarly;
            return (
              <div key={step} className="pro-job__action">
                <Button
                  variant={step === steps[0] ? 'primary' : 'secondary'}
                  fullWidth
                  disabled={blocked}
                  aria-describedby={blocked ? 'start-too-early' : undefined}
                  onClick={() => {
                    mark.reset();
                    setConfirming(step);
                  }}
                >
                  {STEP_BUTTONS[step]}
                </Button>
                {blocked ? (
                  <p id="start-too-early" className="detail-page__hint">
                    You can start this job from the visit day, {formatVisitDay(job.visit.date)}.
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

function reasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length < REASON_MIN) return 'Tell the office why in a few words, so they can find another pro.';
  if (trimmed.length > REASON_MAX) return `Keep it to ${REASON_MAX} characters or fewer.`;
  return undefined;
}

function DeclineJob({ job, onDeclined }: { job: ProJob; onDeclined: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const decline = useDeclineJob(job.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decline.isPending) return;
    const problem = reasonProblem(reason);
    setReasonError(problem);
    if (problem) return;
    // mutateAsync, not mutate's callbacks: the screen swaps this view for the declined message.
    decline.mutateAsync({ reason: reason.trim() }).then(onDeclined, () => undefined);
  };

  const serverFieldError = decline.error?.fields?.reason;
  const conflict = decline.error && !decline.error.fields ? decline.error : null;
  return (
    <section className="detail-page__section" aria-labelledby="decline-heading">
      <h2 id="decline-heading">Can’t do this job?</h2>
      {conflict ? (
        <Alert tone="error" title={conflict.code === 'booking_state_conflict' ? 'This job can no longer be declined here' : failureTitle(conflict)} live>
          <p>{conflict.message}</p>
          <p>
            Call us on <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>.
          </p>
        </Alert>
      ) : null}
      {open ? (
        <form className="detail-page__form" onSubmit={submit} noValidate aria-label="Decline this job">
          <p>Decline this job? The office will find another pro, and the customer will be told.</p>
          <TextArea
            label="Why are you declining?"
            required
            maxLength={REASON_MAX}
            rows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(undefined);
            }}
            error={reasonError ?? serverFieldError}
          />
          <Button type="submit" fullWidth loading={decline.isPending} loadingLabel="Declining…">
            Yes, decline this job
          </Button>
          <Button variant="ghost" fullWidth onClick={() => setOpen(false)}>
            Keep this job
          </Button>
        </form>
      ) : (
        <>
          <p className="detail-page__hint">Only before you start. Please decline early so the customer is not kept waiting.</p>
          <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
            Decline this job
          </Button>
        </>
      )}
    </section>
  );
}
