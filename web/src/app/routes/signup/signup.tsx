// /signup: name, e-mail, Nigerian phone, password and an optional referral code (filled in from an
// invitation's ?ref=CODE). On success the current user is replaced in the cache and the guest guard
// sends the person on, exactly as after signing in.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import { Button, ErrorSummary, PasswordField, TextField } from '../../../components/ui/index.ts';
import { useSignUp } from '../../../features/auth/api/index.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { useFormFeedback } from '../../../features/auth/components/use-form-feedback.ts';
import { MIN_PASSWORD, normalizeReferralCode, validateSignUp, type SignUpField } from '../../../features/auth/validation.ts';
import { paths } from '../../../config/routes.ts';

const ids: Record<SignUpField, string> = { name: 'signup-name', email: 'signup-email', phone: 'signup-phone', password: 'signup-password', referralCode: 'signup-referral-code' };

export function SignUpScreen() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const feedback = useFormFeedback(ids);
  // An invitation links here with ?ref=CODE: the code is filled in, and can still be changed or cleared.
  const [invitedWith] = useState(() => normalizeReferralCode(searchParams.get('ref') ?? ''));
  const [values, setValues] = useState<Record<SignUpField, string>>({ name: '', email: '', phone: '', password: '', referralCode: invitedWith });

  const change = (field: SignUpField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    feedback.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    if (!feedback.check(validateSignUp(values))) return;
    const referralCode = normalizeReferralCode(values.referralCode);
    signUp.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        // Sent as +234…, the way it is stored; the check above guarantees it normalises.
        phone: normalizeNigerianPhone(values.phone) ?? values.phone.trim(),
        password: values.password,
        ...(referralCode ? { referralCode } : {}),
      },
      { onError: feedback.fail },
    );
  };

  return (
    <AuthCard
      title="Create your account"
      icon={<UserPlus size={24} />}
      intro="It takes a minute. We use your phone number only to coordinate your bookings."
      aside={
        <p>
          Already have an account?{' '}
          <Link to={paths.signIn} state={location.state}>
            Sign in
          </Link>
        </p>
      }
    >
      <title>Create an account · Ilé</title>
      {feedback.hasProblems ? (
        <ErrorSummary focusRequest={feedback.focusRequest} title={feedback.failure?.title} message={feedback.failure?.message} problems={feedback.problems}>
          {feedback.failure?.code === 'email_taken' ? (
            <p>
              <Link to={paths.signIn} state={location.state}>
                Sign in with this e-mail
              </Link>{' '}
              or{' '}
              <Link to={paths.forgotPassword}>reset your password</Link>.
            </p>
          ) : null}
        </ErrorSummary>
      ) : null}
      <form noValidate onSubmit={submit} aria-label="Create your account">
        <TextField id={ids.name} label="Full name" autoComplete="name" value={values.name} onChange={change('name')} error={feedback.fieldErrors.name} />
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
        <TextField
          id={ids.phone}
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={PHONE_HINT}
          value={values.phone}
          onChange={change('phone')}
          error={feedback.fieldErrors.phone}
        />
        <PasswordField
          id={ids.password}
          label="Password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters. A short phrase is easy to remember.`}
          value={values.password}
          onChange={change('password')}
          error={feedback.fieldErrors.password}
        />
        <TextField
          id={ids.referralCode}
          label="Referral code"
          optional
          hint={invitedWith ? 'From your friend’s invitation. Keep it, so we know who sent you.' : 'If a friend invited you, enter their code, like ADA7K2.'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={values.referralCode}
          onChange={change('referralCode')}
          error={feedback.fieldErrors.referralCode}
        />
        <Button type="submit" fullWidth loading={signUp.isPending} loadingLabel="Creating your account…">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
