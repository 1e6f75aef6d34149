// /signin: "Continue with your phone" first (a texted code), e-mail and password behind a switch. On success the current user is replaced in the cache and the
// guest guard sends the person on (to `from`, else their home). Reached from the /order/finalize
// guard with a booking draft kept, it becomes the "finish your booking" screen instead.
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogIn } from '../../../components/icons/index.ts';
import { Alert } from '../../../components/ui/index.ts';
import { useSignIn, useSignInWithCode } from '../../../features/auth/api/index.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { SignInForm } from '../../../features/auth/components/sign-in-form.tsx';
import { PhoneSignInForm } from '../../../features/auth/components/phone-sign-in-form.tsx';
import { SignInWays } from '../../../features/auth/components/sign-in-ways.tsx';
import { paths } from '../../../config/routes.ts';
import { readDraft } from '../../../lib/booking-draft.ts';
import { fromOfState } from '../../guards/access.ts';
import { FinishBooking } from './finish-booking.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function SignInScreen() {
  const location = useLocation();
  const from = fromOfState(location.state);
  // Read once, like /order/finalize does: what the customer checks here is what gets booked.
  const [draft] = useState(() => (from === paths.orderFinalize ? readDraft() : null));
  if (draft) return <FinishBooking draft={draft} />;
  return <PlainSignIn almostDone={from === paths.orderFinalize} />;
}

function PlainSignIn({ almostDone }: { almostDone: boolean }) {
  const location = useLocation();
  const signIn = useSignIn();
  const withCode = useSignInWithCode();
  return (
    <AuthCard
      title="Welcome back"
      icon={<LogIn size={24} />}
      intro="Sign in with your phone number to book a pro, pay and follow your bookings. New here? The same code creates your account."
      aside={
        <p>
          New to Ilé?{' '}
          <Link to={paths.signUp} state={location.state}>
            Create an account
          </Link>
        </p>
      }
    >
      <DocumentTitle>Sign in · Ilé</DocumentTitle>
      {almostDone ? (
        <Alert tone="info" title="Almost done">
          <p>Sign in to finish your booking. What you filled in is saved on this phone.</p>
        </Alert>
      ) : null}
      <SignInWays
        busy={signIn.isPending || withCode.isPending}
        phone={(onPaused) => (
          <PhoneSignInForm
            label="Continue with your phone"
            submitLabel="Sign in"
            busy={withCode.isPending}
            busyLabel="Signing you in…"
            onPaused={onPaused}
            onSubmit={(body, fail) => withCode.mutate(body, { onError: fail })}
          />
        )}
        email={
          <SignInForm
            label="Sign in"
            submitLabel="Sign in"
            busy={signIn.isPending}
            busyLabel="Signing you in…"
            onSubmit={(body, fail) => signIn.mutate(body, { onError: fail })}
          />
        }
      />
    </AuthCard>
  );
}
