export { declineJob, getProJob, listProJobs, markJobStep, type DeclineJobRequest, type JobStep, type JobStepRequest, type ProJob, type ProJobs } from './requests.ts';
export { proJobKeys, useDeclineJob, useMarkJobStep, useProJob, useProJobs } from './hooks.ts';
