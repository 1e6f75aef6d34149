// /signup: name, e-mail, Nigerian phone, password and an optional referral code (filled in from an
// invitation's ?ref=CODE). On success the current user is replaced in the cache and the guest guard
// sends the person on, exactly as after signing in.
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { UserPlus } from '../../../components/icons/index.ts';
import { useSignUp } from '../../../features/auth/api/index.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../../features/auth/components/sign-up-form.tsx';
import { normalizeReferralCode } from '../../../features/auth/validation.ts';
import { paths } from '../../../config/routes.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function SignUpScreen() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  // An invitation links here with ?ref=CODE: the code is filled in, and can still be changed or cleared.
  const [invitedWith] = useState(() => normalizeReferralCode(searchParams.get('ref') ?? ''));

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
      <DocumentTitle>Create an account · Ilé</DocumentTitle>
      <SignUpForm
        label="Create your account"
        initial={{ referralCode: invitedWith }}
        referralCode
        submitLabel="Create account"
        busy={signUp.isPending}
        busyLabel="Creating your account…"
        onSubmit={(body, fail) => signUp.mutate(body, { onError: fail })}
      />
    </AuthCard>
  );
}
