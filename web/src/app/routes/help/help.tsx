// /help: answers to what customers ask most, grouped (booking, payment, pros, cancellations and
// changes, account), each opening in place (<details>, no script needed), then the help centre and
// the support line. The answers describe what the product does, no more: see /terms for the rules.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/icons/index.ts';
import { BOOKING_WINDOW_DAYS, HAPPINESS_WINDOW, VETTING_SUMMARY } from '@ile/domain';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { ContentPage } from '../../layout/content-page.tsx';

interface Question {
  q: string;
  a: ReactNode;
}

interface Group {
  id: string;
  title: string;
  questions: readonly Question[];
}

const GROUPS: readonly Group[] = [
  {
    id: 'booking',
    title: 'Booking',
    questions: [
      {
        q: 'How do I book a service?',
        a: (
          <>
            <p>
              Choose a service from <Link to={paths.services}>all services</Link> and answer a few questions, like the number of rooms or taps. The price
              shows as you go. Then give the address with the nearest landmark, pick a day and a time window, and confirm. Most people are done in under a
              minute.
            </p>
            <p>Time windows are morning (8am–12pm), afternoon (12pm–4pm) and evening (4pm–7pm), all West Africa Time.</p>
          </>
        ),
      },
      {
        q: 'Do I need an account?',
        a: (
          <p>
            You can fill in the whole form without one. When you confirm, we ask you to sign in or create an account (name, e-mail, phone and a password),
            and bring you straight back to your booking with everything you typed still there.
          </p>
        ),
      },
      {
        q: 'How far ahead can I book?',
        a: <p>From today up to {BOOKING_WINDOW_DAYS} days ahead. Need a day further out? Book a nearer one and move it later, or call us.</p>,
      },
      {
        q: 'When do I find out who is coming?',
        a: (
          <p>
            Once you have paid, we assign a vetted pro who offers that service near you. Their name appears on your booking page under{' '}
            <Link to={paths.dashboard}>My bookings</Link>, and you get a notification.
          </p>
        ),
      },
      {
        q: 'Why do interior design and moving start with a visit?',
        a: (
          <p>
            Nobody can price a new sitting room or a house move fairly without seeing it. For these you pay only for the visit when you book. The designer or
            surveyor then gives you a written quote, and you decide whether to go ahead.
          </p>
        ),
      },
      {
        q: 'Where do you work?',
        a: (
          <p>
            Most of our pros work across Abuja and Lagos. You can book for any address in Nigeria: if we can’t find a vetted pro near you for your day, we
            call you to offer another day, or cancel and refund you in full.
          </p>
        ),
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    questions: [
      {
        q: 'How do I pay?',
        a: (
          <p>
            After you book, tap “Pay” on your booking. You go to Paystack’s secure checkout, where you can pay by card, bank transfer or USSD. We never see or
            keep your card details.
          </p>
        ),
      },
      {
        q: 'Is the price fixed?',
        a: (
          <p>
            Yes. You see the price and its breakdown in Naira before you confirm, and the price you booked at is kept even if our prices change later. If a job
            needs parts or materials that aren’t in the booking (a new tap, paint you didn’t have), your pro tells you the cost and you agree it before
            anything is bought.
          </p>
        ),
      },
      {
        q: 'Where is my receipt?',
        a: <p>Once you have paid, your booking page has a receipt you can print or save, and we e-mail you a copy.</p>,
      },
      {
        q: 'I was charged twice, or after I cancelled. What now?',
        a: (
          <p>
            If a payment reaches us for a booking that was already paid or cancelled, we refund it automatically to the card or account it came from. If you
            don’t see it back within 10 working days, <Link to={paths.contact}>contact us</Link> with your booking reference.
          </p>
        ),
      },
    ],
  },
  {
    id: 'pros',
    title: 'Our pros',
    questions: [
      {
        q: 'How do you vet pros?',
        a: (
          <p>
            Every pro passes our checks: {VETTING_SUMMARY}. Only then do they get jobs. Customers rate every job, and we pause pros who fall short.
          </p>
        ),
      },
      {
        q: 'Do pros bring their own tools and supplies?',
        a: (
          <p>
            Yes, the tools for the job, and for cleaning, the cleaning products too. Each service page says exactly what is included and what is not, like
            the parts for a repair.
          </p>
        ),
      },
      {
        q: 'How do I leave a review?',
        a: (
          <p>
            When your job is marked completed, open it in <Link to={paths.dashboard}>My bookings</Link> and rate it from 1 to 5 stars, with a comment if you
            like. We show your first name and initial with it, never your address or phone number.
          </p>
        ),
      },
      {
        q: 'I am a skilled worker. Can I join?',
        a: (
          <p>
            Yes. <Link to={paths.pro}>Apply to become a pro</Link>: it takes about five minutes and is free. We call you within 3 working days.
          </p>
        ),
      },
    ],
  },
  {
    id: 'cancellations',
    title: 'Cancellations and changes',
    questions: [
      {
        q: 'Can I cancel my booking?',
        a: (
          <p>
            Yes, free of charge, from your booking page until a pro is assigned. If you have already paid, we refund the full amount to the card or account
            you paid with.
          </p>
        ),
      },
      {
        q: 'A pro is already assigned. Can I still cancel?',
        a: (
          <p>
            Call or WhatsApp us on{' '}
            <a href={site.support.phoneHref} className="content-page__nowrap">
              {site.support.phoneDisplay}
            </a>
            : our team can cancel it until the job starts, and refund you in full. Only the time is the problem? You can move it yourself, below.
          </p>
        ),
      },
      {
        q: 'Can I change the day or time?',
        a: (
          <p>
            Yes, from your booking page, until the job starts: pick any day from today up to {BOOKING_WINDOW_DAYS} days ahead and a new time window. It costs
            nothing.
          </p>
        ),
      },
      {
        q: 'How long does a refund take?',
        a: (
          <p>
            We ask Paystack for the refund as soon as the booking is cancelled. Most banks show it within 5 to 10 working days, depending on how you paid.
          </p>
        ),
      },
      {
        q: 'The job wasn’t done properly. What can I do?',
        a: (
          <p>
            Tell us within {HAPPINESS_WINDOW} of the job being completed. Under our <Link to={paths.happiness}>happiness guarantee</Link> we send a
            pro back to put it right at no cost, or refund you for what wasn’t done as booked.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    questions: [
      {
        q: 'I forgot my password.',
        a: (
          <p>
            Use <Link to={paths.forgotPassword}>reset your password</Link>: we e-mail you a link to choose a new one.
          </p>
        ),
      },
      {
        q: 'How do I change my e-mail or phone number?',
        a: (
          <p>
            <Link to={paths.contact}>Send us a message</Link> from the e-mail on your account, with the new details, and we update your account.
          </p>
        ),
      },
      {
        q: 'How do I invite a friend?',
        a: <p>Your referral code is on your dashboard. Send it by e-mail or WhatsApp from there; your friend enters it when they sign up.</p>,
      },
      {
        q: 'Can I see or delete the data you hold about me?',
        a: (
          <p>
            Yes, under the Nigeria Data Protection Act 2023. <Link to={paths.contact}>Send us a message</Link> from the e-mail on your account saying which
            you want. Payment records we must keep by law stay, and are used for nothing else.
          </p>
        ),
      },
    ],
  },
];

export function HelpScreen() {
  return (
    <ContentPage
      title="Help"
      eyebrow="Help"
      heading="How can we help?"
      lead={
        <p>
          Answers to what customers ask us most. Can’t find yours? The{' '}
          <a href={site.helpCentreUrl} rel="noopener">
            Ilé help centre
            <ExternalLink size={16} role="img" aria-label="(another site)" className="content-page__external" />
          </a>{' '}
          has step-by-step guides, or talk to us.
        </p>
      }
    >
      <nav className="content-toc" aria-labelledby="help-topics">
        <h2 id="help-topics">Topics</h2>
        <ol>
          {GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          <div className="faq">
            {group.questions.map(({ q, a }) => (
              <details key={q}>
                <summary>{q}</summary>
                <div className="faq__answer">{a}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </ContentPage>
  );
}
