// A kept booking draft as the customer is about to confirm it: the summary in words, the request it
// parses to, and its price from the catalogue's current price items (the same `quote` the server
// charges with). Shared by /order/finalize and the sign-in screen's "finish your booking" mode, so
// both show the same order at the same price. The draft's own form comes on its own (form-loaders.ts).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CATALOGUE, type Price } from '@ile/domain';
import { useApiClient } from '../../api/api-client-context.tsx';
import { servicesQueryOptions } from '../../features/catalogue/api/index.ts';
import { summariseDraft, type DraftSummary } from '../../features/service-forms/draft-summary.ts';
import { draftFormQueryOptions } from '../../features/service-forms/form-loaders.ts';
import type { BookingDraft } from '../../lib/booking-draft.ts';
import type { ConfirmableBooking } from '../../features/bookings/use-confirm-booking.ts';

export interface DraftQuote {
  /** The service's name, from the catalogue (the bundled one while it loads). */
  name: string;
  /** Null until the draft's form has arrived (formState). */
  summary: DraftSummary | null;
  /** The draft's form: here, on its way, or failed to arrive (retryForm asks again). */
  formState: 'ready' | 'loading' | 'error';
  retryForm: () => void;
  /** What Confirm sends, or null while the draft has problems to fix on the form (or its form is not here). */
  booking: ConfirmableBooking | null;
  /** The price to show, or null until today's price items are in. */
  price: Price | null;
  priceState: 'ready' | 'loading' | 'error';
  retryPrice: () => void;
}

export function useDraftQuote(draft: BookingDraft): DraftQuote {
  const client = useApiClient();
  // The catalogue's current prices (usually cached from the service page).
  const services = useQuery(servicesQueryOptions(client));
  const form = useQuery(draftFormQueryOptions(draft.service));
  const entry = services.data?.find((s) => s.key === draft.service);
  const summary = useMemo(() => (form.data ? summariseDraft(form.data, draft, entry?.priceItems ?? []) : null), [form.data, draft, entry]);
  const price = entry && summary ? summary.price : null;
  return {
    name: entry?.name ?? DEFAULT_CATALOGUE.find((e) => e.key === draft.service)?.name ?? 'Your service',
    summary,
    formState: summary ? 'ready' : form.isError ? 'error' : 'loading',
    retryForm: () => void form.refetch(),
    booking: summary?.parsed.ok ? summary.parsed.booking : null,
    price,
    priceState: price ? 'ready' : services.isPending ? 'loading' : 'error',
    retryPrice: () => void services.refetch(),
  };
}
