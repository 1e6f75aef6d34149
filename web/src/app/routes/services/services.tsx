// /services: every service page with its icon, tagline and "from" price, from the bundled catalogue at
// once and the fetched one when it arrives (a hidden service drops out of the list).
import { ChevronRight } from '../../../components/icons/index.ts';
import { Link } from 'react-router-dom';
import { formatNaira } from '@ile/domain';
import { Container } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { SERVICE_PAGE_LIST, ServiceIcon, listNameOf, listTaglineOf, useServices } from '../../../features/catalogue/index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './services.css';

export function ServicesScreen() {
  const { services } = useServices();
  const cards = services.flatMap((service) =>
    SERVICE_PAGE_LIST.filter((page) => page.service === service.key).map((page) => ({ page, service })),
  );
  return (
    <Container className="services">
      <DocumentTitle>All services · Ilé</DocumentTitle>
      <header className="services__header">
        <h1>What do you need done at home?</h1>
        <p>
          Pick a service, answer a few questions and see your price before you book. Every pro is vetted by our team, and every job is covered by the
          Ilé happiness guarantee.
        </p>
      </header>
      <ul className="services__grid" aria-label="Services">
        {cards.map(({ page, service }) => (
          <li key={page.slug}>
            <Link className="service-card" to={paths.service(page.slug)}>
              <span className="service-card__icon">
                <ServiceIcon slug={page.slug} />
              </span>
              <span className="service-card__body">
                <span className="service-card__name">{listNameOf(page.slug, service)}</span>
                <span className="service-card__tagline">{listTaglineOf(page.slug, service)}</span>
                <span className="service-card__price">
                  {service.inspectionFeeKobo !== null ? 'Visit from ' : 'From '}
                  <strong>{formatNaira(service.fromPriceKobo)}</strong>
                </span>
              </span>
              <ChevronRight className="service-card__chevron" size={20} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="services__more">
        Not sure what home cleaning covers? <Link to={paths.cleaningEntails}>See what each cleaning includes</Link>.
      </p>
    </Container>
  );
}
