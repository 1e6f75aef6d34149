// /reset-password?token=…: choose a new password from an e-mailed link; the person is then signed in
// and taken home. A missing, mangled, expired or used link says so and offers a new one.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { KeyRound, Unlink } from '../../../components/icons/index.ts';
import { ButtonLink, Button, ErrorSummary, PasswordField } from '../../../components/ui/index.ts';
import { useResetPassword } from '../../../features/auth/api/index.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { useFormFeedback } from '../../../features/auth/components/use-form-feedback.ts';
import { isWellFormedResetToken, MIN_PASSWORD, validateResetPassword } from '../../../features/auth/validation.ts';
import { paths } from '../../../config/routes.ts';
import { homeFor } from '../../guards/access.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

const ids = { password: 'reset-password' };

function InvalidLink({ message }: { message?: string | undefined }) {
  return (
    <AuthCard
      title="This link no longer works"
      icon={<Unlink size={24} />}
      aside={
        <p>
          <Link to={paths.signIn}>Back to sign in</Link>
        </p>
      }
    >
      <DocumentTitle>Reset link expired · Ilé</DocumentTitle>
      <p role="status">{message ?? 'This reset link is incomplete, has expired or was already used.'} For your safety, each link works once.</p>
      <ButtonLink to={paths.forgotPassword} fullWidth>
        Get a new reset link
      </ButtonLink>
    </AuthCard>
  );
}

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const feedback = useFormFeedback(ids);
  const [password, setPassword] = useState('');

  if (!isWellFormedResetToken(token)) return <InvalidLink />;
  if (reset.error?.code === 'reset_token_invalid' || reset.error?.fields?.token) return <InvalidLink message={reset.error.message} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    if (!feedback.check(validateResetPassword({ password }))) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: (user) => navigate(homeFor(user), { replace: true }),
        onError: feedback.fail,
      },
    );
  };

  return (
    <AuthCard title="Choose a new password" icon={<KeyRound size={24} />} intro="You will be signed in straight away.">
      <DocumentTitle>Choose a new password · Ilé</DocumentTitle>
      {feedback.hasProblems ? (
        <ErrorSummary focusRequest={feedback.focusRequest} title={feedback.failure?.title} message={feedback.failure?.message} problems={feedback.problems} />
      ) : null}
      <form noValidate onSubmit={submit} aria-label="Choose a new password">
        <PasswordField
          id={ids.password}
          label="New password"
          required
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters. A short phrase is easy to remember.`}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            feedback.clear('password');
          }}
          error={feedback.fieldErrors.password}
        />
        <Button type="submit" fullWidth loading={reset.isPending} loadingLabel="Saving your password…">
          Save and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
