// /admin_area/texts: every text (SMS) Ilé wrote, newest first, paged: sign-in codes and booking texts,
// each with where it stands. Without a Termii key they are only kept here, so the note says so.
import { useSearchParams } from 'react-router-dom';
import { MessageSquareText } from '../../../components/icons/index.ts';
import { Alert, LoadFailed } from '../../../components/ui/index.ts';
import { AdminPage, Pagination } from '../../../features/admin/index.ts';
import { InboxEmpty, InboxSkeleton, OutboxTabs, OutboxTextItem, readTextsQuery, useAdminTexts } from '../../../features/admin-inbox/index.ts';

export function AdminTextsScreen() {
  const [params] = useSearchParams();
  const texts = useAdminTexts(readTextsQuery(params));
  return (
    <AdminPage title="Text outbox">
      <OutboxTabs />
      <Alert tone="info" title="Sent only with a Termii key">
        <p>
          Without a Termii key every text is kept here and never leaves: read a sign-in code here to test. With a key, texts are
          queued, sent, or tried again until they fail; a sign-in code’s digits are hidden once it has left. A text past a text
          limit is held: never sent, with the limit that held it.
        </p>
      </Alert>
      <section aria-labelledby="texts-heading" className="inbox-results">
        <h2 id="texts-heading" className="visually-hidden">
          Texts, newest first
        </h2>
        {texts.isPending ? (
          <InboxSkeleton label="Loading texts" />
        ) : texts.isError ? (
          <LoadFailed title="We couldn’t load the texts" error={texts.error} retrying={texts.isFetching} onRetry={() => void texts.refetch()} />
        ) : texts.data.items.length === 0 ? (
          <InboxEmpty icon={<MessageSquareText size={32} aria-hidden="true" />}>
            <p>No texts yet. Sign-in codes and booking texts show up here as the app writes them.</p>
          </InboxEmpty>
        ) : (
          <div aria-busy={texts.isPlaceholderData || undefined} className="inbox-results">
            <ul className="inbox-list" aria-label="Texts, newest first">
              {texts.data.items.map((text) => (
                <li key={text.id}>
                  <OutboxTextItem text={text} />
                </li>
              ))}
            </ul>
            <Pagination page={texts.data.page} pageSize={texts.data.pageSize} total={texts.data.total} noun="texts" />
          </div>
        )}
      </section>
    </AdminPage>
  );
}
