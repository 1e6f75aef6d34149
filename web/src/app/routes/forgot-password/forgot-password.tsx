// /forgot-password: ask for a reset link. The answer is the same whether or not the address has an
// account, so the screen never says which.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { KeyRound, MailCheck } from '../../../components/icons/index.ts';
import { Button, EmailField, ErrorSummary } from '../../../components/ui/index.ts';
import { useRequestPasswordReset } from '../../../features/auth/api/index.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { useFormFeedback } from '../../../features/auth/components/use-form-feedback.ts';
import { validateForgotPassword } from '../../../features/auth/validation.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

const ids = { email: 'forgot-email' };

export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const feedback = useFormFeedback(ids);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!feedback.check(validateForgotPassword({ email }))) return;
    const address = email.trim();
    request.mutate({ email: address }, { onSuccess: () => setSentTo(address), onError: feedback.fail });
  };

  if (sentTo !== null) {
    return (
      <AuthCard
        title="Check your inbox"
        icon={<MailCheck size={24} />}
        aside={
          <p>
            <Link to={paths.signIn}>Back to sign in</Link>
          </p>
        }
      >
        <DocumentTitle>Check your inbox · Ilé</DocumentTitle>
        <div role="status">
          <p>
            If <strong>{sentTo}</strong> has an Ilé account, we have sent it a link to choose a new password. The link works once.
          </p>
          <p>Nothing after a few minutes? Check your spam folder, or make sure you used the address you signed up with.</p>
        </div>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            request.reset();
            feedback.reset();
            setSentTo(null);
          }}
        >
          Use another e-mail address
        </Button>
        <p className="auth-card__trust">
          Still stuck? Call us on&nbsp;<a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      icon={<KeyRound size={24} />}
      intro="Enter the e-mail address you signed up with and we will send you a link to choose a new one."
      aside={
        <p>
          Remembered it? <Link to={paths.signIn}>Sign in</Link>
        </p>
      }
    >
      <DocumentTitle>Forgot your password · Ilé</DocumentTitle>
      {feedback.hasProblems ? (
        <ErrorSummary focusRequest={feedback.focusRequest} title={feedback.failure?.title} message={feedback.failure?.message} problems={feedback.problems} />
      ) : null}
      <form noValidate onSubmit={submit} aria-label="Request a password reset link">
        <EmailField
          id={ids.email}
          label="E-mail address"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            feedback.clear('email');
          }}
          error={feedback.fieldErrors.email}
        />
        <Button type="submit" fullWidth loading={request.isPending} loadingLabel="Sending the link…">
          Send me a reset link
        </Button>
      </form>
    </AuthCard>
  );
}
