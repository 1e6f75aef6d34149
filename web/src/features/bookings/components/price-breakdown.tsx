// A price's lines and total in ₦. Inspection-first services say plainly that only the visit fee is
// charged now and the job is quoted after it.
import { formatNaira, type Price } from '@ile/domain';
import './bookings.css';

export interface PriceBreakdownProps {
  price: Price;
  /** "Total" on a booking, "To pay" before confirming. */
  totalLabel?: string;
  headingLevel?: 2 | 3;
}

export function PriceBreakdown({ price, totalLabel = 'Total', headingLevel = 2 }: PriceBreakdownProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="price-breakdown" aria-labelledby="price-breakdown-heading">
      <Heading id="price-breakdown-heading" className="price-breakdown__heading">
        Price
      </Heading>
      <table className="price-breakdown__table">
        <caption className="visually-hidden">Price breakdown in Naira</caption>
        <tbody>
          {price.lines.map((line, index) => (
            <tr key={`${index}-${line.label}`}>
              <th scope="row">{line.label}</th>
              <td>{formatNaira(line.amountKobo)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td>{formatNaira(price.totalKobo)}</td>
          </tr>
        </tfoot>
      </table>
      {price.inspectionOnly ? (
        <p className="price-breakdown__note">
          Only the visit fee is charged now. After the visit you get a written quote for the job itself, and you decide whether to go ahead.
        </p>
      ) : (
        <p className="price-breakdown__note">A fixed price: no extra charges on the day for the job described here.</p>
      )}
    </section>
  );
}
