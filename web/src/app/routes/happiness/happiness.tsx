// /happiness: what the Ilé happiness guarantee promises, how a claim works step by step, what it does
// not cover, and how to reach us. A signed-in customer sees their jobs completed within the happiness window,
// each with a way to raise a claim on its page; a visitor is asked to sign in.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Ban, CircleCheck, HandCoins, LogIn, MessageCircle, Phone, ShieldCheck, UserRoundCheck, Wrench } from '../../../components/icons/index.ts';
import { HAPPINESS_WINDOW, formatDate } from '@ile/domain';
import { ButtonAnchor, ButtonLink, Card, Container, LoadFailed } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { useCurrentUserState } from '../../../features/auth/api/index.ts';
import { useBookings } from '../../../features/bookings/api/index.ts';
import { CLAIM_SECTION_ID, CLAIM_STATUS_LABELS, bookingsInClaimWindow, claimDeadline, type CompletedBooking } from '../../../features/claims/index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './happiness.css';

const DAYS = HAPPINESS_WINDOW;

const PROMISES = [
  {
    icon: Wrench,
    title: 'Put right, at no cost',
    text: 'Your pro, or another vetted Ilé pro, comes back at a time that suits you and fixes it. You pay nothing more: no call-out, no labour.',
  },
  {
    icon: HandCoins,
    title: 'Or your money back',
    text: 'If it can’t be put right, we refund what you paid for the part of the job that wasn’t done as booked, to the card or account you paid with.',
  },
  {
    icon: UserRoundCheck,
    title: 'A person, not a form',
    text: 'Someone from our support team calls you within one working day of your claim and stays with it until it is settled.',
  },
] as const;

const STEPS = [
  {
    title: `Tell us within ${DAYS}`,
    text: `Open the booking in My bookings and use “Something not right?”: say what went wrong and describe a photo you can send us. Or call or WhatsApp us. The ${DAYS} count from the moment the job is marked completed.`,
  },
  {
    title: 'Get your claim reference',
    text: (
      <>
        You see a reference like <span className="happiness__nowrap">CLM-7KX2Q9</span> straight away, and we e-mail it to you. Quote it whenever you talk to us.
      </>
    ),
  },
  {
    title: 'We call you within one working day',
    text: 'We listen, ask for the photo on WhatsApp, and talk to the pro about what happened.',
  },
  {
    title: 'We put it right, or refund you',
    text: 'We agree a day for your pro, or another vetted pro, to come back and fix it at no cost. If it can’t be fixed, we refund you for what wasn’t done as booked. Either way we e-mail you what was agreed.',
  },
] as const satisfies readonly { title: string; text: ReactNode }[];

const COVERED = [
  'Work in your booking that wasn’t done, or was only half done: a room on the cleaning checklist skipped, one of the sockets you booked not fitted.',
  `Work that doesn’t hold up within the ${DAYS}: a pipe the plumber fixed dripping again, a switch that stops working, fresh paint peeling.`,
  'Damage your pro caused while doing the job.',
] as const;

const NOT_COVERED = [
  'Damage from faults that were there before the job: old wiring, corroded pipes, a cracked wall or a leaking roof. Your pro tells you what they find and can quote to fix it.',
  'Parts, appliances and materials you bought yourself. We stand behind the work; the maker’s warranty covers its product.',
  'Work you agreed and paid for directly with the pro, outside Ilé.',
  'A change of mind after the job, such as a paint colour or curtain style you chose.',
  'Wear and tear, misuse, or someone else working on the same thing after our pro left.',
  `Problems first reported more than ${DAYS} after the job was completed. Call us anyway: we always listen.`,
] as const;

