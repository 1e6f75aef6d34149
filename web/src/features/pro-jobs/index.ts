// A pro's own jobs: the calls and hooks, where a job stands and its chip.
export * from './api/index.ts';
export { STAGE_LABELS, canDecline, hasStreet, jobStage, mapsLink, type ProJobStage, type StreetAddress } from './job-steps.ts';
export { JobStageChip } from './components/job-stage-chip.tsx';
