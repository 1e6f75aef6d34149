// /admin_area/people: a data request received by phone. Find the person by their phone (any Nigerian
// format) or e-mail, then download their data (the same file they would get) or erase the account
// after a confirmation that names them and asks how the request came in (kept in the audit log).
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMAIL_PATTERN, formatDate, formatNigerianPhone, normalizeNigerianPhone } from '@ile/domain';
import { RotateCw, Search, Trash2, UserSearch } from '../../../components/icons/index.ts';
import { Alert, Button, LoadFailed, Spinner, TextField } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { AdminPage } from '../../../features/admin/index.ts';
import { dataFileName, saveJson, useAdminErasePerson, useAdminExportPersonData, useFindPeople, type PersonSummary } from '../../../features/personal-data/index.ts';
import './admin-people.css';

const ROLE_NAMES: Record<PersonSummary['role'], string> = { user: 'Customer', pro: 'Pro', admin: 'Admin' };
const EMAIL = new RegExp(EMAIL_PATTERN);

/** Why a search cannot be sent, or null when it is a Nigerian mobile or an e-mail. */
export function queryProblem(q: string): string | null {
  const value = q.trim();
  if (!value) return 'Enter their phone number or e-mail.';
  if (normalizeNigerianPhone(value) || EMAIL.test(value)) return null;
  return 'Enter a Nigerian mobile (like 0803 123 4567 or +234 803 123 4567) or an e-mail address.';
}

export function AdminPeopleScreen() {
  const [params, setParams] = useSearchParams();
  const searched = params.get('q') ?? '';
  const [typed, setTyped] = useState(searched);
  const [problem, setProblem] = useState<string | null>(null);
  const [erased, setErased] = useState<string | null>(null);
  const people = useFindPeople(searched && !queryProblem(searched) ? searched.trim() : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = queryProblem(typed);
    setProblem(found);
    if (found) return;
    setErased(null);
    setParams({ q: typed.trim() });
  };

  return (
    <AdminPage title="People and their data">
      <p className="admin-people__intro">For a request received by phone or e-mail (Nigeria Data Protection Act): find the person, check who they are, then download or erase their data.</p>
      <form role="search" aria-label="Find a person" className="admin-people__search" noValidate onSubmit={submit}>
        <TextField
          label="Phone or e-mail"
          hint="Any Nigerian format: 0803 123 4567, +234 803 123 4567, or their e-mail."
          name="q"
          autoComplete="off"
          maxLength={254}
          value={typed}
          error={problem ?? undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">
          <Search size={18} aria-hidden="true" />
          Find
        </Button>
      </form>
      {erased ? (
        <Alert tone="success" title="Account erased" live>
          <p>{erased}’s account and personal details are erased. The booking and payment records the law keeps stay, without their name.</p>
        </Alert>
      ) : null}
      <section aria-labelledby="people-heading" className="admin-people__results">
        <h2 id="people-heading" className="visually-hidden">
          People found
        </h2>
        {!searched || queryProblem(searched) ? (
          <p className="admin-people__empty">Search by phone or e-mail to find a person.</p>
        ) : people.isPending ? (
          <div role="status" aria-label="Searching" className="admin-people__loading">
            <Spinner />
          </div>
        ) : people.isError ? (
          <LoadFailed title="We couldn’t search" error={people.error} retrying={people.isFetching} onRetry={() => void people.refetch()} />
        ) : people.data.length === 0 ? (
          <div className="admin-people__empty">
            <UserSearch size={32} aria-hidden="true" />
            <p>No one found with {searched}. Erased accounts are never found.</p>
          </div>
        ) : (
          <ul className="admin-people__list" aria-label="People found">
            {people.data.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} onErased={() => setErased(person.name)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}

function PersonCard({ person, onErased }: { person: PersonSummary; onErased: () => void }) {
  const download = useAdminExportPersonData();
  const [confirming, setConfirming] = useState(false);
  const fetchFile = () => download.mutate(person.id, { onSuccess: (data) => saveJson(data, dataFileName()) });
  return (
    <article className="admin-people__person" aria-labelledby={`person-${person.id}`}>
      <h3 id={`person-${person.id}`}>{person.name}</h3>
      <dl className="admin-people__facts">
        <div>
          <dt>Role</dt>
          <dd>{ROLE_NAMES[person.role]}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{formatNigerianPhone(person.phone)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd className="admin-people__email">{person.email ?? 'None'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(person.createdAt)}</dd>
        </div>
      </dl>
      <div className="admin-people__actions">
        <Button variant="secondary" loading={download.isPending} loadingLabel="Preparing their file…" onClick={fetchFile}>
          Download their data
        </Button>
        {!confirming ? (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 size={18} aria-hidden="true" />
            Erase
          </Button>
        ) : null}
      </div>
      <p className="admin-people__status" role="status">
        {download.isSuccess ? 'Their file is downloading.' : ''}
      </p>
      {download.isError ? (
        <Alert tone="error" title="We couldn’t prepare their file" live>
          <p>{download.error.message}</p>
          <Button variant="secondary" size="sm" onClick={fetchFile}>
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : null}
      {confirming ? <EraseConfirmation person={person} onCancel={() => setConfirming(false)} onErased={onErased} /> : null}
    </article>
  );
}

function EraseConfirmation({ person, onCancel, onErased }: { person: PersonSummary; onCancel: () => void; onErased: () => void }) {
  const erase = useAdminErasePerson();
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const code = erase.isError ? erase.error.code : null;
  const refused = code === 'erasure_in_flight' || code === 'admin_not_erasable';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem = trimmed.length < 3 ? 'Say how the request came in and how you checked who they are.' : null;
    setReasonProblem(problem);
    if (!problem) erase.mutate({ id: person.id, reason: trimmed }, { onSuccess: onErased });
  };
  return (
    <form aria-label={`Confirm erasing ${person.name}`} className="admin-people__confirm" noValidate onSubmit={submit}>
      <p>
        <strong>Erase {person.name}’s account?</strong>
      </p>
      <p>Their name, e-mail, phone, password, addresses, notes, notifications and the texts and e-mails sent to them go. Booking and payment records stay without their name, as the law requires. This cannot be undone.</p>
      <TextArea
        label="Reason"
        hint="How the request came in and how you checked who they are; kept in the audit log."
        maxLength={500}
        rows={3}
        value={reason}
        error={reasonProblem ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {erase.isError ? (
        code === 'erasure_in_flight' ? (
          <Alert tone="warning" title="Not yet" live>
            <p>{erase.error.message}</p>
          </Alert>
        ) : code === 'admin_not_erasable' ? (
          <Alert tone="warning" title="An admin account" live>
            <p>{erase.error.message}</p>
          </Alert>
        ) : (
          <Alert tone="error" title="We couldn’t erase the account" live>
            <p>{erase.error.message} You can try again.</p>
          </Alert>
        )
      ) : null}
      <div className="admin-people__actions">
        <Button type="submit" loading={erase.isPending} loadingLabel="Erasing…" disabled={refused}>
          Yes, erase {person.name}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            erase.reset();
            onCancel();
          }}
        >
          Keep the account
        </Button>
      </div>
    </form>
  );
}
