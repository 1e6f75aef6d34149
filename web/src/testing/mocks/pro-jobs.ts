// MSW handlers for a pro's jobs: the lists (some, none, slow, paused, failing), one job in any step,
// and `proJobsStore`, which keeps one job in memory so a step or a decline shows as the BFF would.
import { delay, HttpResponse } from 'msw';
import type { ProJob, ProJobs } from '../../features/pro-jobs/api/requests.ts';
import { buildApiError, buildDeclineTooLateError, buildNoProJobs, buildProJob, buildProJobs, buildProNotActiveError, buildStartTooEarlyError } from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';

const NOT_FOUND = () => buildApiError({ code: 'not_found', message: 'We could not find that.' });

export const proJobsHandlers = {
  some: (jobs: ProJobs = buildProJobs()) => http.get('/app/pro/jobs', ({ response }) => response(200).json({ data: jobs })),
  none: () => http.get('/app/pro/jobs', ({ response }) => response(200).json({ data: buildNoProJobs() })),
  /** Never answers: the loading state. */
  loading: () =>
    http.get('/app/pro/jobs', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildNoProJobs() });
    }),
  paused: () => http.get('/app/pro/jobs', ({ response }) => response(403).json(buildProNotActiveError())),
  serverError: () => http.get('/app/pro/jobs', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

export const proJobHandlers = {
  ok: (job: ProJob = buildProJob()) => http.get('/app/pro/jobs/{id}', ({ response }) => response(200).json({ data: job })),
  loading: () =>
    http.get('/app/pro/jobs/{id}', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildProJob() });
    }),
  notFound: () => http.get('/app/pro/jobs/{id}', ({ response }) => response(404).json(NOT_FOUND())),
  serverError: () => http.get('/app/pro/jobs/{id}', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

export const markJobStepHandlers = {
  tooEarly: () => http.post('/app/pro/jobs/{id}/step', ({ response }) => response(409).json(buildStartTooEarlyError())),
  slow: () =>
    http.post('/app/pro/jobs/{id}/step', async ({ response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: buildProJob('on_the_way') });
    }),
  networkError: () => http.post('/app/pro/jobs/{id}/step', () => HttpResponse.error()),
};

export const declineJobHandlers = {
  tooLate: () => http.post('/app/pro/jobs/{id}/decline', ({ response }) => response(409).json(buildDeclineTooLateError())),
};

const NEXT: Record<'on_the_way' | 'started' | 'done', (job: ProJob, note?: string) => ProJob> = {
  on_the_way: (job) => ({ ...job, onTheWayAt: job.onTheWayAt ?? new Date().toISOString() }),
  started: (job) => ({ ...job, status: 'in_progress', startedAt: job.startedAt ?? new Date().toISOString() }),
  done: (job, note) => ({ ...job, status: 'completed', completedAt: new Date().toISOString(), proNote: note ?? null, customer: null }),
};

/** One job kept in memory: steps move it along, a decline takes it away (404 afterwards). Call `reset()` in `beforeEach`. */
export function proJobsStore(initial: () => ProJob = () => buildProJob()) {
  let job: ProJob | null = initial();
  const steps: string[] = [];
  return {
    /** The steps and declines received, in order. */
    received: () => [...steps],
    reset() {
      job = initial();
      steps.length = 0;
    },
    handlers: {
      job: http.get('/app/pro/jobs/{id}', ({ response }) => (job ? response(200).json({ data: job }) : response(404).json(NOT_FOUND()))),
      step: http.post('/app/pro/jobs/{id}/step', async ({ request, response }) => {
        const body = await request.json();
        if (!job) return response(404).json(NOT_FOUND());
        steps.push(body.step);
        job = NEXT[body.step](job, body.note);
        return response(200).json({ data: job });
      }),
      decline: http.post('/app/pro/jobs/{id}/decline', async ({ request, response }) => {
        const body = await request.json();
        if (!job) return response(404).json(NOT_FOUND());
        steps.push(`decline: ${body.reason}`);
        const { reference } = job;
        job = null;
        return response(200).json({ data: { reference } });
      }),
    },
  };
}
