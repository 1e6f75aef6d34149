// A multi-line text field with the same label, hint and inline error as TextField.
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { CircleAlert } from 'lucide-react';
import './field.css';
import './form-controls.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
}

export function TextArea({ id, label, hint, error, optional, className, ...textarea }: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId}>
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
      <textarea
        {...textarea}
        id={fieldId}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
