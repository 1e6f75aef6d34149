// /terms: the terms of using Ilé, in plain words. The cancellation section (id "cancellation": the
// footer's policy link lands there, scrolled to by the shell's ScrollRestoration) says what the
// product enforces: the customer cancels online until a pro is assigned, support until the job
// starts, the day moves until it starts, and a paid booking that is cancelled is refunded in full
// (domain/src/booking-status.ts, the BFF's bookings and admin-bookings modules).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_WINDOW_DAYS, HAPPINESS_WINDOW, VETTING_SUMMARY } from '@ile/domain';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { TIME_WINDOW_WORDS } from './time-windows.ts';
import { ContentPage } from '../../layout/content-page.tsx';

/** When these terms last changed: shown at the top, and the day a change takes effect is announced. */
export const TERMS_UPDATED = '25 November 2026';

const SECTIONS = [
  { id: 'about-terms', title: 'About these terms' },
  { id: 'accounts', title: 'Your account' },
  { id: 'bookings', title: 'Bookings and prices' },
  { id: 'payment', title: 'Payment' },
  { id: 'cancellation', title: 'Cancellations, changes and refunds' },
  { id: 'happiness', title: 'The happiness guarantee' },
  { id: 'pros', title: 'Our pros' },
  { id: 'your-part', title: 'Your part' },
  { id: 'reviews', title: 'Reviews and messages' },
  { id: 'liability', title: 'Our responsibility' },
  { id: 'privacy', title: 'Your personal data' },
  { id: 'disputes', title: 'Complaints and disputes' },
  { id: 'changes', title: 'Changes to these terms' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const number = SECTIONS.findIndex((s) => s.id === id) + 1;
  const title = SECTIONS.find((s) => s.id === id)?.title ?? '';
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="terms__section">
      <h2 id={`${id}-heading`}>
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}

export function TermsScreen() {
  return (
    <ContentPage
      title="Terms of use"
      eyebrow="Terms"
      heading="Terms of use"
      lead={
        <>
          <p>
            The agreement between you and Ilé when you book a home service or work as a pro through Ilé. We have kept it as short and plain as we can. Last
            updated {TERMS_UPDATED}.
          </p>
          <p>
            Looking for the cancellation policy? It is <a href="#cancellation">section 5</a>.
          </p>
        </>
      }
    >
      <nav className="content-toc" aria-labelledby="terms-contents">
        <h2 id="terms-contents">Contents</h2>
        <ol>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="about-terms">
        <p>
          Ilé (“we”, “us”) runs this website and the Ilé apps from our office at {site.office.lines.join(', ')}. Ilé is a marketplace: we take your
          booking and payment, and match you with an independent, vetted professional (a “pro”) who does the work.
        </p>
        <p>By creating an account or making a booking you accept these terms. If you don’t agree with them, please don’t use Ilé.</p>
      </Section>

      <Section id="accounts">
        <ul>
          <li>You must be 18 or older to open an account and book.</li>
          <li>Give your real name, an e-mail address you read, and a Nigerian mobile number we can reach you on. Keep them up to date.</li>
          <li>Keep your password to yourself. Tell us at once if you think someone else has used your account.</li>
          <li>We may close an account used to abuse pros or our staff, to book without paying, or for fraud.</li>
        </ul>
      </Section>

      <Section id="bookings">
        <ul>
          <li>
            Prices are fixed and in Naira. Before you confirm, you see the price with its breakdown (for example per bedroom or per point), and that is what
            you pay for the work you booked. A later change to our prices does not change your booking.
          </li>
          <li>
            Parts and materials are not included unless the service page says so. If the job needs them, your pro tells you the cost and you agree it before
            anything is bought.
          </li>
          <li>
            Interior design and moving start with a paid visit: the price you book is for the visit. You then get a written quote for the work, which you
            are free to turn down.
          </li>
          <li>
            You can book a visit from today up to {BOOKING_WINDOW_DAYS} days ahead, in one of three windows: {TIME_WINDOW_WORDS}, West Africa Time. Your pro
            arrives within the window you chose.
          </li>
          <li>
            A booking is confirmed when we receive it and is shown in <Link to={paths.dashboard}>My bookings</Link> with a reference like ILE-7KX2Q9. We
            assign a pro once it is paid. If we can’t find a vetted pro for your address and day, we call you to offer another day, or cancel the booking
            and refund you in full.
          </li>
        </ul>
      </Section>

      <Section id="payment">
        <ul>
          <li>You pay after booking and before the visit, in Naira, through Paystack’s secure checkout (card, bank transfer or USSD).</li>
          <li>We never see or store your card details. A booking counts as paid only when Paystack confirms the payment to us.</li>
          <li>Once paid, your receipt is on your booking page and we e-mail you a copy.</li>
          <li>
            Pay for the booked work through Ilé only. Money paid to a pro directly, outside Ilé, is not covered by these terms or by the happiness
            guarantee.
          </li>
          <li>If a payment reaches us for a booking that was already paid or cancelled, we refund it automatically.</li>
        </ul>
      </Section>

      <Section id="cancellation">
        <h3>Before a pro is assigned</h3>
        <p>
          You can cancel from your booking page, free of charge, while the booking is waiting for payment or is paid but has no pro yet. If you have paid,
          we refund the full amount.
        </p>
        <h3>After a pro is assigned, before the job starts</h3>
        <p>
          The booking can no longer be cancelled online, because your pro has set the time aside. Call or WhatsApp us on{' '}
          <a href={site.support.phoneHref} className="content-page__nowrap">
            {site.support.phoneDisplay}
          </a>
          , {site.support.hours}: our team can cancel it until the job starts, and a paid booking cancelled this way is refunded in full.
        </p>
        <h3>Changing the day or time</h3>
        <p>
          Until the job starts you can move your booking yourself, from its page, to any day from today up to {BOOKING_WINDOW_DAYS} days ahead and any of
          the three time windows. Moving a booking is free.
        </p>
        <h3>Once the job has started</h3>
        <p>
          A job in progress can’t be cancelled or moved. If something is wrong, talk to your pro, or call us straight away. After the job, the happiness
          guarantee applies (section 6).
        </p>
        <h3>If we cancel</h3>
        <p>
          If we have to cancel (for example, no vetted pro is free for your address and day, or your pro can’t come and no one else can take the job), we
          tell you why and refund you in full.
        </p>
        <h3>How refunds are paid</h3>
        <p>
          Refunds go back to the card or account you paid with, through Paystack. We ask for them as soon as the booking is cancelled; most banks show them
          within 5 to 10 working days. We never charge a cancellation fee.
        </p>
      </Section>

      <Section id="happiness">
        <p>
          If a job isn’t done as booked, tell us within {HAPPINESS_WINDOW} of it being marked completed, from the booking’s page or by phone. We
          call you within one working day and put it right at no cost, or refund you for the part of the job that wasn’t done as booked. What it covers, and
          what it doesn’t, is on the <Link to={paths.happiness}>happiness guarantee</Link> page, which forms part of these terms.
        </p>
      </Section>

      <Section id="pros">
        <ul>
          <li>
            Pros are independent professionals, not Ilé employees. Before their first job each one passes our checks: {VETTING_SUMMARY}.
          </li>
          <li>Pros must do the work as booked, with care for you and your home, and must not ask you for payment outside Ilé.</li>
          <li>We may pause or remove a pro at any time, for example after complaints or poor reviews.</li>
          <li>
            If you work as a pro, you also agree to the terms we send you when we approve your application. <Link to={paths.pro}>Apply to become a pro</Link>
            .
          </li>
        </ul>
      </Section>

      <Section id="your-part">
        <ul>
          <li>Give a correct address, the nearest landmark and a phone number that will be answered on the day.</li>
          <li>Make sure an adult is home to let the pro in, and that the pro can work safely: water, power (or a generator) and light where the job needs them.</li>
          <li>Tell us in the notes about anything the pro should know: dogs, gate or estate rules, a fragile floor.</li>
          <li>Treat pros with respect. We do not send pros back to homes where they were threatened or harassed.</li>
        </ul>
      </Section>

      <Section id="reviews">
        <ul>
          <li>
            You can review a job once it is completed, once per booking, with 1 to 5 stars and up to 1,000 characters. Reviews show your first name and
            initial, never your address or phone number.
          </li>
          <li>
            Keep reviews honest and about the job. We hide reviews that are abusive, share someone’s personal details, or are not about the work; we never
            hide a review just because it is critical.
          </li>
          <li>Messages you send us through the contact form are read by our support team and used only to answer you.</li>
        </ul>
      </Section>

      <Section id="liability">
        <ul>
          <li>We are responsible for taking your booking, handling your payment, checking the pros we send, and keeping the promises in these terms.</li>
          <li>
            Damage a pro causes while doing your job is covered by the happiness guarantee. Tell us about it within {HAPPINESS_WINDOW}, with
            photos if you can.
          </li>
          <li>
            We are not responsible for faults that were there before the job (old wiring, corroded pipes, a leaking roof), for parts or appliances you bought
            yourself, or for work you arranged directly with a pro outside Ilé.
          </li>
          <li>Nothing in these terms takes away the rights you have as a consumer under Nigerian law.</li>
        </ul>
      </Section>

      <Section id="privacy">
        <p>
          We use your details to take and deliver your bookings, to take payment, and to keep you informed about them. We share your name, phone number and
          address only with the pro doing your job, and payment details only with Paystack. We follow the Nigeria Data Protection Act 2023: you can ask to
          see, correct or delete your data through our <Link to={paths.contact}>contact form</Link>. Records we must keep by law, such as payments, are kept
          and used for nothing else.
        </p>
      </Section>

      <Section id="disputes">
        <p>
          If something goes wrong, please talk to us first: call, WhatsApp, or <Link to={paths.contact}>send us a message</Link> with your booking
          reference, and we will try to settle it fairly and quickly. If we can’t agree, you can contact the Federal Competition and Consumer Protection
          Commission. These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of the Federal Capital Territory, Abuja, may
          hear any dispute.
        </p>
      </Section>

      <Section id="changes">
        <p>
          We may update these terms as Ilé changes. We show the date of the last update at the top, and tell you by e-mail before a change that affects your
          bookings takes effect. A booking you already made keeps the terms it was made under.
        </p>
      </Section>
    </ContentPage>
  );
}
