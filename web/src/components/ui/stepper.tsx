// A number people can type or step with large − and + buttons. The typed text is kept as typed (the
// form checks it); the buttons step from the nearest valid number and stop at the limits.
import { useId, type ReactNode } from 'react';
import { Minus, Plus } from '../icons/index.ts';
import { FieldFrame } from './field.tsx';
import './form-controls.css';

export interface StepperProps {
  id?: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  min: number;
  max: number;
  step?: number;
  /** The customer must give a number (the form checks it; forms use noValidate). */
  required?: boolean;
  onChange: (value: string) => void;
}

export function Stepper({ id, label, hint, error, value, min, max, step = 1, required, onChange }: StepperProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const typed = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
  const current = typed === null ? min : Math.min(max, Math.max(min, typed));
  const move = (delta: number) => onChange(String(Math.min(max, Math.max(min, typed === null ? current : current + delta))));
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className="stepper">
          <button type="button" className="stepper__button" onClick={() => move(-step)} disabled={typed !== null && typed <= min} aria-controls={fieldId}>
            <Minus size={20} aria-hidden="true" />
            <span className="visually-hidden">Fewer: {label}</span>
          </button>
          <input
            id={fieldId}
            className="field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required={required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <button type="button" className="stepper__button" onClick={() => move(step)} disabled={typed !== null && typed >= max} aria-controls={fieldId}>
            <Plus size={20} aria-hidden="true" />
            <span className="visually-hidden">More: {label}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