export function HappinessScreen() {
  return (
    <Container className="happiness">
      <DocumentTitle>Happiness guarantee · Ilé</DocumentTitle>
      <header className="happiness__header">
        <p className="happiness__eyebrow">
          <ShieldCheck size={20} aria-hidden="true" />
          The Ilé happiness guarantee
        </p>
        <h1>If the job isn’t done as booked, we put it right</h1>
        <p className="happiness__lead">
          Every Ilé pro is vetted, but things still go wrong sometimes. Tell us within {DAYS} of the job being completed and we send your pro, or another
          one, back to put it right at no cost to you. If it can’t be put right, we refund you.
        </p>
      </header>

      <ul className="happiness__promises" aria-label="What we promise">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="happiness__promise">
              <Icon size={26} aria-hidden="true" />
              <h2>{title}</h2>
              <p>{text}</p>
            </Card>
          </li>
        ))}
      </ul>

      <YourJobs />

      <section className="happiness__section" aria-labelledby="steps-heading">
        <h2 id="steps-heading">How a claim works</h2>
        <ol className="happiness__steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="happiness__cover">
        <section className="happiness__section" aria-labelledby="covered-heading">
          <h2 id="covered-heading">What it covers</h2>
          <ul className="happiness__list">
            {COVERED.map((item) => (
              <li key={item}>
                <CircleCheck size={20} aria-hidden="true" className="happiness__yes" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="happiness__section" aria-labelledby="not-covered-heading">
          <h2 id="not-covered-heading">What it doesn’t cover</h2>
          <ul className="happiness__list">
            {NOT_COVERED.map((item) => (
              <li key={item}>
                <Ban size={20} aria-hidden="true" className="happiness__no" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="happiness__section happiness__talk" aria-labelledby="talk-heading">
        <h2 id="talk-heading">Rather talk to someone?</h2>
        <p>
          Call or WhatsApp our support team with your booking reference, {site.support.hours}, or e-mail{' '}
          <a href={site.support.emailHref}>{site.support.email}</a> any time.
        </p>
        <div className="happiness__actions">
          <ButtonAnchor href={site.support.phoneHref} variant="secondary">
            <Phone size={20} aria-hidden="true" />
            Call {site.support.phoneDisplay}
          </ButtonAnchor>
          <ButtonAnchor href={site.support.whatsappHref} variant="secondary" target="_blank" rel="noopener noreferrer">
            <MessageCircle size={20} aria-hidden="true" />
            WhatsApp us
          </ButtonAnchor>
        </div>
      </section>
    </Container>
  );
}

/** The visitor's way in: their claimable jobs when signed in as a customer, else a sign-in prompt. */
function YourJobs() {
  const user = useCurrentUserState();
  return (
    <section className="happiness__section happiness__jobs" aria-labelledby="jobs-heading">
      <h2 id="jobs-heading">Raise a claim</h2>
      {user && user.role === 'user' ? (
        <ClaimableJobs />
      ) : user && user.role === 'admin' ? (
        <p>
          You are signed in as an admin. Claims customers raise are in <Link to={paths.adminClaims}>the admin area</Link>.
        </p>
      ) : (
        <>
          <p>Sign in to see your jobs completed in the last {DAYS} and raise a claim on one. No account, or booked by phone? Call or WhatsApp us instead.</p>
          <ButtonLink to={paths.signIn} state={{ from: paths.happiness }} fullWidth>
            <LogIn size={20} aria-hidden="true" />
            Sign in to raise a claim
          </ButtonLink>
        </>
      )}
    </section>
  );
}

function ClaimableJobs() {
  const bookings = useBookings();
  if (bookings.isPending) {
    return (
      <div className="happiness__jobs-list" role="status" aria-label="Loading your recent jobs">
        <div className="happiness__job happiness__job--skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <LoadFailed title="We couldn’t load your jobs" error={bookings.error} retrying={bookings.isFetching} onRetry={() => void bookings.refetch()} />
    );
  }
  const jobs = bookingsInClaimWindow(bookings.data, new Date());
  if (jobs.length === 0) {
    return (
      <p>
        None of your jobs was completed in the last {DAYS}. When one is, you can raise a claim from its page for {DAYS}.{' '}
        <Link to={paths.dashboard}>See my bookings</Link>
      </p>
    );
  }
  return (
    <>
      <p>Your jobs completed in the last {DAYS}. Pick the one that wasn’t done as booked.</p>
      <ul className="happiness__jobs-list" aria-label={`Your jobs completed in the last ${DAYS}`}>
        {jobs.map((booking) => (
          <li key={booking.id}>
            <ClaimableJob booking={booking} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ClaimableJob({ booking }: { booking: CompletedBooking }) {
  const where = `${booking.serviceName}, ${booking.reference}`;
  return (
    <div className="happiness__job">
      <p className="happiness__job-service">{booking.serviceName}</p>
      <p className="happiness__job-meta">
        Ref. {booking.reference} · completed {formatDate(booking.completedAt)}
      </p>
      {booking.claim ? (
        <>
          <p className="happiness__job-meta">
            Claim {booking.claim.reference}: {CLAIM_STATUS_LABELS[booking.claim.status].toLowerCase()}
          </p>
          <Link to={`${paths.bookingDetail(booking.id)}#${CLAIM_SECTION_ID}`} className="happiness__job-link">
            See your claim<span className="visually-hidden"> on {where}</span>
          </Link>
        </>
      ) : (
        <>
          <p className="happiness__job-meta">Claim until {claimDeadline(booking.completedAt)}</p>
          <ButtonLink to={`${paths.bookingDetail(booking.id)}#${CLAIM_SECTION_ID}`} variant="primary" size="sm">
            Raise a claim<span className="visually-hidden"> on {where}</span>
          </ButtonLink>
        </>
      )}
    </div>
  );
}
