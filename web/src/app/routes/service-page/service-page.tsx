// /services/<slug>: the screen all 18 service pages share (includes, steps, "from" price, the form with
// its live price, reviews). Its words and form come from pages/<slug>.ts, loaded with it by the route,
// so a page downloads no other service's; the fetched catalogue then updates prices or availability.
import { useRef, type ComponentType } from 'react';
import { ArrowLeft, Check, CircleOff, Info } from '../../../components/icons/index.ts';
import { Link } from 'react-router-dom';
import { formatNaira } from '@ile/domain';
import { Alert, ButtonAnchor, ButtonLink, Card, Container } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { useCurrentUserState } from '../../../features/auth/api/index.ts';
import { useServerRenderTime } from '../../../lib/hydration.ts';
import { UntilReady, useClientReady, useStartKey } from '../../layout/client-ready.tsx';
import { ServiceIcon, listNameOf, servicePageOf, useCatalogue, type ServicePage, type ServicePageSlug } from '../../../features/catalogue/index.ts';
// The section's own module, not the feature's index: the review form stays out of this page's download.
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
// The form's own module, not the feature's index: no other service's form comes with this screen.
import { ServiceForm } from '../../../features/service-forms/components/service-form.tsx';
import { serviceFormStartKey } from '../../../features/service-forms/use-service-form.ts';
import { preloadScreens } from '../booking-screens.ts';
import type { ServicePageContent } from './page-content.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './service-page.css';

export interface ServicePageScreenProps {
  page: ServicePage;
  content: ServicePageContent;
}

/** The screen of one service page, as its route renders it once the page's own module is loaded. */
export function servicePageScreen(slug: ServicePageSlug, content: ServicePageContent): ComponentType {
  const page = servicePageOf(slug);
  if (!page) throw new Error(`${slug} is not a service page`);
  return function ServicePageRoute() {
    return <ServicePageScreen page={page} content={content} />;
  };
}

export function ServicePageScreen({ page, content }: ServicePageScreenProps) {
  const { service, bundled } = useCatalogue(page.service);
  const user = useCurrentUserState();
  // A pre-rendered page's form starts as the server rendered it; once the browser's state is known
  // (see client-ready.tsx) it is enabled, and mounted afresh only if the kept draft, the customer's
  // phone or the day make it start differently.
  const ready = useClientReady();
  const serverSnapshot = useServerRenderTime() ?? undefined;
  const { copy, form } = content;
  const userPhone = user ? user.phone : undefined;
  const formKey = useStartKey(ready, () => serviceFormStartKey({ config: form, page: page.slug, preset: page.preset, userPhone }, serverSnapshot));
  // The customer's first answer on the form: while they type the rest, the screens after Continue
  // download (/order/finalize, and /signin, where the order guard sends a visitor who is signed out).
  const preloaded = useRef(false);
  const onFirstAnswer = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    if (user) preloadScreens('orderFinalize');
    else preloadScreens('orderFinalize', 'signIn');
  };
  const shown = service ?? bundled;
  const name = listNameOf(page.slug, shown);
  const inspection = shown.inspectionFeeKobo !== null;

  return (
    <div className="service-page">
      <DocumentTitle>{`${name} · Book online · Ilé`}</DocumentTitle>
      <section className="service-page__hero">
        <Container>
          <Link to={paths.services} className="service-page__back">
            <ArrowLeft size={18} aria-hidden="true" />
            All services
          </Link>
          <div className="service-page__heading">
            <span className="service-page__icon">
              <ServiceIcon slug={page.slug} size={32} />
            </span>
            <h1>{copy.title}</h1>
          </div>
          <p className="service-page__lead">{copy.lead}</p>
          {service ? (
            <div className="service-page__cta">
              <p className="service-page__from">
                {inspection ? 'Visit fee ' : 'From '}
                <strong>{formatNaira(service.fromPriceKobo)}</strong>
              </p>
              <ButtonAnchor href="#book" variant="accent">
                {copy.cta}
              </ButtonAnchor>
            </div>
          ) : null}
        </Container>
      </section>

      <Container className="service-page__grid">
        <div className="service-page__info">
          <section aria-labelledby="includes-title">
            <h2 id="includes-title">What is included</h2>
            <ul className="service-page__includes">
              {shown.includes.map((item) => (
                <li key={item}>
                  <Check size={20} aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            {page.service === 'home-cleaning' ? (
              <p>
                <Link to={paths.cleaningEntails}>See what standard, deep and move-in/out cleaning each include</Link>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="how-title">
            <h2 id="how-title">How it works</h2>
            <ol className="service-page__steps">
              {copy.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="know-title">
            <h2 id="know-title">Good to know</h2>
            <ul className="service-page__notes">
              {copy.goodToKnow.map((note) => (
                <li key={note}>
                  <Info size={18} aria-hidden="true" />
                  <span>{note}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section id="book" className="service-page__book" aria-labelledby="book-title" onChangeCapture={onFirstAnswer}>
          <Card>
            <h2 id="book-title">{service ? copy.cta : `${name} is paused`}</h2>
            {service ? (
              <UntilReady ready={ready}>
                <ServiceForm
                  key={formKey}
                  serverSnapshot={serverSnapshot}
                  config={form}
                  page={page.slug}
                  serviceName={name}
                  preset={page.preset}
                  userPhone={userPhone}
                  priceItems={service.priceItems}
                />
              </UntilReady>
            ) : (
              <>
                <Alert tone="warning" title="Not available right now">
                  <p>We are not taking {name.toLowerCase()} bookings at the moment. Please check back soon, or call us and we will help you find someone.</p>
                </Alert>
                <ButtonLink to={paths.services} variant="secondary" fullWidth className="service-page__other">
                  <CircleOff size={18} aria-hidden="true" />
                  See other services
                </ButtonLink>
              </>
            )}
          </Card>
        </section>

        {/* After the form in the page, and in its own grid cell on a wide screen: reviews arriving never move the form. */}
        <ReviewsSection
          service={page.service}
          heading={`${shown.name} reviews`}
          headingId="reviews-title"
          className="service-page__reviews"
          empty={<p>No reviews yet. Customers rate every job once it is completed, so the first ones will be here soon.</p>}
        />
      </Container>
    </div>
  );
}
