// What, when, where, who to call and who will be home for a visit, as a definition list: used on the finalize screen,
// the confirmation and a booking's detail page, so a customer reads the same words everywhere.
import type { ReactNode } from 'react';
import { formatNigerianPhone, telHref } from '@ile/domain';
import type { BookingVisit } from '../api/requests.ts';
import { formatAddress, formatTimeWindow, formatVisitDay } from './format.ts';
import './bookings.css';

/** One labelled fact in words, e.g. { label: 'Bedrooms', value: '3' }. */
export interface SummaryLine {
  label: string;
  value: string;
}

export interface BookingFactsProps {
  serviceName: string;
  visit: BookingVisit;
  /** The job in words (e.g. "Bedrooms: 3"). */
  details?: readonly SummaryLine[];
  /** Extra rows first, e.g. the booking reference. */
  leading?: readonly { label: string; value: ReactNode }[];
}

export function BookingFacts({ serviceName, visit, details = [], leading = [] }: BookingFactsProps) {
  const rows: { label: string; value: ReactNode }[] = [
    ...leading,
    { label: 'Service', value: serviceName },
    ...details.map((line) => ({ label: line.label, value: line.value })),
    { label: 'Day', value: formatVisitDay(visit.date) },
    { label: 'Time', value: formatTimeWindow(visit.timeWindow) },
    {
      label: 'Address',
      value: (
        <>
          {formatAddress(visit.address)}
          {visit.address.landmark ? <span className="booking-facts__sub">Landmark: {visit.address.landmark}</span> : null}
        </>
      ),
    },
    { label: 'Phone', value: formatNigerianPhone(visit.contactPhone) },
    // Someone else at home gets the visit's texts; a call link so the customer can reach them too.
    ...(visit.atHome
      ? [
          {
            label: 'At home',
            value: (
              <>
                {visit.atHome.name},{' '}
                <a href={telHref(visit.atHome.phone)} className="booking-facts__call">
                  {formatNigerianPhone(visit.atHome.phone)}
                </a>
              </>
            ),
          },
        ]
      : []),
    ...(visit.notes ? [{ label: 'Notes for the pro', value: visit.notes }] : []),
  ];
  return <FactList rows={rows} />;
}

/** Labelled facts as a definition list (also for a draft that can't be parsed yet). */
export function FactList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="booking-facts">
      {rows.map((row) => (
        <div className="booking-facts__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
