// /signin: e-mail and password. On success the current user is replaced in the cache and the
// guest guard around this route sends the person on (to `from`, else their home).
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { Alert, Button, ErrorSummary, PasswordField, TextField } from '../../../components/ui/index.ts';
import { useSignIn } from '../../../features/auth/api/index.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { useFormFeedback } from '../../../features/auth/components/use-form-feedback.ts';
import { validateSignIn, type SignInField } from '../../../features/auth/validation.ts';
import { paths } from '../../../config/routes.ts';
import { fromOfState } from '../../guards/access.ts';

const ids: Record<SignInField, string> = { email: 'signin-email', password: 'signin-password' };

export function SignInScreen() {
  const location = useLocation();
  const from = fromOfState(location.state);
  const signIn = useSignIn();
  const feedback = useFormFeedback(ids);
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });

  const change = (field: SignInField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    feedback.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    if (!feedback.check(validateSignIn(values))) return;
    signIn.mutate({ email: values.email.trim(), password: values.password }, { onError: feedback.fail });
  };

  return (
    <AuthCard
      title="Welcome back"
      icon={<LogIn size={24} />}
      intro="Sign in to book a pro, pay and follow your bookings."
      aside={
        <p>
          New to Ilé?{' '}
          <Link to={paths.signUp} state={location.state}>
            Create an account
          </Link>
        </p>
      }
    >
      <title>Sign in · Ilé</title>
      {from === paths.orderFinalize ? (
        <Alert tone="info" title="Almost done">
          <p>Sign in to finish your booking. What you filled in is saved on this phone.</p>
        </Alert>
      ) : null}
      {feedback.hasProblems ? (
        <ErrorSummary focusRequest={feedback.focusRequest} title={feedback.failure?.title} message={feedback.failure?.message} problems={feedback.problems} />
      ) : null}
      <form noValidate onSubmit={submit} aria-label="Sign in">
        <TextField
          id={ids.email}
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          onChange={change('email')}
          error={feedback.fieldErrors.email}
        />
        <PasswordField
          id={ids.password}
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={feedback.fieldErrors.password}
        />
        <div className="auth-card__row">
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
        <Button type="submit" fullWidth loading={signIn.isPending} loadingLabel="Signing you in…">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
