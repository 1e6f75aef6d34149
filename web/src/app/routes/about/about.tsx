// /about: who Ilé is, what it does, how pros are vetted, what customers can count on, where we work,
// and how we treat personal data. Plain words, facts the product keeps (see /terms for the rules).
import { Link } from 'react-router-dom';
import { HAPPINESS_WINDOW, VETTING_STEPS } from '@ile/domain';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { ContentPage } from '../../layout/content-page.tsx';

export function AboutScreen() {
  return (
    <ContentPage
      title="About us"
      eyebrow="About Ilé"
      heading="Good help at home, without knowing someone who knows someone"
      lead={
        <p>
          Ilé means “home” in Yoruba. We started in Abuja in {site.copyrightYear} because finding a plumber, a cleaner or an electrician you can trust still
          depended on who you knew, and the price depended on how well you could haggle. Ilé fixes both.
        </p>
      }
    >
      <section aria-labelledby="what-heading">
        <h2 id="what-heading">What we do</h2>
        <p>
          Ilé is a marketplace for home services: cleaning, plumbing, electrical work, painting, fumigation, AC repair, moving and more. You tell us what
          you need and when, you see a fixed price in Naira before you confirm, and a vetted pro comes on the day you chose. Most people book in 60 seconds
          or less.
        </p>
        <p>
          You pay after booking, on Paystack’s secure checkout, by card, bank transfer or USSD. The price you booked at is the price you pay: if a job needs
          extra parts or materials, your pro tells you the cost and you agree it before anything is bought. For interior design and moving, where nobody
          can price the job without seeing it, you pay only for a visit first, and then get a written quote.
        </p>
      </section>

      <section aria-labelledby="vetting-heading">
        <h2 id="vetting-heading">How we choose our pros</h2>
        <p>You let our pros into your home, so nobody gets a job on Ilé before our team has checked them. Every applicant goes through:</p>
        <ol>
          {VETTING_STEPS.map((step) => (
            <li key={step.key}>
              <strong>{step.title}.</strong> {step.detail}
            </li>
          ))}
        </ol>
        <p>
          After every job you can rate your pro from 1 to 5 stars. We read every review, follow up on low ones, and pause pros who fall short. Skilled and
          looking for work? <Link to={paths.pro}>Apply to become an Ilé pro</Link>.
        </p>
      </section>

      <section aria-labelledby="promise-heading">
        <h2 id="promise-heading">What you can count on</h2>
        <ul>
          <li>
            <strong>Prices up front.</strong> Every price is in Naira, with its breakdown, before you confirm. No call-out surprises.
          </li>
          <li>
            <strong>Changes without a fight.</strong> Cancel free online until a pro is assigned, and move the day or time until the job starts.{' '}
            <Link to={paths.cancellationPolicy}>Our cancellation policy</Link> has the details.
          </li>
          <li>
            <strong>The happiness guarantee.</strong> If the job isn’t done as booked, tell us within {HAPPINESS_WINDOW} and we put it right at no
            cost, or refund you. <Link to={paths.happiness}>How the guarantee works</Link>.
          </li>
          <li>
            <strong>People who pick up.</strong> Call or WhatsApp us {site.support.hours}; we reply to e-mails within one working day.
          </li>
        </ul>
      </section>

      <section aria-labelledby="where-heading">
        <h2 id="where-heading">Where we work</h2>
        <p>
          Our office is in Wuse 2, Abuja, and most of our pros work across Abuja and Lagos. You can book for any address in Nigeria: if we can’t find a
          vetted pro near you for the day you chose, we call you to offer another day, or cancel and refund you in full. All times are West Africa Time (WAT).
        </p>
        <address>
          {site.office.label}
          <br />
          {site.office.lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </section>

      <section aria-labelledby="data-heading">
        <h2 id="data-heading">Your details are safe with us</h2>
        <p>
          We use your name, phone number and address to deliver your booking, and share them only with the pro doing the job. We never see or keep your card
          details: Paystack handles payment. The ID numbers pros give us are seen only by our vetting team. We follow the Nigeria Data Protection Act 2023:
          you can ask us for a copy of your data, or for it to be deleted, at any time through our <Link to={paths.contact}>contact form</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
