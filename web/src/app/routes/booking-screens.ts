// The screens a booking goes through after the service form, as modules: for their routes
// (route-tree.tsx) and for the screens before them, which start the next ones downloading while the
// customer is busy (typing the form, waiting for the booking's answer), so that on a slow line they
// have arrived by the tap instead of starting after it.
import type { ServiceKey } from '@ile/domain';
// In the entry already (the order guard reads it), so imported as it is.
import { readDraft } from '../../lib/booking-draft.ts';

type DraftFormLoader = (service: ServiceKey) => Promise<unknown>;

/** The kept draft's service and the loader of a service's form, fetched only when a screen that shows a draft is on its way. */
const draftPieces = (): Promise<[ServiceKey | null, DraftFormLoader]> =>
  import('../../features/service-forms/form-loaders.ts').then((forms) => [readDraft()?.service ?? null, forms.loadDraftForm]);

/**
 * `load`, plus the kept draft's own form alongside it: the screens that show a draft (/order/finalize,
 * "Finish your booking") would otherwise ask for it only once they have rendered, a round trip
 * after the screen on a reload. A draft form that fails here is asked for again by the screen.
 */
export function withDraftForm<M>(load: () => Promise<M>, pieces: () => Promise<[ServiceKey | null, DraftFormLoader]> = draftPieces): () => Promise<M> {
  return () => {
    pieces()
      .then(([service, loadForm]) => (service ? loadForm(service) : undefined))
      .catch(() => undefined);
    return load();
  };
}

export const bookingScreens = {
  orderFinalize: withDraftForm(() => import('./order-finalize/order-finalize.tsx')),
  signIn: withDraftForm(() => import('./signin/signin.tsx')),
  orderConfirmation: () => import('./order-confirmation/order-confirmation.tsx'),
};

type BookingScreen = keyof typeof bookingScreens;

/** Starts `screens` downloading; a failure is the route's to show (it asks again when it opens). */
export function preloadScreens(...screens: BookingScreen[]): void {
  for (const screen of screens) bookingScreens[screen]().catch(() => undefined);
}
