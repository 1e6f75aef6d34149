// A yes/no choice drawn as a switch: a real checkbox, so keyboards and screen readers know it.
import { useId, type ReactNode } from 'react';
import './form-controls.css';

export interface ToggleProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Toggle({ id, label, hint, checked, onChange }: ToggleProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="control-row">
      <label className="toggle" htmlFor={fieldId}>
        <input type="checkbox" role="switch" id={fieldId} checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hintId} />
        <span>{label}</span>
      </label>
      {hint ? (
        <span className="control-row__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
