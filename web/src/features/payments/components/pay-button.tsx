// Pay for one unpaid booking: open a checkout (startPayment), then go there: the built-in test
// checkout is a screen of this app, Paystack's is another site. A tap while it works does nothing,
// so a double tap never opens two checkouts; a failure says what happened and offers a retry.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import { Alert, Button, type ButtonVariant } from '../../../components/ui/index.ts';
import { site } from '../../../config/site.ts';
import { leaveAppFor } from '../../../lib/leave-app.ts';
import { useStartPayment } from '../api/hooks.ts';
import { checkoutDestination } from '../destinations.ts';
import { describeStartFailure } from '../payment-failures.ts';
import './payments.css';

export interface PayButtonProps {
  bookingId: string;
  /** What the booking costs: the button says "Pay ₦43,000". */
  amountKobo: number;
  variant?: ButtonVariant;
}

export function PayButton({ bookingId, amountKobo, variant = 'primary' }: PayButtonProps) {
  const start = useStartPayment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A ref, not state: two taps in the same frame both see it, so only one request leaves.
  const sending = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [refusedUrl, setRefusedUrl] = useState(false);
  const { reset } = start;

  useEffect(() => {
    // Back from Paystack can restore this page from the back/forward cache, still "opening": start over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setLeaving(false);
      reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const pay = () => {
    if (sending.current) return;
    sending.current = true;
    setRefusedUrl(false);
    start.mutate(bookingId, {
      onSuccess: (checkout) => {
        const destination = checkoutDestination(checkout.checkoutUrl);
        if (!destination) {
          sending.current = false;
          setRefusedUrl(true);
        } else if (destination.kind === 'app') {
          navigate(destination.path);
        } else {
          // Stays busy until the browser has left: the page is about to unload.
          setLeaving(true);
          leaveAppFor(destination.url);
        }
      },
      onError: (error) => {
        sending.current = false;
        // Already paid or cancelled elsewhere: this page is out of date, fresh data replaces the button.
        if (error.code === 'booking_not_payable') void queryClient.invalidateQueries();
      },
    });
  };

  const failure = start.error ? describeStartFailure(start.error) : null;
  const retry = failure?.kind === 'retryable' || refusedUrl;
  return (
    <div className="pay-button">
      {failure?.kind === 'unavailable' ? (
        <Alert tone="info" title={failure.title} live>
          <p>
            Your booking is kept and nothing was charged. Call us on <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> to arrange payment.
          </p>
        </Alert>
      ) : failure ? (
        <Alert tone="error" title={failure.title} live>
          <p>{failure.error.message}</p>
        </Alert>
      ) : null}
      {refusedUrl ? (
        <Alert tone="error" title="We couldn’t open the payment page" live>
          <p>
            Nothing was charged. Please try again, or call us on <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>.
          </p>
        </Alert>
      ) : null}
      {failure?.kind === 'unavailable' ? null : (
        <Button variant={variant} fullWidth loading={start.isPending || leaving} loadingLabel="Opening checkout…" onClick={pay}>
          <CreditCard size={18} aria-hidden="true" />
          {retry ? `Try again: pay ${formatNaira(amountKobo)}` : `Pay ${formatNaira(amountKobo)}`}
        </Button>
      )}
    </div>
  );
}
