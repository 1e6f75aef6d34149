// / (the landing page): the promise (booked in 60 seconds or less, vetted pros, pay in Naira after
// booking), the popular services with their "from" prices, how a booking goes, what customers say,
// the apps, and Become a Pro. Everything but the reviews comes with the page (the bundled catalogue),
// so it is useful before any call answers; the reviews fill in below, or quietly stay away.
import { ArrowRight, BadgeCheck, ChevronRight, ShieldCheck, Timer, Wallet } from '../../../components/icons/index.ts';
import { Link, useLocation } from 'react-router-dom';
import { HAPPINESS_CLAIM_DAYS, HAPPINESS_WINDOW, VETTING_SUMMARY, formatNaira } from '@ile/domain';
import { Alert, ButtonLink, Container } from '../../../components/ui/index.ts';
import { accountDeleted } from '../../../features/personal-data/account-deleted.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { useCurrentUserState } from '../../../features/auth/api/index.ts';
import { SERVICE_PAGE_LIST, ServiceIcon, listNameOf, useServices, type ServicePageSlug } from '../../../features/catalogue/index.ts';
// The section's own module, not the feature's index: the review form stays out of this page's download.
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
import { AppStoreBadge } from './app-store-badge.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './home.css';

// The footer's popular services (seed), in the same order.
const POPULAR: readonly ServicePageSlug[] = ['plumbing', 'home-cleaning', 'interior-painting', 'fumigation', 'electricals', 'moving-help'];

const PROMISES = [
  { icon: Timer, text: 'Booked in 60 seconds or less' },
  { icon: BadgeCheck, text: 'Every pro ID-checked (NIN) and referenced' },
  { icon: Wallet, text: 'Prices in ₦ up front; pay after you book' },
  { icon: ShieldCheck, text: `${HAPPINESS_CLAIM_DAYS}-day happiness guarantee` },
] as const;

const STEPS = [
  { title: 'Choose a service', text: 'Answer a few questions, like how many rooms or taps. Your price in Naira shows as you go: no haggling, no surprises.' },
  { title: 'Pick a day and time', text: 'Any day in the next 60 days: morning, afternoon or evening (WAT). Add your address and the nearest landmark.' },
  { title: 'Confirm and pay', text: 'Pay on Paystack’s secure checkout with your card, a bank transfer or USSD. We never see your card number.' },
  { title: 'Your pro arrives', text: `We assign a vetted pro and tell you their name. Not happy with the work? Tell us within ${HAPPINESS_WINDOW} and we put it right.` },
] as const;

export function HomeScreen() {
  const user = useCurrentUserState();
  const customer = user && user.role === 'user' ? user : null;
  const location = useLocation();
  return (
    <div className="home">
      <DocumentTitle>Ilé · Vetted home services in Abuja and Lagos, booked in 60 seconds</DocumentTitle>
      <section className="home__hero" aria-labelledby="home-title">
        <Container>
          {accountDeleted(location.state) ? (
            <Alert tone="success" title="Your account is deleted" live>
              <p>Your personal details are erased. You are signed out; you can sign up again at any time.</p>
            </Alert>
          ) : null}
          {customer ? <p className="home__welcome">Welcome back, {customer.name.split(/\s+/)[0]}.</p> : null}
          <h1 id="home-title">Trusted home services, booked in 60 seconds or less</h1>
          <p className="home__lead">
            Cleaners, plumbers, electricians, painters and more, in Abuja and Lagos. Every pro is vetted by our team. See your price in Naira before you book,
            and pay only after booking.
          </p>
          <div className="home__ctas">
            <ButtonLink to={paths.services} variant="accent">
              Book a service
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
            {customer ? (
              <ButtonLink to={paths.dashboard} variant="secondary" className="home__hero-secondary">
                See my bookings
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.service('home-cleaning')} variant="secondary" className="home__hero-secondary">
                Book a cleaner
              </ButtonLink>
            )}
          </div>
          <ul className="home__promises" aria-label="Why book with Ilé">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text}>
                <Icon size={20} aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="home__body">
        <PopularServices />

        <section aria-labelledby="how-heading" className="home__section">
          <h2 id="how-heading">How it works</h2>
          <ol className="home__steps">
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <ReviewsSection
          heading="What customers say"
          headingId="reviews-heading"
          showService
          className="home__section"
          empty={<p>No reviews yet. Customers rate every job once it is completed; the first ones will appear here.</p>}
        />

        <section aria-labelledby="vetting-heading" className="home__section home__vetting">
          <h2 id="vetting-heading">Who comes to your home</h2>
          <p>
            Only pros who pass our checks get jobs on Ilé: {VETTING_SUMMARY}. After every job, customers rate them, and we stop sending work to pros who
            fall short.
          </p>
          <p>
            <Link to={paths.about}>More about Ilé and how we vet pros</Link>
          </p>
        </section>

        <section aria-labelledby="apps-heading" className="home__section home__apps">
          <h2 id="apps-heading">Get the Ilé app</h2>
          <p>Book again in a few taps, pay, and keep your bookings, receipts and notifications in your pocket.</p>
          <ul className="home__badges" aria-label="App stores">
            {site.appStores.map((store) => (
              <li key={store.store}>
                <AppStoreBadge store={store} />
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <section aria-labelledby="pro-heading" className="home__pro">
        <Container>
          <h2 id="pro-heading">Are you a skilled pro?</h2>
          <p>Cleaners, plumbers, electricians, painters, AC technicians and more: join Ilé and get steady jobs near you, paid on time through Ilé.</p>
          <ButtonLink to={paths.pro} variant="primary">
            Become a Pro
          </ButtonLink>
        </Container>
      </section>
    </div>
  );
}

function PopularServices() {
  const { services } = useServices();
  const cards = POPULAR.flatMap((slug) => {
    const page = SERVICE_PAGE_LIST.find((p) => p.slug === slug);
    // A service an admin has hidden drops out of the live catalogue, and so out of this list.
    const service = page ? services.find((s) => s.key === page.service) : undefined;
    return page && service ? [{ slug, service }] : [];
  });
  return (
    <section aria-labelledby="popular-heading" className="home__section">
      <h2 id="popular-heading">Popular services</h2>
      <ul className="home__services" aria-label="Popular services">
        {cards.map(({ slug, service }) => (
          <li key={slug}>
            <Link to={paths.service(slug)} className="home-service">
              <span className="home-service__icon">
                <ServiceIcon slug={slug} size={24} />
              </span>
              <span className="home-service__name">{listNameOf(slug, service)}</span>
              <span className="home-service__price">
                {service.inspectionFeeKobo !== null ? 'Visit from ' : 'From '}
                <strong>{formatNaira(service.fromPriceKobo)}</strong>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink to={paths.services} variant="secondary" fullWidth className="home__all-services">
        All {services.length} services
        <ChevronRight size={18} aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}
