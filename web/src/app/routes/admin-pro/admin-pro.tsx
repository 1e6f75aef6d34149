// /admin_area/pro/view/:proId: an application or pro with everything they sent, the decisions open to
// their status (approve or reject a pending application; suspend an approved pro; reinstate a
// suspended one) with a note, the bookings assigned to them, and the history of every decision.
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SearchX } from '../../../components/icons/index.ts';
import { formatDate, formatNigerianPhone, formatTime, telHref } from '@ile/domain';
import { isApiError, type ApiError } from '../../../api/errors.ts';
import type { ProDetail } from '../../../api/types.ts';
import { Alert, Button, ButtonLink, type ButtonVariant, LoadFailed } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { paths } from '../../../config/routes.ts';
import {
  AdminPage,
  AuditHistory,
  DECISION_LABELS,
  PRO_STATUS_LABELS,
  ProStatusBadge,
  decisionNeedsNote,
  decisionsFor,
  statusAfter,
  useAdminPro,
  useDecidePro,
  type ProDecision,
} from '../../../features/admin/index.ts';
import { BUNDLED_SERVICES } from '../../../features/catalogue/index.ts';
import { ID_TYPE_LABELS, describeDays } from '../../../features/pros/index.ts';
import { AdminBookingList, AdminListSkeleton } from '../../../features/bookings/components/admin-booking-list.tsx';
import '../../../features/bookings/components/admin-lists.css';
import './admin-pro.css';

const BACK = { to: paths.adminPros, label: 'All pros' };
const NOTE_MAX = 1000;

const DECISION_LOOK: Record<ProDecision, ButtonVariant> = { approve: 'primary', reinstate: 'primary', reject: 'secondary', suspend: 'secondary' };
const DONE: Record<ProDecision, (name: string) => string> = {
  approve: (name) => `${name} is approved and can be given jobs.`,
  reject: (name) => `${name}’s application is rejected.`,
  suspend: (name) => `${name} is suspended and gets no new jobs.`,
  reinstate: (name) => `${name} is reinstated and can be given jobs again.`,
};

function serviceName(key: string): string {
  return BUNDLED_SERVICES.find((s) => s.key === key)?.name ?? key;
}

export function AdminProScreen() {
  const { proId = '' } = useParams();
  const pro = useAdminPro(proId);
  if (pro.isPending) {
    return (
      <AdminPage title="Pro" back={BACK}>
        <AdminListSkeleton label="Loading the application" rows={2} />
      </AdminPage>
    );
  }
  if (pro.isError) {
    if (isApiError(pro.error) && pro.error.status === 404) {
      return (
        <AdminPage title="We can’t find that pro" documentTitle="Pro not found" back={BACK}>
          <div className="admin-empty">
            <SearchX size={32} aria-hidden="true" />
            <p>There is no application or pro with this link. It may have been typed wrong.</p>
            <ButtonLink to={paths.adminPros}>See all pros</ButtonLink>
          </div>
        </AdminPage>
      );
    }
    return (
      <AdminPage title="Pro" back={BACK}>
        <LoadFailed title="We couldn’t load this pro" error={pro.error} retrying={pro.isFetching} onRetry={() => void pro.refetch()} />
      </AdminPage>
    );
  }
  return <ProView detail={pro.data} />;
}

