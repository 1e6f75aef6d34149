// Form fields: a visible label, an optional hint and an inline error, tied to the control with
// aria-describedby and aria-invalid so screen readers hear why a field is wrong.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { CircleAlert, Eye, EyeOff } from '../icons/index.ts';
import './field.css';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint and inline error around any control; the control gets the ids to describe itself with. */
export function FieldFrame({ id, label, hint, error, optional, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={errorId}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </span>
      ) : null}
      {children(describedBy)}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
}

export function TextField({ id, label, hint, error, optional, className, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy) => (
        <input
          type="text"
          {...input}
          id={fieldId}
          className={['field__input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>;

/** An e-mail address: the phone's e-mail keyboard, and no capital letter or spelling fix forced on it. */
export function EmailField({ autoComplete = 'email', ...field }: EmailFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} {...field} />;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

export function PasswordField({ id, label, hint, error, optional, className, ...input }: PasswordFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy) => (
        <div className="field__control">
          <input
            {...input}
            type={visible ? 'text' : 'password'}
            id={fieldId}
            className={['field__input', 'field__input--with-action', className].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <button
            type="button"
            className="field__action"
            aria-controls={fieldId}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            {visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a state". */
  placeholder?: string;
}

export function Select({ id, label, hint, error, optional, options, placeholder, className, ...select }: SelectProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy) => (
        <select
          {...select}
          id={fieldId}
          className={['field__input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
