// /pay/test/:reference: the built-in test checkout (test payment provider only). It plays Paystack's
// part for demos and tests: the customer chooses what the "card" does, the server records it, and
// the browser goes back to the return page exactly as it would from Paystack. No money moves.
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Ban, CircleCheck, CreditCard, SearchX, CircleX } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import type { TestCheckout } from '../../../api/types.ts';
import { Alert, Button, ButtonLink, Card, Container, LoadFailed, Spinner, StatusPanel } from '../../../components/ui/index.ts';
import { toApiError } from '../../../api/errors.ts';
import { paths } from '../../../config/routes.ts';
import { FactList } from '../../../features/bookings/components/booking-facts.tsx';
import { useCompleteTestCheckout, useTestCheckout, type TestCheckoutOutcome } from '../../../features/payments/api/index.ts';
import { safeReturnPath } from '../../../features/payments/destinations.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './test-checkout.css';

const CLOSED_WORDS: Record<TestCheckout['status'], string> = {
  open: 'This test payment is still open.',
  success: 'It was paid (test card, no real money moved).',
  declined: 'The test card was declined.',
  abandoned: 'It was cancelled before paying.',
};

/** The return page for this checkout, built here: used when the server's returnUrl can't be followed. */
function returnPath(checkout: TestCheckout): string {
  return `${paths.paymentReturn(checkout.bookingId)}?reference=${encodeURIComponent(checkout.reference)}`;
}

export function TestCheckoutScreen() {
  const { reference = '' } = useParams();
  const checkout = useTestCheckout(reference);

  if (checkout.isPending) {
    return (
      <Container narrow className="test-checkout">
        <DocumentTitle>Test checkout · Ilé</DocumentTitle>
        <p className="test-checkout__loading" role="status">
          <Spinner size={20} /> Opening the test checkout…
        </p>
      </Container>
    );
  }
  if (checkout.isError) {
    const error = toApiError(checkout.error);
    if (error.status === 404) {
      return (
        <StatusPanel icon={<SearchX size={40} />} title="We can’t find this test payment" actions={<ButtonLink to={paths.dashboard}>See my bookings</ButtonLink>}>
          <DocumentTitle>Test payment not found · Ilé</DocumentTitle>
          <p>The link may be incomplete, or test payments are switched off here. Your bookings, and how to pay for them, are on your dashboard.</p>
        </StatusPanel>
      );
    }
    return (
      <Container narrow className="test-checkout">
        <DocumentTitle>Test checkout · Ilé</DocumentTitle>
        <LoadFailed title="We couldn’t open the test checkout" error={error} retrying={checkout.isFetching} onRetry={() => void checkout.refetch()} />
      </Container>
    );
  }
  if (checkout.data.status !== 'open') return <ClosedCheckout checkout={checkout.data} detail={CLOSED_WORDS[checkout.data.status]} />;
  return <OpenCheckout checkout={checkout.data} />;
}

function ClosedCheckout({ checkout, detail }: { checkout: TestCheckout; detail: string }) {
  return (
    <StatusPanel
      icon={<CircleCheck size={40} />}
      title="This payment is already complete"
      actions={
        <>
          <ButtonLink to={paths.bookingDetail(checkout.bookingId)}>View your booking</ButtonLink>
          <ButtonLink to={paths.dashboard} variant="secondary">
            My bookings
          </ButtonLink>
        </>
      }
    >
      <DocumentTitle>Payment already complete · Ilé</DocumentTitle>
      <p>{detail} Your booking shows where things stand, and lets you pay again if it still needs paying.</p>
    </StatusPanel>
  );
}

const ACTIONS: readonly { outcome: TestCheckoutOutcome; variant: 'primary' | 'secondary' | 'ghost'; busy: string }[] = [
  { outcome: 'success', variant: 'primary', busy: 'Paying…' },
  { outcome: 'declined', variant: 'secondary', busy: 'Declining…' },
  { outcome: 'abandoned', variant: 'ghost', busy: 'Cancelling…' },
];

function OpenCheckout({ checkout }: { checkout: TestCheckout }) {
  const complete = useCompleteTestCheckout(checkout.reference);
  const navigate = useNavigate();
  // A ref, not state: a double tap sends one outcome, never two different ones.
  const sending = useRef(false);
  const [chosen, setChosen] = useState<TestCheckoutOutcome | null>(null);
  const [refusedUrl, setRefusedUrl] = useState(false);
  const amount = formatNaira(checkout.amountKobo);

  const choose = (outcome: TestCheckoutOutcome) => {
    if (sending.current) return;
    sending.current = true;
    setChosen(outcome);
    setRefusedUrl(false);
    complete.mutate(outcome, {
      onSuccess: ({ returnUrl }) => {
        const path = safeReturnPath(returnUrl);
        if (!path) {
          setRefusedUrl(true);
          return;
        }
        // Replace: Back from the result should not land on a checkout that is now closed.
        void navigate(path, { replace: true });
      },
      onError: () => {
        sending.current = false;
      },
    });
  };

  if (complete.error?.code === 'checkout_closed') return <ClosedCheckout checkout={checkout} detail={complete.error.message} />;

  if (refusedUrl) {
    return (
      <StatusPanel icon={<CircleCheck size={40} />} title="Your choice is recorded" actions={<ButtonLink to={returnPath(checkout)}>See the result</ButtonLink>}>
        <DocumentTitle>Test checkout · Ilé</DocumentTitle>
        <p>We didn’t follow the return link we were given, as it leads away from Ilé. Continue to see what happened to your payment.</p>
      </StatusPanel>
    );
  }

  const label = (outcome: TestCheckoutOutcome) => (outcome === 'success' ? `Pay ${amount}` : outcome === 'declined' ? 'Decline card' : 'Cancel payment');
  const icon = (outcome: TestCheckoutOutcome) => (outcome === 'success' ? <CreditCard size={18} aria-hidden="true" /> : outcome === 'declined' ? <Ban size={18} aria-hidden="true" /> : <CircleX size={18} aria-hidden="true" />);
  const busy = complete.isPending || complete.isSuccess;
  return (
    <Container narrow className="test-checkout">
      <DocumentTitle>{`Test checkout: ${amount} · Ilé`}</DocumentTitle>
      <Alert tone="warning" title="Test payment, no real money moves">
        <p>This is Ilé’s built-in checkout for demos and testing. Choose what the card does; nothing is charged.</p>
      </Alert>
      <h1 className="test-checkout__title">Test checkout</h1>
      <Card className="test-checkout__card">
        <p className="test-checkout__amount">
          <span>You’re paying</span>
          <strong>{amount}</strong>
        </p>
        <FactList
          rows={[
            { label: 'Service', value: checkout.serviceName },
            { label: 'Booking reference', value: checkout.bookingReference },
            { label: 'E-mail', value: checkout.email },
            { label: 'Payment reference', value: <span className="test-checkout__reference">{checkout.reference}</span> },
          ]}
        />
      </Card>
      {complete.error ? (
        <Alert tone="error" title="Your choice didn’t reach us" live>
          <p>{complete.error.message}</p>
        </Alert>
      ) : null}
      <div className="test-checkout__actions">
        {ACTIONS.map(({ outcome, variant, busy: busyLabel }) => (
          <Button
            key={outcome}
            variant={variant}
            fullWidth
            loading={busy && chosen === outcome}
            loadingLabel={busyLabel}
            disabled={busy && chosen !== outcome}
            onClick={() => choose(outcome)}
          >
            {icon(outcome)}
            {label(outcome)}
          </Button>
        ))}
      </div>
    </Container>
  );
}
