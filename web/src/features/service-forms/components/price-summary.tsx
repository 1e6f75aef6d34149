// The price as it stands: each line and the total in ₦, and for inspection-first services a plain
// statement that only the visit fee is charged now.
import { formatNaira, type Price } from '@ile/domain';
import { Receipt } from '../../../components/icons/index.ts';

export function PriceSummary({ price }: { price: Price | null }) {
  return (
    <section className="price-summary" aria-labelledby="price-summary-title">
      <h3 id="price-summary-title" className="price-summary__title">
        <Receipt size={20} aria-hidden="true" />
        {price?.inspectionOnly ? 'What you pay now' : 'Your price'}
      </h3>
      {price ? (
        <>
          <ul className="price-summary__lines">
            {price.lines.map((line) => (
              <li key={line.label}>
                <span>{line.label}</span>
                <span>{formatNaira(line.amountKobo)}</span>
              </li>
            ))}
          </ul>
          <p className="price-summary__total" aria-live="polite">
            <span>{price.inspectionOnly ? 'Visit fee' : 'Total'}</span>
            <strong data-testid="price-total">{formatNaira(price.totalKobo)}</strong>
          </p>
          {price.inspectionOnly ? (
            <p className="price-summary__note">
              Only this visit fee is charged now. After the visit you get a written quote for the job, and you decide whether to go ahead.
            </p>
          ) : (
            <p className="price-summary__note">A fixed price: no haggling on the day and no hidden charges.</p>
          )}
        </>
      ) : (
        <p className="price-summary__note" aria-live="polite">
          Fix the highlighted answers above to see your price.
        </p>
      )}
    </section>
  );
}
