// One e-mail kept in the outbox: to whom, the subject, when (Lagos time), and its text part behind a
// disclosure, kept as written (line breaks and long links wrap instead of widening the page).
import { ChevronRight } from '../../../components/icons/index.ts';
import type { OutboxMail } from '../api/requests.ts';
import { formatWhen } from '../inbox-labels.ts';
import { Facts } from './facts.tsx';
import './inbox.css';

export function OutboxMailItem({ mail }: { mail: OutboxMail }) {
  const headingId = `mail-${mail.id}-subject`;
  return (
    <article className="inbox-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="inbox-card__title">
        {mail.subject}
      </h3>
      <Facts
        facts={[
          { label: 'To', value: <span className="inbox-wrap">{mail.to}</span> },
          { label: 'Kept', value: <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time> },
        ]}
      />
      <details className="inbox-disclosure inbox-mail">
        <summary>
          <ChevronRight size={18} aria-hidden="true" className="inbox-disclosure__chevron" />
          Read the e-mail
        </summary>
        <pre className="inbox-mail__text">{mail.text}</pre>
      </details>
    </article>
  );
}
