// /pro/jobs: a signed-in pro's jobs in three lists (today, upcoming, past), each card linking to the
// job's page, and their notifications below. A pro whose jobs are paused is told so, with our number.
// A pro whose phone or e-mail is not confirmed yet is asked to confirm it, above the jobs.
import { Link } from 'react-router-dom';
import { ChevronRight, Phone } from '../../../components/icons/index.ts';
import { isApiError } from '../../../api/errors.ts';
import { Alert, Container, LoadFailed, Spinner } from '../../../components/ui/index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { paths } from '../../../config/routes.ts';
import { jobWhen } from '../../pro-jobs/job-when.ts';
import { site } from '../../../config/site.ts';
import { useCurrentUserState } from '../../../features/auth/api/index.ts';
import { ContactDetails } from '../../../features/auth/components/contact-details.tsx';
import { NotificationsPanel } from '../../../features/notifications/index.ts';
import { JobStageChip, jobStage, useProJobs, type ProJob } from '../../../features/pro-jobs/index.ts';
import '../../../features/pro-jobs/components/pro-jobs.css';
import './pro-jobs.css';

export function ProJobsScreen() {
  const jobs = useProJobs();
  const user = useCurrentUserState();
  // Job texts go only to a proven phone, job e-mails only to a proven e-mail: ask until both are.
  const unproven = user && (!user.phoneVerified || !user.email || user.pendingEmail !== null);
  return (
    <Container className="pro-page pro-jobs">
      <DocumentTitle>My jobs · Ilé</DocumentTitle>
      <h1>My jobs</h1>
      {user && unproven ? <ContactDetails user={user} /> : null}
      {jobs.isPending ? (
        <JobListLoading />
      ) : jobs.isError ? (
        isApiError(jobs.error) && jobs.error.code === 'pro_not_active' ? (
          <JobsPaused message={jobs.error.message} />
        ) : (
          <LoadFailed title="We couldn’t load your jobs" error={jobs.error} retrying={jobs.isFetching} onRetry={() => void jobs.refetch()} />
        )
      ) : jobs.data.today.length + jobs.data.upcoming.length + jobs.data.past.length === 0 ? (
        <div className="pro-page__empty">
          <p>No jobs yet. We'll tell you by e-mail and here when one is assigned.</p>
        </div>
      ) : (
        <>
          <JobSection id="today" title="Today" jobs={jobs.data.today} none="Nothing today." />
          <JobSection id="upcoming" title="Upcoming" jobs={jobs.data.upcoming} none="Nothing coming up yet." />
          <JobSection id="past" title="Past" jobs={jobs.data.past} none="No past jobs yet." />
        </>
      )}
      <NotificationsPanel emptyText="Nothing new. We’ll tell you here when a job is assigned to you or changes." />
      <p className="pro-jobs__account">
        <Link to={paths.account}>My account and data</Link>: download your data, offers by text, delete your account.
      </p>
    </Container>
  );
}

function JobsPaused({ message }: { message: string }) {
  return (
    <Alert tone="warning" title="Your jobs are paused">
      <p>{message}</p>
      <p>
        <Phone size={16} aria-hidden="true" /> Call us on <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>, {site.support.hours}.
      </p>
    </Alert>
  );
}

function JobSection({ id, title, jobs, none }: { id: string; title: string; jobs: readonly ProJob[]; none: string }) {
  const headingId = `jobs-${id}`;
  return (
    <section className="pro-jobs__section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="pro-jobs__count">({jobs.length})</span>
      </h2>
      {jobs.length === 0 ? (
        <p className="pro-jobs__none">{none}</p>
      ) : (
        <ul className="job-list">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JobCard({ job }: { job: ProJob }) {
  const { address } = job.visit;
  return (
    <Link to={paths.proJob(job.id)} className="job-card">
      <span className="job-card__top">
        <span className="job-card__service">{job.serviceName}</span>
        <JobStageChip stage={jobStage(job)} />
      </span>
      <span className="job-card__when">{jobWhen(job.visit)}</span>
      <span className="job-card__where">
        {address.area === address.city ? address.area : `${address.area}, ${address.city}`}
        {'landmark' in address && address.landmark ? ` · ${address.landmark}` : ''}
      </span>
      <span className="job-card__bottom">
        <span className="job-card__reference">Ref. {job.reference}</span>
        <ChevronRight size={20} aria-hidden="true" className="job-card__chevron" />
      </span>
    </Link>
  );
}

function JobListLoading() {
  return (
    <p className="pro-page__loading" role="status">
      <Spinner size={20} /> Loading your jobs…
    </p>
  );
}
