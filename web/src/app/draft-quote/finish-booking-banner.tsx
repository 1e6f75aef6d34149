// "Finish your booking" on /dashboard: a customer who filled a form and left (at sign-up, say) and
// signed in later from the header finds it here, with the service and price, one tap from
// /order/finalize. Shown only while a draft is kept; "Not now" hides it for this visit.
import { useState } from 'react';
import { formatNaira } from '@ile/domain';
import { Button, ButtonLink, Card } from '../../components/ui/index.ts';
import { paths } from '../../config/routes.ts';
import { readDraft, type BookingDraft } from '../../lib/booking-draft.ts';
import { useDraftQuote } from './use-draft-quote.ts';
import './finish-booking-banner.css';

export function FinishBookingBanner() {
  // Read once: local storage does not change under the dashboard.
  const [draft] = useState(() => readDraft());
  const [hidden, setHidden] = useState(false);
  if (!draft || hidden) return null;
  return <KeptDraft draft={draft} onHide={() => setHidden(true)} />;
}

function KeptDraft({ draft, onHide }: { draft: BookingDraft; onHide: () => void }) {
  const quote = useDraftQuote(draft);
  return (
    <Card className="finish-booking" role="region" aria-labelledby="finish-booking-heading">
      <h2 id="finish-booking-heading" className="finish-booking__heading">
        Finish your booking
      </h2>
      <p className="finish-booking__what">
        {quote.name}
        {quote.price ? <> · {formatNaira(quote.price.totalKobo)}</> : null}
      </p>
      <p className="finish-booking__hint">Everything you typed is kept. Check it and confirm in one tap.</p>
      <div className="finish-booking__actions">
        <ButtonLink to={paths.orderFinalize} variant="accent" size="sm">
          Finish booking
        </ButtonLink>
        <Button type="button" variant="ghost" size="sm" onClick={onHide}>
          Not now
        </Button>
      </div>
    </Card>
  );
}
