// /dashboard/bookings/:bookingId/receipt: the payment receipt of a paid booking, with its refund
// when the booking was cancelled after payment. It prints on one A4 page, black on white, without
// the site's navigation (see receipt.css).
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Printer, ReceiptText } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import type { Receipt } from '../../../api/types.ts';
import { Button, ButtonLink, Container, LoadFailed, Logo, StatusPanel } from '../../../components/ui/index.ts';
import { toApiError } from '../../../api/errors.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { FactList } from '../../../features/bookings/components/booking-facts.tsx';
import { formatTimeWindow, formatVisitDay } from '../../../features/bookings/components/format.ts';
import { PriceBreakdown } from '../../../features/bookings/components/price-breakdown.tsx';
import { useReceipt } from '../../../features/payments/api/index.ts';
import { REFUND_LABELS, channelLabel, formatPaidAt, providerLabel } from '../../../features/payments/receipt-words.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './receipt.css';

export function ReceiptScreen() {
  const { bookingId = '' } = useParams();
  const receipt = useReceipt(bookingId);

  if (receipt.isPending) {
    return (
      <Container narrow className="receipt">
        <DocumentTitle>Receipt · Ilé</DocumentTitle>
        <div className="receipt__paper receipt__paper--loading" role="status" aria-label="Loading your receipt">
          <span className="receipt__skeleton receipt__skeleton--title" />
          <span className="receipt__skeleton" />
          <span className="receipt__skeleton" />
          <span className="receipt__skeleton receipt__skeleton--short" />
        </div>
      </Container>
    );
  }
  if (receipt.isError) {
    const error = toApiError(receipt.error);
    if (error.status === 404) {
      return (
        <StatusPanel
          icon={<ReceiptText size={40} />}
          title="No receipt for this booking yet"
          actions={
            <>
              <ButtonLink to={paths.bookingDetail(bookingId)}>View the booking</ButtonLink>
              <ButtonLink to={paths.dashboard} variant="secondary">
                My bookings
              </ButtonLink>
            </>
          }
        >
          <DocumentTitle>No receipt yet · Ilé</DocumentTitle>
          <p>A receipt appears here once a booking is paid. If you have just paid, give it a minute and look again.</p>
        </StatusPanel>
      );
    }
    return (
      <Container narrow className="receipt">
        <DocumentTitle>Receipt · Ilé</DocumentTitle>
        <LoadFailed title="We couldn’t load your receipt" error={error} retrying={receipt.isFetching} onRetry={() => void receipt.refetch()} />
      </Container>
    );
  }
  return <ReceiptView receipt={receipt.data} />;
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { refund } = receipt;
  const amount = formatNaira(receipt.amountKobo);
  return (
    <Container narrow className="receipt">
      <DocumentTitle>{`Receipt ${receipt.bookingReference} · Ilé`}</DocumentTitle>
      <Link to={paths.bookingDetail(receipt.bookingId)} className="receipt__back">
        <ArrowLeft size={18} aria-hidden="true" />
        Back to the booking
      </Link>
      <article className="receipt__paper" aria-labelledby="receipt-title">
        <header className="receipt__head">
          <Logo size={32} />
          <address className="receipt__issuer">
            {site.office.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              {site.support.email} · {site.support.phoneDisplay}
            </span>
          </address>
        </header>
        <div className="receipt__title-row">
          <h1 id="receipt-title">Payment receipt</h1>
          <span className={`receipt__badge${refund ? ' receipt__badge--refund' : ''}`}>{refund ? REFUND_LABELS[refund.status] : 'Paid'}</span>
        </div>
        <p className="receipt__amount">
          <span>Amount paid</span>
          <strong>{amount}</strong>
        </p>
        {/* What the amount paid was for: the booking's lines as booked, totalling the amount. */}
        <PriceBreakdown price={{ lines: receipt.lines, totalKobo: receipt.amountKobo, inspectionOnly: false }} totalLabel="Total paid" />
        {refund ? (
          <section className="receipt__refund" aria-labelledby="refund-heading">
            <h2 id="refund-heading">Refund</h2>
            <FactList
              rows={[
                { label: 'Status', value: REFUND_LABELS[refund.status] },
                { label: 'Amount refunded', value: formatNaira(refund.amountKobo) },
                { label: 'Requested on', value: formatPaidAt(refund.requestedAt) },
                { label: 'Processed on', value: refund.processedAt ? formatPaidAt(refund.processedAt) : 'Not yet: refunds usually reach you within 5 to 10 working days.' },
              ]}
            />
          </section>
        ) : null}
        <FactList
          rows={[
            { label: 'Amount', value: `${amount} (${receipt.currency}, Nigerian naira)` },
            { label: 'Paid on', value: formatPaidAt(receipt.paidAt) },
            { label: 'Payment reference', value: <span className="receipt__code">{receipt.paymentReference}</span> },
            { label: 'Paid with', value: channelLabel(receipt.channel) },
            { label: 'Processed by', value: providerLabel(receipt.provider) },
            { label: 'Service', value: receipt.serviceName },
            { label: 'Booking reference', value: <span className="receipt__code">{receipt.bookingReference}</span> },
            { label: 'Visit', value: `${formatVisitDay(receipt.visitDate)}, ${formatTimeWindow(receipt.timeWindow)}` },
            { label: 'Customer', value: receipt.customerName },
          ]}
        />
        <p className="receipt__note">Thank you for booking with Ilé. Questions about this payment? Contact us and quote the payment reference.</p>
      </article>
      <div className="receipt__actions">
        {/* window.print, not a PDF download: nothing extra to fetch on a costly connection. */}
        <Button fullWidth onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          Print receipt
        </Button>
        <ButtonLink to={paths.dashboard} variant="secondary" fullWidth>
          My bookings
        </ButtonLink>
      </div>
    </Container>
  );
}
