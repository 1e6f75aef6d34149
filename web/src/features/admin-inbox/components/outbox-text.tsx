// One text (SMS) in the outbox: what it is about, where it stands (a badge in words), to whom, when it
// was written and sent, the tries and the last error (or the limit that held it), then the text itself, as written.
import { formatNigerianPhone } from '@ile/domain';
import { MessageSquareText } from '../../../components/icons/index.ts';
import type { OutboxText } from '../api/requests.ts';
import { formatWhen, TEXT_PURPOSE_LABELS, TEXT_STATUS_LABELS } from '../inbox-labels.ts';
import { Facts, PhoneLink, type Fact } from './facts.tsx';
import './inbox.css';

const BADGE: Readonly<Record<OutboxText['status'], string>> = {
  kept: 'inbox-badge inbox-badge--plain',
  queued: 'inbox-badge inbox-badge--unread',
  sent: 'inbox-badge inbox-badge--visible',
  failed: 'inbox-badge inbox-badge--hidden',
  held: 'inbox-badge inbox-badge--hidden',
};

export function OutboxTextItem({ text }: { text: OutboxText }) {
  const headingId = `text-${text.id}-purpose`;
  const status = TEXT_STATUS_LABELS[text.status];
  const facts: Fact[] = [
    { label: 'To', value: <PhoneLink phone={text.to} /> },
    { label: 'Written', value: <time dateTime={text.createdAt}>{formatWhen(text.createdAt)}</time> },
    ...(text.sentAt ? [{ label: 'Sent', value: <time dateTime={text.sentAt}>{formatWhen(text.sentAt)}</time> }] : []),
    { label: 'Tries', value: String(text.attempts) },
    ...(text.lastError ? [{ label: text.status === 'held' ? 'Why held' : 'Last error', value: <span className="inbox-wrap">{text.lastError}</span> }] : []),
  ];
  return (
    <article className={text.status === 'failed' ? 'inbox-card inbox-card--open' : 'inbox-card'} aria-labelledby={headingId}>
      <div className="inbox-card__top">
        <span className={BADGE[text.status]} title={status.meaning}>
          {status.label}
        </span>
        <span className="visually-hidden">{status.meaning}</span>
      </div>
      <h3 id={headingId} className="inbox-card__title">
        {TEXT_PURPOSE_LABELS[text.purpose]} · <span className="inbox-wrap">{formatNigerianPhone(text.to)}</span>
      </h3>
      <Facts facts={facts} />
      <p className="inbox-card__text inbox-text">
        <MessageSquareText size={18} aria-hidden="true" />
        <span>{text.body}</span>
      </p>
    </article>
  );
}
