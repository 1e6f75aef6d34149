// Checkboxes drawn as the same cards as ChoiceCards: a group where several answers can be ticked
// (services offered, days available), and one checkbox that must be ticked (consent). Like
// ChoiceCards, the first box carries the group's id, so "focus the first invalid field" works.
import { useId, type ReactNode } from 'react';
import { CircleAlert } from '../icons/index.ts';
import './field.css';
import './form-controls.css';

function ErrorLine({ id, error }: { id: string; error: string }) {
  return (
    <span className="field__error" id={id}>
      <CircleAlert size={16} aria-hidden="true" />
      <span>{error}</span>
    </span>
  );
}

export interface CheckboxOption<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

export interface CheckboxGroupProps<V extends string> {
  id?: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly CheckboxOption<V>[];
  values: readonly V[];
  onChange: (values: V[]) => void;
  /** Narrow cards (weekdays) fit more on a line. */
  compact?: boolean;
}

export function CheckboxGroup<V extends string>({ id, name, legend, hint, error, options, values, onChange, compact }: CheckboxGroupProps<V>) {
  const generated = useId();
  const baseId = id ?? generated;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const toggle = (value: V, checked: boolean) => {
    // Keep the options' order whatever order they were ticked in.
    const next = new Set<V>(values);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className="choice-group" aria-describedby={describedBy}>
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? (
        <span className="choice-group__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {errorId && error ? <ErrorLine id={errorId} error={error} /> : null}
      <div className={compact ? 'choice-group__options choice-group__options--compact' : 'choice-group__options'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? baseId : `${baseId}-${option.value}`;
          return (
            <label key={option.value} className="choice-card" htmlFor={optionId} data-invalid={error ? true : undefined}>
              <input
                type="checkbox"
                id={optionId}
                name={name}
                value={option.value}
                checked={values.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
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

export interface CheckboxProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One checkbox with its own inline error (a consent that must be given). */
export function Checkbox({ id, label, hint, error, checked, onChange }: CheckboxProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="control-row">
      {errorId && error ? <ErrorLine id={errorId} error={error} /> : null}
      <label className="choice-card" htmlFor={fieldId} data-invalid={error ? true : undefined}>
        <input type="checkbox" id={fieldId} checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <span>
          <span className="choice-card__label">{label}</span>
          {hint ? (
            <span className="choice-card__hint" id={hintId}>
              {hint}
            </span>
          ) : null}
        </span>
      </label>
    </div>
  );
}
