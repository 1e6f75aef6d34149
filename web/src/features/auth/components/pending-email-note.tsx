// One line after an e-mail sign-up (or a code sign-up that gave an e-mail): the e-mail waits for the
// link mailed to it. It blocks nothing; it only says where to look.
import { Mail } from '../../../components/icons/index.ts';
import './auth-card.css';

export function PendingEmailNote({ pendingEmail }: { pendingEmail: string | null }) {
  if (!pendingEmail) return null;
  return (
    <p className="pending-email-note">
      <Mail size={18} aria-hidden="true" />
      <span>
        We sent a link to confirm <strong>{pendingEmail}</strong>. Open it to get receipts and booking news by e-mail.
      </span>
    </p>
  );
}
