// Plain request functions for a pro's own jobs: a client in, the answer's `data` out, or an ApiError
// thrown. No DOM, no React, no MSW: the Pact consumer tests call them against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components, paths } from '@ile/domain/schema';

export type ProJob = components['schemas']['ProJob'];
export type ProJobs = components['schemas']['ProJobs'];
export type JobStep = components['schemas']['JobStep'];
export type JobStepRequest = paths['/app/pro/jobs/{id}/step']['post']['requestBody']['content']['application/json'];
export type DeclineJobRequest = paths['/app/pro/jobs/{id}/decline']['post']['requestBody']['content']['application/json'];

/** The signed-in pro's jobs: today, upcoming, past. 403 pro_not_active while their jobs are paused. */
export async function listProJobs(client: ApiClient): Promise<ProJobs> {
  return (await unwrap(client.GET('/app/pro/jobs'))).data;
}

/** One of the pro's jobs. 404: not theirs (or no longer: declined or reassigned). */
export async function getProJob(client: ApiClient, bookingId: string): Promise<ProJob> {
  return (await unwrap(client.GET('/app/pro/jobs/{id}', { params: { path: { id: bookingId } } }))).data;
}

/** On my way, started (from the visit day), done (with an optional note). 409 booking_state_conflict: out of order or too early. */
export async function markJobStep(client: ApiClient, bookingId: string, body: JobStepRequest): Promise<ProJob> {
  return (await unwrap(client.POST('/app/pro/jobs/{id}/step', { params: { path: { id: bookingId } }, body }))).data;
}

/** Gives the job back before it starts, with a reason. 409: it has started or is over. */
export async function declineJob(client: ApiClient, bookingId: string, body: DeclineJobRequest): Promise<{ reference: string }> {
  return (await unwrap(client.POST('/app/pro/jobs/{id}/decline', { params: { path: { id: bookingId } }, body }))).data;
}
