// The footer (seed): contact details from the site config, popular services, support links,
// Become a Pro and Book a Cleaner, social and app-store links, © 2023.
import { Link } from 'react-router-dom';
import { Mail, MapPin, MessageCircle, Phone, Smartphone } from '../../components/icons/index.ts';
import { ButtonLink, Container, Logo } from '../../components/ui/index.ts';
import { paths } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import './site-footer.css';

const popularServices = [
  { label: 'Plumbing', to: paths.service('plumbing') },
  { label: 'Home cleaning', to: paths.service('home-cleaning') },
  { label: 'Interior painting', to: paths.service('interior-painting') },
  { label: 'Fumigation', to: paths.service('fumigation') },
  { label: 'Electricals', to: paths.service('electricals') },
  { label: 'Moving help', to: paths.service('moving-help') },
  { label: 'All services', to: paths.services },
];

type SupportLink = { label: string; to: string } | { label: string; href: string };
const supportLinks: SupportLink[] = [
  { label: 'Terms', to: paths.terms },
  { label: 'Book a service', to: paths.services },
  { label: 'Help centre', href: site.helpCentreUrl },
  { label: 'Happiness guarantee', to: paths.happiness },
  { label: 'Contact us', to: paths.contact },
  { label: 'About Ilé', to: paths.about },
  { label: 'Cancellation policy', to: paths.cancellationPolicy },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Container>
        <div className="site-footer__grid">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className="visually-hidden">
              About Ilé
            </h2>
            <Logo inverse />
            <p className="site-footer__lead">{site.tagline}. Vetted pros, upfront prices in Naira.</p>
            <div className="site-footer__ctas">
              <ButtonLink to={paths.pro} variant="accent" size="sm">
                Become a Pro
              </ButtonLink>
              <ButtonLink to={paths.service('home-cleaning')} variant="secondary" size="sm">
                Book a Cleaner
              </ButtonLink>
            </div>
            <ul className="site-footer__stores" aria-label="Get the app">
              {site.appStores.map((store) => (
                <li key={store.store}>
                  <a href={store.href} rel="noopener">
                    <Smartphone size={18} aria-hidden="true" />
                    {store.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="footer-popular">
            <h2 id="footer-popular" className="site-footer__heading">
              Popular services
            </h2>
            <ul className="site-footer__links">
              {popularServices.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-support">
            <h2 id="footer-support" className="site-footer__heading">
              Support
            </h2>
            <ul className="site-footer__links">
              {supportLinks.map((link) => (
                <li key={link.label}>{'to' in link ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}</li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              Talk to us
            </h2>
            <address>
              <MapPin size={16} aria-hidden="true" /> {site.office.label}
              <br />
              {site.office.lines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <ul className="site-footer__contact">
              <li>
                <a href={site.support.phoneHref}>
                  <Phone size={18} aria-hidden="true" />
                  {site.support.phoneDisplay}
                </a>
              </li>
              <li>
                <a href={site.support.whatsappHref} rel="noopener">
                  <MessageCircle size={18} aria-hidden="true" />
                  Chat on WhatsApp
                </a>
              </li>
              <li>
                <a href={site.support.emailHref}>
                  <Mail size={18} aria-hidden="true" />
                  {site.support.email}
                </a>
              </li>
            </ul>
          </section>
        </div>
        <div className="site-footer__bottom">
          <ul className="site-footer__social" aria-label="Ilé on social media">
            {site.social.map((s) => (
              <li key={s.label}>
                <a href={s.href} rel="noopener">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
        </div>
      </Container>
    </footer>
  );
}
