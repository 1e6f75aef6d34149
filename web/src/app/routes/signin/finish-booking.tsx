// /signin reached from the /order/finalize guard with a booking draft kept: "finish your booking".
// The order and its price on top; below, "Continue with your phone" (a texted code signs in a known
// number and makes a new one a customer), or by e-mail a new customer creates an account and a
// returning one signs in; either way the same tap books: the account call, then the very confirm /order/finalize makes (same
// hook, same Idempotency-Key kept in the draft), then the confirmation. A draft that can't be booked
// yet (details missing, prices not loaded) only signs in; the guard then sends on to /order/finalize.
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSettledNavigate } from '../../settled-navigate.ts';
import { CalendarCheck, ShieldCheck } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import type { ApiError } from '../../../api/errors.ts';
import type { CurrentUser } from '../../../api/types.ts';
import { Alert, Card, Container } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { useSignIn, useSignInWithCode, useSignUp } from '../../../features/auth/api/index.ts';
import { SignInForm } from '../../../features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '../../../features/auth/components/sign-up-form.tsx';
import { PhoneSignInForm } from '../../../features/auth/components/phone-sign-in-form.tsx';
import { SignInWays, type SignInWay } from '../../../features/auth/components/sign-in-ways.tsx';
import { DraftSummary } from '../../draft-quote/draft-summary.tsx';
import { bookingFailureState } from '../../../features/bookings/failure-hand-off.ts';
import { useConfirmBooking } from '../../../features/bookings/use-confirm-booking.ts';
import { useDraftQuote } from '../../draft-quote/use-draft-quote.ts';
import type { BookingDraft } from '../../../lib/booking-draft.ts';
import { useGuestGuardControl } from '../../guards/guard.tsx';
import { preloadScreens } from '../booking-screens.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import '../../../features/auth/components/auth-card.css';
import './finish-booking.css';

type Who = 'new' | 'returning';
/** Where the one tap is: creating the account or signing in, then booking. */
type Stage = 'idle' | 'account' | 'booking';

