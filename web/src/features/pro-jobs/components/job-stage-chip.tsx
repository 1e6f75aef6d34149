// A job's stage as a coloured pill with its words (colour is never the only signal).
import { STAGE_LABELS, type ProJobStage } from '../job-steps.ts';
import './pro-jobs.css';

export function JobStageChip({ stage }: { stage: ProJobStage }) {
  return <span className={`job-chip job-chip--${stage.replace(/_/g, '-')}`}>{STAGE_LABELS[stage]}</span>;
}
