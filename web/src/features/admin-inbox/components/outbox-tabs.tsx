// The two outboxes side by side: "E-mails" and "Texts", the current one marked for sight and for
// screen readers. Both are the admin navigation's Outbox section.
import { Link, useLocation } from 'react-router-dom';
import { Mail, MessageSquareText } from '../../../components/icons/index.ts';
import { paths } from '../../../config/routes.ts';
import './inbox.css';

const TABS = [
  { to: paths.adminOutbox, label: 'E-mails', Icon: Mail },
  { to: paths.adminTexts, label: 'Texts', Icon: MessageSquareText },
] as const;

export function OutboxTabs() {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '');
  return (
    <nav aria-label="Outboxes" className="outbox-tabs">
      {TABS.map(({ to, label, Icon }) => (
        <Link key={to} to={to} className="outbox-tabs__tab" aria-current={here === to ? 'page' : undefined}>
          <Icon size={18} aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
