// One contact or referral message, in full: who wrote, how to reach them, the subject and the whole
// message, the booking they quote, and for a referral who was invited and what came of it. Unread
// ones say "Unread" in words (and carry a stronger edge); a button marks it read or unread again, and
// the history says which admin did so and when, closed until asked for.
import { Mail, MailOpen } from '../../../components/icons/index.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { useMarkMessage } from '../api/hooks.ts';
import type { AdminMessage } from '../api/requests.ts';
import { KIND_LABELS, formatWhen } from '../inbox-labels.ts';
import { EmailLink, Facts, PhoneLink, type Fact } from './facts.tsx';
import { ItemHistory } from './item-history.tsx';
import './inbox.css';

export interface MessageCardProps {
  message: AdminMessage;
  /** Told what happened once the message is marked, for a notice that outlives the card in a filtered list. */
  onMarked?: (notice: string) => void;
}

function referralFacts(referral: NonNullable<AdminMessage['referral']>): Fact[] {
  return [
    { label: 'Friend', value: referral.friendName },
    { label: 'Friend’s e-mail', value: referral.friendEmail ? <EmailLink email={referral.friendEmail} /> : 'Not given' },
    { label: 'Friend’s phone', value: referral.friendPhone ? <PhoneLink phone={referral.friendPhone} /> : 'Not given' },
    { label: 'Invitation e-mailed', value: referral.emailed ? 'Yes' : referral.friendEmail ? 'No' : 'No (no e-mail given; shared by WhatsApp or by hand)' },
    { label: 'Signed up', value: referral.signedUp ? 'Yes, with the referral code' : 'Not yet' },
  ];
}

export function MessageCard({ message, onMarked }: MessageCardProps) {
  const mark = useMarkMessage();
  const unread = message.readAt === null;
  const headingId = `message-${message.id}-subject`;
  const facts: Fact[] = [
    { label: 'From', value: message.fromName },
    ...(message.fromEmail ? [{ label: 'E-mail', value: <EmailLink email={message.fromEmail} /> }] : []),
    ...(message.fromPhone ? [{ label: 'Phone', value: <PhoneLink phone={message.fromPhone} /> }] : []),
    // The queue can't be searched by reference yet, so the reference is shown to copy or quote.
    ...(message.bookingReference ? [{ label: 'Booking', value: <span className="inbox-ref">{message.bookingReference}</span> }] : []),
    ...(message.referral ? referralFacts(message.referral) : []),
  ];
  const toggle = () => {
    if (mark.isPending) return;
    mark.mutate(
      { id: message.id, read: unread },
      { onSuccess: (marked) => onMarked?.(`${marked.readAt ? 'Marked read' : 'Marked unread'}: “${marked.subject}”.`) },
    );
  };
  return (
    <article className={unread ? 'inbox-card inbox-card--unread' : 'inbox-card'} aria-labelledby={headingId}>
      <div className="inbox-card__top">
        <span className={unread ? 'inbox-badge inbox-badge--unread' : 'inbox-badge'}>
          {unread ? <Mail size={16} aria-hidden="true" /> : <MailOpen size={16} aria-hidden="true" />}
          {unread ? 'Unread' : 'Read'}
        </span>
        <span className="inbox-badge inbox-badge--plain">{KIND_LABELS[message.kind]}</span>
        <time className="inbox-card__when" dateTime={message.createdAt}>
          {formatWhen(message.createdAt)}
        </time>
      </div>
      <h3 id={headingId} className="inbox-card__title">
        {message.subject}
      </h3>
      <Facts facts={facts} />
      {message.body ? (
        <p className="inbox-card__text">{message.body}</p>
      ) : (
        <p className="inbox-card__muted">{message.kind === 'referral' ? 'No note was sent with the invitation.' : 'The message is empty.'}</p>
      )}
      {mark.isError ? (
        <Alert tone="error" title={unread ? 'We couldn’t mark this message read' : 'We couldn’t mark this message unread'} live>
          <p>{mark.error.message}</p>
        </Alert>
      ) : null}
      <div className="inbox-card__actions">
        <Button variant="secondary" size="sm" onClick={toggle} loading={mark.isPending} loadingLabel="Saving…" aria-describedby={headingId}>
          {unread ? 'Mark read' : 'Mark unread'}
        </Button>
      </div>
      <ItemHistory entries={message.history} />
    </article>
  );
}
