// /contact: every way to reach support (phone, WhatsApp, e-mail, the Abuja office, from the site
// config) and the contact form (POST /app/sendMessage), filled in for a signed-in customer.
import { Link } from 'react-router-dom';
import { Clock, Mail, MapPin, MessageCircle, Phone } from '../../../components/icons/index.ts';
import { ButtonAnchor, Card, Container } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { useCurrentUserState } from '../../../features/auth/api/index.ts';
import { UntilReady, useClientReady, useStartKey } from '../../layout/client-ready.tsx';
import { ContactForm, contactStartValues, type ContactSender } from '../../../features/contact/index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './contact.css';

export function ContactScreen() {
  const user = useCurrentUserState();
  // A pre-rendered page's form starts as the server rendered it (nobody signed in, no kept draft)
  // and is mounted afresh once the client is ready only if the sender or a kept draft changes its
  // start (see client-ready.tsx).
  const ready = useClientReady();
  const sender: ContactSender | null = ready && user ? { name: user.name, email: user.email, phone: user.phone } : null;
  const formKey = useStartKey(ready, () => JSON.stringify(contactStartValues(sender, ready)));
  return (
    <Container className="contact">
      <DocumentTitle>Contact us · Ilé</DocumentTitle>
      <header className="contact__header">
        <h1>Contact us</h1>
        <p className="contact__lead">
          A question about a booking, a payment or a pro? Write to us and a real person replies within one working day. Quick answers to common questions
          are in <Link to={paths.help}>Help</Link>.
        </p>
        <p className="contact__urgent">Can’t wait? Our team answers {site.support.hours}.</p>
        <div className="contact__quick">
          <ButtonAnchor href={site.support.phoneHref} variant="secondary" size="sm">
            <Phone size={18} aria-hidden="true" />
            Call us
          </ButtonAnchor>
          <ButtonAnchor href={site.support.whatsappHref} variant="secondary" size="sm" rel="noopener">
            <MessageCircle size={18} aria-hidden="true" />
            WhatsApp us
          </ButtonAnchor>
        </div>
      </header>
      <div className="contact__grid">
        <section className="contact__form" aria-labelledby="contact-form-heading">
          <Card>
            <h2 id="contact-form-heading">Send us a message</h2>
            <UntilReady ready={ready}>
              <ContactForm key={formKey} sender={sender} restoreDraft={ready} />
            </UntilReady>
          </Card>
        </section>
        <section className="contact__ways" aria-labelledby="contact-ways-heading">
          <h2 id="contact-ways-heading">Other ways to reach us</h2>
          <ul className="contact__list">
            <li>
              <Phone size={22} aria-hidden="true" />
              <span>
                <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>
                <span className="contact__detail">Call us about a booking today or tomorrow.</span>
              </span>
            </li>
            <li>
              <MessageCircle size={22} aria-hidden="true" />
              <span>
                <a href={site.support.whatsappHref} rel="noopener">
                  WhatsApp {site.support.phoneDisplay}
                </a>
                <span className="contact__detail">Send photos of a job, or chat when you can’t talk.</span>
              </span>
            </li>
            <li>
              <Mail size={22} aria-hidden="true" />
              <span>
                <a href={site.support.emailHref}>{site.support.email}</a>
                <span className="contact__detail">Any time; we reply within one working day.</span>
              </span>
            </li>
            <li>
              <Clock size={22} aria-hidden="true" />
              <span>
                Phone and WhatsApp
                <span className="contact__detail">{site.support.hours}</span>
              </span>
            </li>
            <li>
              <MapPin size={22} aria-hidden="true" />
              <span>
                {site.office.label}
                <address className="contact__detail">
                  {site.office.lines.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
              </span>
            </li>
          </ul>
        </section>
      </div>
    </Container>
  );
}
