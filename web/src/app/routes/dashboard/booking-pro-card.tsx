// "Your pro" on a customer's booking: who is coming, their rating, how to reach them while the job is
// on (the phone is gone once it is over), and how far the job has got, with times in WAT.
import { formatNigerianPhone, formatTime, telHref, whatsAppLink } from '@ile/domain';
import { MessageCircle, Phone } from '../../../components/icons/index.ts';
import type { Booking } from '../../../api/types.ts';
import { Card } from '../../../components/ui/index.ts';
import './booking-pro-card.css';

type BookingPro = NonNullable<Booking['pro']>;

function ratingWords(rating: BookingPro['rating']): string {
  if (!rating) return 'New on Ilé';
  return `★ ${rating.average.toFixed(1)} · ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}

export function BookingProCard({ booking }: { booking: Booking }) {
  const { pro } = booking;
  if (!pro) return null;
  return (
    <Card className="booking-pro" role="region" aria-labelledby="booking-pro-heading">
      <h2 id="booking-pro-heading">Your pro</h2>
      <div className="booking-pro__who">
        <p className="booking-pro__name">{pro.name}</p>
        <p className="booking-pro__rating">{ratingWords(pro.rating)}</p>
      </div>
      {pro.phone ? (
        <div className="booking-pro__contact">
          <a className="detail-page__link" href={telHref(pro.phone)}>
            <Phone size={18} aria-hidden="true" />
            Call {formatNigerianPhone(pro.phone)}
          </a>
          <a className="detail-page__link" href={whatsAppLink(pro.phone, `Hello ${pro.name}, about my Ilé booking ${booking.reference}`)}>
            <MessageCircle size={18} aria-hidden="true" />
            WhatsApp {pro.name}
          </a>
        </div>
      ) : null}
      <JobProgress booking={booking} />
      {booking.status === 'completed' && booking.proNote ? (
        <div className="booking-pro__note">
          <h3>A note from {pro.name}</h3>
          <p>{booking.proNote}</p>
        </div>
      ) : null}
    </Card>
  );
}

/** Assigned → On the way → Started → Done; each step reached shows its time. */
function JobProgress({ booking }: { booking: Booking }) {
  const steps: { label: string; at: string | null; reached: boolean }[] = [
    { label: 'Assigned', at: null, reached: true },
    { label: 'On the way', at: booking.onTheWayAt, reached: Boolean(booking.onTheWayAt) },
    { label: 'Started', at: booking.startedAt, reached: Boolean(booking.startedAt) },
    { label: 'Done', at: booking.completedAt, reached: booking.status === 'completed' },
  ];
  return (
    <ol className="booking-pro__progress" aria-label="How the job is going">
      {steps.map((step) => (
        <li key={step.label} className={step.reached ? 'booking-pro__step booking-pro__step--reached' : 'booking-pro__step'}>
          <span>{step.label}</span>
          {step.reached && step.at ? <span className="booking-pro__time">{formatTime(step.at)}</span> : null}
          {step.reached ? null : <span className="visually-hidden">(not yet)</span>}
        </li>
      ))}
    </ol>
  );
}