export function FinishBooking({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const navigateSettled = useSettledNavigate();
  const guard = useGuestGuardControl();
  const quote = useDraftQuote(draft);
  const signUp = useSignUp();
  const signIn = useSignIn();
  const withCode = useSignInWithCode();
  const [way, setWay] = useState<SignInWay>('phone');
  const [who, setWho] = useState<Who>('new');
  const [stage, setStage] = useState<Stage>('idle');
  // A ref, not the stage: two taps in the same frame both see it, so only one account call leaves
  // (a second sign-up would make a second account while the first one's booking is on its way).
  const started = useRef(false);

  const onBooked = (user: CurrentUser) => {
    const created = user.bookings[0];
    return navigateSettled(created ? paths.orderConfirmed(created.id) : paths.dashboard, { replace: true });
  };
  // Signed in by now, so /order/finalize lets them in with the draft (and its key) intact: it shows
  // this error with Retry, and the retry resends the same key, so nothing is booked twice.
  const onFailed = (error: ApiError) => navigate(paths.orderFinalize, { replace: true, state: bookingFailureState(error) });
  const { confirm, slow } = useConfirmBooking({ draft, onBooked, onFailed });

  // The price must be on screen before anything is booked.
  const booking = quote.booking && quote.price ? quote.booking : null;
  const total = quote.price ? ` · ${formatNaira(quote.price.totalKobo)}` : '';

  /** Runs the account call, then books. `account` sends one request and reports how it went. */
  const thenBook = (account: (done: { onSuccess: () => void; onError: (error: ApiError) => void }) => void, fail: (error: ApiError) => void) => {
    if (!booking) {
      // Nothing to book from here: signing in is all, and the guard sends on to /order/finalize.
      account({ onSuccess: () => undefined, onError: fail });
      return;
    }
    // The guest guard around /signin sends a signed-in visitor on as soon as the account call writes
    // the current user, which would unmount this screen between the account and the booking: the
    // booking's answer would then have no screen to land on, and /order/finalize would offer a
    // second Confirm while the first was still on its way. So the guard is held before the request
    // leaves, and this screen navigates on by itself once the booking has an answer.
    if (started.current) return;
    started.current = true;
    preloadScreens('orderConfirmation');
    guard?.holdAfterSignIn();
    setStage('account');
    account({
      onSuccess: () => {
        setStage('booking');
        confirm(booking);
      },
      onError: (error) => {
        started.current = false;
        guard?.release();
        setStage('idle');
        fail(error);
      },
    });
  };

  const busy = stage !== 'idle' || signUp.isPending || signIn.isPending || withCode.isPending;
  const busyLabel = stage === 'booking' ? 'Booking your visit…' : way === 'email' && who === 'new' ? 'Creating your account…' : 'Signing you in…';
  const contactPhone = typeof draft.visit.contactPhone === 'string' ? draft.visit.contactPhone : '';

  return (
    <Container narrow className="auth-page finish-booking">
      <DocumentTitle>Finish your booking · Ilé</DocumentTitle>
      <h1>Finish your booking</h1>
      <p className="finish-booking__intro">Check your booking, then confirm it with your phone number or your Ilé account. You don’t pay anything now.</p>

      <DraftSummary quote={quote} compact editLink={<Link to={paths.service(draft.page)}>Edit details</Link>} />

      <Card className="finish-booking__account">
        <SignInWays
          busy={busy}
          onWayChange={setWay}
          phone={(onPaused) => (
            <section aria-labelledby="finish-booking-phone">
              <h2 id="finish-booking-phone" className="finish-booking__heading">
                Continue with your phone
              </h2>
              <p className="finish-booking__hint">We text you a 6-digit code. New to Ilé? The same code creates your account.</p>
              <PhoneSignInForm
                label="Continue with your phone"
                idPrefix="finish-phone"
                initialPhone={contactPhone}
                submitLabel={
                  <>
                    {booking ? <CalendarCheck size={18} aria-hidden="true" /> : null}
                    {booking ? `Sign in and book${total}` : 'Sign in'}
                  </>
                }
                newAccountLabel={
                  <>
                    {booking ? <CalendarCheck size={18} aria-hidden="true" /> : null}
                    {booking ? `Create account and book${total}` : 'Create account'}
                  </>
                }
                busy={busy}
                busyLabel={busyLabel}
                onPaused={onPaused}
                onSubmit={(body, fail) => thenBook((done) => withCode.mutate(body, done), fail)}
              />
            </section>
          )}
          email={
            <>
        <div className="finish-booking__switch" role="group" aria-label="Do you have an Ilé account?">
          <button type="button" aria-pressed={who === 'new'} disabled={busy} onClick={() => setWho('new')}>
            New to Ilé
          </button>
          <button type="button" aria-pressed={who === 'returning'} disabled={busy} onClick={() => setWho('returning')}>
            I have an account
          </button>
        </div>

        {/* Both stay mounted (one hidden), so switching back and forth keeps what was typed. */}
        <section hidden={who !== 'new'} aria-labelledby="finish-booking-new">
          <h2 id="finish-booking-new" className="finish-booking__heading">
            Create your account
          </h2>
          <p className="finish-booking__hint">We use your phone number only to coordinate your bookings.</p>
          <SignUpForm
            label="Create your account"
            initial={{ phone: contactPhone }}
            submitLabel={
              <>
                {booking ? <CalendarCheck size={18} aria-hidden="true" /> : null}
                {booking ? `Create account and book${total}` : 'Create account'}
              </>
            }
            busy={busy}
            busyLabel={busyLabel}
            onSubmit={(body, fail) => thenBook((done) => signUp.mutate(body, done), fail)}
          />
        </section>

        <section hidden={who !== 'returning'} aria-labelledby="finish-booking-returning">
          <h2 id="finish-booking-returning" className="finish-booking__heading">
            Sign in
          </h2>
          <SignInForm
            label="Sign in"
            submitLabel={
              <>
                {booking ? <CalendarCheck size={18} aria-hidden="true" /> : null}
                {booking ? `Sign in and book${total}` : 'Sign in'}
              </>
            }
            busy={busy}
            busyLabel={busyLabel}
            onSubmit={(body, fail) => thenBook((done) => signIn.mutate(body, done), fail)}
          />
        </section>
            </>
          }
        />
      </Card>

      {slow ? (
        <Alert tone="info" title="Still sending…" live>
          <p>Your connection seems slow. Keep this page open: if it drops, you can retry without being booked twice.</p>
        </Alert>
      ) : null}

      <p className="auth-card__trust">
        <ShieldCheck size={18} aria-hidden="true" />
        Every Ilé pro is ID-checked and vetted before their first job.
      </p>
    </Container>
  );
}
