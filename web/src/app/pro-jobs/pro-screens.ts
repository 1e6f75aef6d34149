// A pro's two screens in one chunk: the list and a job are opened one after the other, and one file
// instead of two keeps the entry every visitor downloads (it names each chunk) a little smaller.
export { ProJobsScreen } from '../routes/pro-jobs/pro-jobs.tsx';
export { ProJobScreen } from '../routes/pro-job/pro-job.tsx';
