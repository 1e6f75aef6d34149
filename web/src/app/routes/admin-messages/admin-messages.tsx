// /admin_area/messages: contact-form messages and referrals, unread first then newest first, each in
// full with a Mark read / Mark unread button. The kind, "unread only" and the page live in the URL
// (the overview's "Unread messages" count opens ?unread=true); the unread count sits under the heading.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Inbox } from '../../../components/icons/index.ts';
import { Alert, LoadFailed } from '../../../components/ui/index.ts';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { paths } from '../../../config/routes.ts';
import { AdminPage, Pagination, useAdminOverview } from '../../../features/admin/index.ts';
import {
  FilterLinks,
  InboxEmpty,
  InboxSkeleton,
  MessageCard,
  messagesHref,
  readMessagesQuery,
  useAdminMessages,
  type AdminMessagesQuery,
} from '../../../features/admin-inbox/index.ts';

function listLabel({ kind, unread }: AdminMessagesQuery): string {
  const what = kind === 'contact' ? 'contact messages' : kind === 'referral' ? 'referrals' : 'messages';
  if (unread) return `Unread ${what}, newest first`;
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}, unread first`;
}

function emptyText({ kind, unread }: AdminMessagesQuery): string {
  if (unread) return kind === 'referral' ? 'No unread referrals. You’re up to date.' : kind === 'contact' ? 'No unread contact messages. You’re up to date.' : 'Nothing unread. You’re up to date.';
  if (kind === 'referral') return 'No referrals yet. They show up here when customers invite friends.';
  if (kind === 'contact') return 'No contact messages yet. They show up here when someone writes from /contact.';
  return 'No messages yet. Contact-form messages and referrals show up here.';
}

export function AdminMessagesScreen() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = readMessagesQuery(params);
  const messages = useAdminMessages(query);
  const overview = useAdminOverview();
  // A notice belongs to the view it was made in: changing a filter or page clears it.
  const [notice, setNotice] = useState<{ text: string; search: string } | null>(null);
  const unreadOnly = query.unread === true;
  const filtered = query.kind !== undefined || unreadOnly;
  const unreadCount = overview.data?.unreadMessages;

  return (
    <AdminPage title="Messages" meta={unreadCount === undefined ? null : <span>{unreadCount === 0 ? 'Nothing unread' : `${unreadCount} unread`}</span>}>
      <div className="inbox-filters">
        <FilterLinks
          label="Filter by kind"
          links={[
            { label: 'All', to: messagesHref({ unread: unreadOnly }), current: query.kind === undefined },
            { label: 'Contact', to: messagesHref({ kind: 'contact', unread: unreadOnly }), current: query.kind === 'contact' },
            { label: 'Referrals', to: messagesHref({ kind: 'referral', unread: unreadOnly }), current: query.kind === 'referral' },
          ]}
        />
        <Toggle label="Unread only" checked={unreadOnly} onChange={(on) => void navigate(messagesHref({ kind: query.kind, unread: on }))} />
      </div>
      {notice && notice.search === search ? <Alert tone="success" title={notice.text} live /> : null}
      <section aria-labelledby="messages-heading" className="inbox-results">
        <h2 id="messages-heading" className="visually-hidden">
          {listLabel(query)}
        </h2>
        {messages.isPending ? (
          <InboxSkeleton label="Loading messages" />
        ) : messages.isError ? (
          <LoadFailed title="We couldn’t load the messages" error={messages.error} retrying={messages.isFetching} onRetry={() => void messages.refetch()} />
        ) : messages.data.items.length === 0 ? (
          <InboxEmpty icon={<Inbox size={32} aria-hidden="true" />}>
            <p>{emptyText(query)}</p>
            {filtered ? <Link to={paths.adminMessages}>Show all messages</Link> : null}
          </InboxEmpty>
        ) : (
          <div aria-busy={messages.isPlaceholderData || undefined} className="inbox-results">
            <ul className="inbox-list" aria-label={listLabel(query)}>
              {messages.data.items.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} onMarked={(text) => setNotice({ text, search })} />
                </li>
              ))}
            </ul>
            <Pagination page={messages.data.page} pageSize={messages.data.pageSize} total={messages.data.total} noun="messages" />
          </div>
        )}
      </section>
    </AdminPage>
  );
}
