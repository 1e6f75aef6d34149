// A set of radio buttons drawn as cards: for a few options a person compares at a glance (cleaning
// type, screen size). The first card carries the group's id, so "focus the first invalid field" works.
import { useId, type ReactNode } from 'react';
import { CircleAlert } from '../icons/index.ts';
import './field.css';
import './form-controls.css';

export interface ChoiceCardOption {
  value: string;
  label: string;
  hint?: string;
}

export interface ChoiceCardsProps {
  id?: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly ChoiceCardOption[];
  value: string;
  /** One of the options must be chosen (the form checks it; forms use noValidate). */
  required?: boolean;
  onChange: (value: string) => void;
}

export function ChoiceCards({ id, name, legend, hint, error, options, value, required, onChange }: ChoiceCardsProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="choice-group" aria-describedby={describedBy}>
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? (
        <span className="choice-group__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={errorId}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </span>
      ) : null}
      <div className="choice-group__options">
        {options.map((option, index) => {
          const optionId = index === 0 ? baseId : `${baseId}-${option.value}`;
          return (
            <label key={option.value} className="choice-card" htmlFor={optionId} data-invalid={error ? true : undefined}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                required={required}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
              />
              <span>
                <span className="choice-card__label">{option.label}</span>
                {option.hint ? <span className="choice-card__hint">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