function ProView({ detail }: { detail: ProDetail }) {
  const { pro } = detail;
  const [notice, setNotice] = useState<string | null>(null);
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Applied', value: formatDate(pro.createdAt) },
    { label: 'Phone', value: <a href={telHref(pro.phone)}>{formatNigerianPhone(pro.phone)}</a> },
    { label: 'E-mail', value: <a href={`mailto:${pro.email}`}>{pro.email}</a> },
    { label: 'Services', value: pro.services.map(serviceName).join(', ') },
    { label: 'Works in', value: `${pro.area}, ${pro.state === 'FCT' ? 'FCT (Abuja)' : `${pro.state} State`}` },
    { label: 'Experience', value: detail.yearsExperience === 1 ? '1 year' : `${detail.yearsExperience} years` },
    { label: 'Own tools', value: detail.ownTools ? 'Yes' : 'No' },
    { label: 'Days available', value: describeDays(detail.daysAvailable) },
    { label: 'ID', value: `${ID_TYPE_LABELS[detail.idType]} ${detail.idNumber}` },
    // The two people to call before deciding; an application made before references were asked for has none.
    ...detail.referees.map((referee, i) => ({
      label: `Reference ${i + 1}`,
      value: (
        <>
          {referee.name}, <a href={telHref(referee.phone)}>{formatNigerianPhone(referee.phone)}</a>
        </>
      ),
    })),
    { label: 'About', value: <span className="admin-pro__about">{detail.about}</span> },
  ];
  return (
    <AdminPage
      title={pro.name}
      back={BACK}
      meta={
        <>
          <span>{pro.reference}</span>
          <ProStatusBadge status={pro.status} />
        </>
      }
    >
      {notice ? (
        <Alert tone="success" title={notice} live>
          <p>The decision is in the history below.</p>
        </Alert>
      ) : null}

      <Decision detail={detail} onDone={setNotice} />

      <section className="admin-section" aria-labelledby="application-heading">
        <h2 id="application-heading">Application</h2>
        <dl className="booking-facts">
          {rows.map((row) => (
            <div className="booking-facts__row" key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="admin-section" aria-labelledby="bookings-heading">
        <h2 id="bookings-heading">Bookings</h2>
        {detail.bookings.length > 0 ? (
          <AdminBookingList items={detail.bookings} label={`Bookings assigned to ${pro.name}, soonest first`} />
        ) : (
          <p className="admin-pro__muted">No bookings assigned to {pro.name} yet.</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <AuditHistory entries={detail.history} empty="No decision has been made yet." />
      </section>
    </AdminPage>
  );
}

function failureOf(error: ApiError): { title: string; message: string } {
  if (error.code === 'pro_decision_not_allowed') return { title: 'That decision no longer applies', message: `${error.message} The pro is shown as they are now.` };
  if (error.isNetworkError) return { title: 'You seem to be offline', message: error.message };
  return { title: 'That didn’t work', message: error.message };
}

function Decision({ detail, onDone }: { detail: ProDetail; onDone: (notice: string) => void }) {
  const { pro } = detail;
  const decide = useDecidePro(pro.id);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [acting, setActing] = useState<ProDecision | null>(null);
  const options = decisionsFor(pro.status);
  const noteError = problem ?? (decide.error?.status === 400 ? decide.error.fields?.note : undefined);
  const failure = decide.error && !(decide.error.status === 400 && decide.error.fields?.note) ? failureOf(decide.error) : null;

  const last = detail.decidedAt ? (
    <p className="admin-pro__muted">
      Last decision {formatDate(detail.decidedAt)}, {formatTime(detail.decidedAt)}
      {detail.decisionNote ? `: “${detail.decisionNote}”` : '.'}
    </p>
  ) : null;

  if (options.length === 0) {
    return (
      <section className="admin-section" aria-labelledby="decision-heading">
        <h2 id="decision-heading">Decision</h2>
        <p>This application is {PRO_STATUS_LABELS[pro.status].toLowerCase()}; there is nothing left to decide. If they apply again, the new application shows up as pending.</p>
        {last}
      </section>
    );
  }

  const act = (decision: ProDecision) => {
    if (decide.isPending) return;
    const trimmed = note.trim();
    if (decisionNeedsNote(decision) && !trimmed) {
      setProblem(`Say why you ${decision === 'reject' ? 'reject this application' : 'suspend this pro'}. It is kept in the history.`);
      return;
    }
    if (trimmed.length > NOTE_MAX) {
      setProblem(`Use at most ${NOTE_MAX} characters.`);
      return;
    }
    setProblem(undefined);
    setActing(decision);
    decide.mutate(trimmed ? { action: decision, note: trimmed } : { action: decision }, {
      onSuccess: () => {
        setNote('');
        onDone(DONE[decision](pro.name));
      },
      onSettled: () => setActing(null),
    });
  };

  return (
    <section className="admin-section admin-pro__decision" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Decision</h2>
      {last}
      {failure ? (
        <Alert tone="error" title={failure.title} live>
          <p>{failure.message}</p>
        </Alert>
      ) : null}
      <TextArea
        id="decision-note"
        label="Note"
        optional={!options.some(decisionNeedsNote)}
        required={options.some(decisionNeedsNote)}
        hint={options.some(decisionNeedsNote) ? `Needed to ${options.filter(decisionNeedsNote).join(' or ')}; kept in the history.` : 'Kept in the history.'}
        rows={3}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setProblem(undefined);
        }}
        error={noteError}
      />
      <div className="admin-pro__actions">
        {options.map((decision) => (
          <Button key={decision} variant={DECISION_LOOK[decision]} onClick={() => act(decision)} loading={acting === decision} loadingLabel="Saving…" aria-describedby="decision-outcome">
            {DECISION_LABELS[decision]}
          </Button>
        ))}
      </div>
      <p id="decision-outcome" className="admin-pro__muted">
        {options.map((d) => `${DECISION_LABELS[d]}: becomes ${PRO_STATUS_LABELS[statusAfter(pro.status, d) ?? pro.status].toLowerCase()}.`).join(' ')}
      </p>
    </section>
  );
}
