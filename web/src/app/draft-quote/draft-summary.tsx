// The order being confirmed, as the customer checks it: what, when, where, and the price with its
// breakdown (or why it can't be shown yet, with a way forward). /order/finalize shows it as two
// cards; the sign-in screen's "finish your booking" mode shows it compact, in one card.
import type { ReactNode } from 'react';
import { RotateCw } from '../../components/icons/index.ts';
import { Alert, Button, Card, Spinner } from '../../components/ui/index.ts';
import type { DraftQuote } from './use-draft-quote.ts';
import { fieldLabel } from '../../features/bookings/field-label.ts';
import { BookingFacts, FactList } from '../../features/bookings/components/booking-facts.tsx';
import { PriceBreakdown } from '../../features/bookings/components/price-breakdown.tsx';
import './draft-summary.css';

export interface DraftSummaryProps {
  quote: DraftQuote;
  /** Back to the service's form (a button on /order/finalize, a link when compact). */
  editLink: ReactNode;
  /** One card, with the price right under the facts: for a screen whose main job is something else. */
  compact?: boolean;
}

export function DraftSummary({ quote, editLink, compact = false }: DraftSummaryProps) {
  const { summary, booking, name } = quote;
  if (!summary) {
    return (
      <Card className={compact ? 'draft-summary draft-summary--compact' : 'draft-summary'}>
        <h2 className="draft-summary__heading">Your booking</h2>
        <FormState quote={quote} />
        {editLink}
      </Card>
    );
  }
  const facts = booking ? (
    <BookingFacts serviceName={name} visit={booking.body.visit} details={summary.lines} />
  ) : (
    <FactList rows={[{ label: 'Service', value: name }, ...summary.lines, ...summary.visitLines]} />
  );
  const problems = summary.parsed.ok ? null : (
    <Alert tone="error" title="A few details are missing">
      <p>Go back to the form to finish them; everything you typed is still there.</p>
      <ul className="alert__list">
        {summary.parsed.problems.map((p) => (
          <li key={p.field}>
            {fieldLabel(p.field)}: {p.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
  // No price for a draft that can't be booked yet: the form says what is missing first.
  const price = booking ? <PriceState quote={quote} headingLevel={compact ? 3 : 2} /> : null;

  if (compact) {
    return (
      <>
        {problems}
        <Card className="draft-summary draft-summary--compact">
          <h2 className="draft-summary__heading">Your booking</h2>
          {facts}
          {price}
          {editLink}
        </Card>
      </>
    );
  }
  return (
    <>
      {problems}
      <Card className="draft-summary">
        <h2 className="draft-summary__heading">Your booking</h2>
        {facts}
        {editLink}
      </Card>
      {price ? <Card className="draft-summary">{price}</Card> : null}
    </>
  );
}

/** The draft's form is still on its way, or did not arrive. */
function FormState({ quote }: { quote: DraftQuote }) {
  return (
    <Awaited
      failed={quote.formState === 'error'}
      loading="Getting your booking ready…"
      title="We couldn’t show your booking"
      advice="Check your connection and try again. Everything you typed is kept."
      retryLabel="Try again"
      onRetry={quote.retryForm}
    />
  );
}

function PriceState({ quote, headingLevel }: { quote: DraftQuote; headingLevel: 2 | 3 }) {
  const { price, priceState, retryPrice } = quote;
  if (priceState === 'ready' && price) return <PriceBreakdown price={price} headingLevel={headingLevel} totalLabel={price.inspectionOnly ? 'Visit fee' : 'Total'} />;
  return (
    <Awaited
      failed={priceState === 'error'}
      loading="Working out your price…"
      title="We couldn’t load today’s prices"
      advice="Check your connection and try again. You see the full price before anything is booked."
      retryLabel="Load prices again"
      onRetry={retryPrice}
    />
  );
}

interface AwaitedProps {
  failed: boolean;
  /** What is happening meanwhile. */
  loading: string;
  title: string;
  advice: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Something the summary waits for: on its way, or failed to arrive with a way to ask again. */
function Awaited({ failed, loading, title, advice, retryLabel, onRetry }: AwaitedProps) {
  if (!failed) {
    return (
      <p className="draft-summary__loading">
        <Spinner size={20} /> {loading}
      </p>
    );
  }
  return (
    <Alert tone="warning" title={title}>
      <p>{advice}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw size={18} aria-hidden="true" />
        {retryLabel}
      </Button>
    </Alert>
  );
}
