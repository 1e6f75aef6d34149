// The inline "are you sure?" every dispatch change passes before it is sent: a state change reaches
// the customer at once, so one stray click must not make it.
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/index.ts';

export interface ConfirmStepProps {
  question: string;
  pending: boolean;
  pendingLabel: string;
  onConfirm: () => void;
  onKeep: () => void;
}

export function ConfirmStep({ question, pending, pendingLabel, onConfirm, onKeep }: ConfirmStepProps) {
  const questionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves to the question so keyboard and screen-reader users land where the choice is.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="admin-booking__confirm" role="group" aria-labelledby={questionId} ref={ref} tabIndex={-1}>
      <p id={questionId} className="admin-booking__confirm-question">
        {question}
      </p>
      <div className="admin-booking__confirm-actions">
        <Button onClick={onConfirm} loading={pending} loadingLabel={pendingLabel}>
          Confirm
        </Button>
        <Button variant="ghost" onClick={onKeep} disabled={pending}>
          Keep as is
        </Button>
      </div>
    </div>
  );
}
