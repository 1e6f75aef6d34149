// The sign-in form (e-mail and password) with its error summary: on /signin, and for a returning
// customer on the "finish your booking" screen. What happens on a good submit is the screen's call.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../../api/errors.ts';
import type { SignInRequest } from '../../../api/types.ts';
import { Button, EmailField, ErrorSummary, PasswordField } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { validateSignIn, type SignInField } from '../validation.ts';
import { useFormFeedback } from './use-form-feedback.ts';
import './auth-card.css';

const ids: Record<SignInField, string> = { email: 'signin-email', password: 'signin-password' };

export interface SignInFormProps {
  /** The form's accessible name. */
  label: string;
  /** Filled in from the start (an e-mail that turned out to have an account already). */
  initialEmail?: string;
  submitLabel: ReactNode;
  busy: boolean;
  busyLabel: string;
  /** Sends the checked values; call `fail` with the answer when it is a failure, to show it. */
  onSubmit: (body: SignInRequest, fail: (error: ApiError) => void) => void;
}

export function SignInForm({ label, initialEmail = '', submitLabel, busy, busyLabel, onSubmit }: SignInFormProps) {
  const feedback = useFormFeedback(ids);
  const [values, setValues] = useState<Record<SignInField, string>>({ email: initialEmail, password: '' });

  const change = (field: SignInField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    feedback.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!feedback.check(validateSignIn(values))) return;
    onSubmit({ email: values.email.trim(), password: values.password }, feedback.fail);
  };

  return (
    <>
      {feedback.hasProblems ? (
        <ErrorSummary focusRequest={feedback.focusRequest} title={feedback.failure?.title} message={feedback.failure?.message} problems={feedback.problems} />
      ) : null}
      <form noValidate onSubmit={submit} aria-label={label}>
        <EmailField
          id={ids.email}
          label="E-mail address"
          required
          value={values.email}
          onChange={change('email')}
          error={feedback.fieldErrors.email}
        />
        <PasswordField
          id={ids.password}
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={feedback.fieldErrors.password}
        />
        <div className="auth-card__row">
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
        <Button type="submit" fullWidth loading={busy} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
