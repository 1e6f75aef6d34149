// /verify-email?token=…: the e-mailed confirmation link. The token is posted once on arrival (signed
// in or not: the link may be opened on another device); the answer says the e-mail is confirmed, the
// link is expired or used (signed in, a new one can be asked here), the e-mail is already confirmed
// on another account, or the call failed (Try again).
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck, MailX, RotateCw, Unlink, UserRoundCheck } from '../../../components/icons/index.ts';
import { Alert, Button, ButtonAnchor, ButtonLink, Spinner } from '../../../components/ui/index.ts';
import type { CurrentUser, CurrentUserState } from '../../../api/types.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LOGOUT_HREF, paths } from '../../../config/routes.ts';
import { useCurrentUserState, useSendEmailVerification, useVerifyEmail } from '../../../features/auth/api/index.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { isWellFormedLinkToken } from '../../../features/auth/validation.ts';
import { homeFor } from '../../guards/access.ts';
import './verify-email.css';

export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useCurrentUserState();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token this page has posted: StrictMode's second effect, or a re-render, sends nothing more.
  const posted = useRef<string | null>(null);
  const wellFormed = isWellFormedLinkToken(token);

  useEffect(() => {
    if (!isWellFormedLinkToken(token) || posted.current === token) return;
    posted.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!wellFormed) return <LinkInvalid user={user} />;
  if (verify.isSuccess) return <Confirmed email={verify.data.email} user={user} />;
  if (verify.isError) {
    if (verify.error.code === 'email_link_invalid' || verify.error.fields?.['token']) return <LinkInvalid user={user} message={verify.error.message} />;
    if (verify.error.code === 'email_taken') return <EmailTaken user={user} message={verify.error.message} />;
    return (
      <AuthCard title="We couldn’t confirm your e-mail" icon={<MailX size={24} />}>
        <DocumentTitle>Confirming failed · Ilé</DocumentTitle>
        <Alert tone="error" title={verify.error.isNetworkError ? 'You seem to be offline' : 'That didn’t work'}>
          <p>{verify.error.message}</p>
        </Alert>
        <p>Your link still works. Try again in a moment.</p>
        <Button fullWidth onClick={() => mutate({ token })}>
          <RotateCw size={18} aria-hidden="true" />
          Try again
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirming your e-mail" icon={<MailCheck size={24} />}>
      <DocumentTitle>Confirming your e-mail · Ilé</DocumentTitle>
      <p className="auth-card__note" role="status">
        <Spinner size={20} /> Confirming your e-mail…
      </p>
    </AuthCard>
  );
}

function Confirmed({ email, user }: { email: string; user: CurrentUserState }) {
  return (
    <AuthCard title="Your e-mail is confirmed" icon={<MailCheck size={24} />}>
      <DocumentTitle>E-mail confirmed · Ilé</DocumentTitle>
      <p role="status">
        Your e-mail <strong className="verify-email__address">{email}</strong> is confirmed. Receipts and booking news go to it from now on.
      </p>
      {user ? (
        <ButtonLink to={homeFor(user)} fullWidth>
          {user.role === 'pro' ? 'Go to my jobs' : user.role === 'admin' ? 'Go to the admin area' : 'Go to my bookings'}
        </ButtonLink>
      ) : (
        <ButtonLink to={paths.signIn} fullWidth>
          Sign in
        </ButtonLink>
      )}
    </AuthCard>
  );
}

function LinkInvalid({ user, message }: { user: CurrentUserState; message?: string }) {
  return (
    <AuthCard title="This link no longer works" icon={<Unlink size={24} />}>
      <DocumentTitle>Confirmation link expired · Ilé</DocumentTitle>
      <p role="status">{message ?? 'This confirmation link is incomplete, has expired or was already used.'} Each link works once, for 3 days, and a newer link replaces it.</p>
      {user ? (
        <NewLink user={user} />
      ) : (
        <>
          <p>Sign in to ask for a new link from your bookings page.</p>
          <ButtonLink to={paths.signIn} fullWidth>
            Sign in
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}

/** "Send a new link": to the e-mail still waiting, else the contact details say what to do. */
function NewLink({ user }: { user: CurrentUser }) {
  const send = useSendEmailVerification();
  const waiting = user.pendingEmail;
  if (!waiting) {
    return (
      <>
        <p>{user.email ? `Your account’s e-mail is ${user.email}.` : 'Your account has no e-mail waiting to be confirmed.'} You can add or change it with your contact details.</p>
        <ButtonLink to={homeFor(user)} fullWidth>
          Go to my contact details
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {send.isSuccess ? (
        <Alert tone="success" title="New link sent" live>
          <p>
            We sent a new link to <strong className="verify-email__address">{send.data.pendingEmail ?? waiting}</strong>. Open it within 3 days.
          </p>
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert tone="error" title={send.error.status === 429 ? 'Too many links' : 'We couldn’t send a new link'} live>
          <p>{send.error.message}</p>
        </Alert>
      ) : null}
      {send.isSuccess ? null : (
        <>
          <p className="verify-email__address">
            We’ll send it to <strong>{waiting}</strong>.
          </p>
          <Button fullWidth loading={send.isPending} loadingLabel="Sending a new link…" onClick={() => send.mutate({ email: waiting })}>
            Send a new link
          </Button>
        </>
      )}
    </>
  );
}

function EmailTaken({ user, message }: { user: CurrentUserState; message: string }) {
  let next: ReactNode;
  if (user) {
    next = (
      <>
        <p>
          You are signed in as {user.name}. Sign out, then sign in to the account that has this e-mail.
        </p>
        <ButtonAnchor href={LOGOUT_HREF} fullWidth>
          Sign out
        </ButtonAnchor>
      </>
    );
  } else {
    next = (
      <ButtonLink to={paths.signIn} fullWidth>
        Sign in to that account
      </ButtonLink>
    );
  }
  return (
    <AuthCard
      title="This e-mail is on another account"
      icon={<UserRoundCheck size={24} />}
      aside={
        user ? (
          <p>
            <Link to={homeFor(user)}>Stay signed in as {user.name}</Link>
          </p>
        ) : null
      }
    >
      <DocumentTitle>E-mail on another account · Ilé</DocumentTitle>
      <p role="status">{message}</p>
      {next}
    </AuthCard>
  );
}
