// The frame the plain content pages share (/about, /help, /terms): a heading with a short lead, a
// readable column of text, and a closing "talk to us" box with the support line, WhatsApp and e-mail.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Mail, MessageCircle, Phone } from '../../components/icons/index.ts';
import { Container } from '../../components/ui/index.ts';
import { paths } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import { DocumentTitle } from '../../components/document-title.tsx';
import './content-page.css';

export interface ContentPageProps {
  /** The document title, before " · Ilé". */
  title: string;
  eyebrow?: string;
  heading: string;
  lead: ReactNode;
  children: ReactNode;
}

export function ContentPage({ title, eyebrow, heading, lead, children }: ContentPageProps) {
  return (
    <div className="content-page">
      <DocumentTitle>{`${title} · Ilé`}</DocumentTitle>
      <header className="content-page__header">
        <Container>
          {eyebrow ? <p className="content-page__eyebrow">{eyebrow}</p> : null}
          <h1>{heading}</h1>
          <div className="content-page__lead">{lead}</div>
        </Container>
      </header>
      <Container className="content-page__body">
        {children}
        <TalkToUs />
      </Container>
    </div>
  );
}

/** Every way to reach support, from the site config. */
export function TalkToUs() {
  return (
    <aside className="content-page__talk" aria-labelledby="talk-to-us">
      <h2 id="talk-to-us">Talk to a person</h2>
      <p>
        Our support team answers the phone and WhatsApp {site.support.hours}. E-mail and the <Link to={paths.contact}>contact form</Link> reach us any
        time; we reply within one working day.
      </p>
      <ul className="content-page__ways">
        <li>
          <a href={site.support.phoneHref}>
            <Phone size={18} aria-hidden="true" />
            Call {site.support.phoneDisplay}
          </a>
        </li>
        <li>
          <a href={site.support.whatsappHref} rel="noopener">
            <MessageCircle size={18} aria-hidden="true" />
            WhatsApp us
          </a>
        </li>
        <li>
          <a href={site.support.emailHref}>
            <Mail size={18} aria-hidden="true" />
            {site.support.email}
          </a>
        </li>
      </ul>
    </aside>
  );
}
