// A multi-line text field with the same label, hint and inline error as TextField.
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field.tsx';
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
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy) => (
        <textarea
          {...textarea}
          id={fieldId}
          className={['field__input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
