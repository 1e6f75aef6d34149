// /admin_area/outbox: the e-mails the app kept instead of sending, newest first, paged. It fills only
// when no SMTP server is configured (SMTP_URL unset: development, a demo), so the note says so; each
// e-mail's text part opens in place, kept as written.
import { useSearchParams } from 'react-router-dom';
import { MailX } from '../../../components/icons/index.ts';
import { Alert, LoadFailed } from '../../../components/ui/index.ts';
import { AdminPage, Pagination } from '../../../features/admin/index.ts';
import { InboxEmpty, InboxSkeleton, OutboxMailItem, OutboxTabs, readOutboxQuery, useAdminOutbox } from '../../../features/admin-inbox/index.ts';

export function AdminOutboxScreen() {
  const [params] = useSearchParams();
  const outbox = useAdminOutbox(readOutboxQuery(params));
  return (
    <AdminPage title="E-mail outbox">
      <OutboxTabs />
      <Alert tone="info" title="Only without an e-mail server">
        <p>
          This fills only when no SMTP server is configured (<code>SMTP_URL</code> unset). The app then keeps here every e-mail it would have sent: sign-up and password links,
          booking and claim updates, invitations. With an SMTP server, e-mails go out and nothing new appears here.
        </p>
      </Alert>
      <section aria-labelledby="outbox-heading" className="inbox-results">
        <h2 id="outbox-heading" className="visually-hidden">
          E-mails, newest first
        </h2>
        {outbox.isPending ? (
          <InboxSkeleton label="Loading e-mails" />
        ) : outbox.isError ? (
          <LoadFailed title="We couldn’t load the outbox" error={outbox.error} retrying={outbox.isFetching} onRetry={() => void outbox.refetch()} />
        ) : outbox.data.items.length === 0 ? (
          <InboxEmpty icon={<MailX size={32} aria-hidden="true" />}>
            <p>The outbox is empty. E-mails the app would have sent show up here.</p>
          </InboxEmpty>
        ) : (
          <div aria-busy={outbox.isPlaceholderData || undefined} className="inbox-results">
            <ul className="inbox-list" aria-label="E-mails, newest first">
              {outbox.data.items.map((mail) => (
                <li key={mail.id}>
                  <OutboxMailItem mail={mail} />
                </li>
              ))}
            </ul>
            <Pagination page={outbox.data.page} pageSize={outbox.data.pageSize} total={outbox.data.total} noun="e-mails" />
          </div>
        )}
      </section>
    </AdminPage>
  );
}
