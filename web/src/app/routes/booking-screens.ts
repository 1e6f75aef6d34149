// The screens a booking goes through after the service form, as modules: for their routes
// (route-tree.tsx) and for the screens before them, which start the next ones downloading while the
// customer is busy (typing the form, waiting for the booking's answer), so that on a slow line they
// have arrived by the tap instead of starting after it.
export const bookingScreens = {
  orderFinalize: () => import('./order-finalize/order-finalize.tsx'),
  signIn: () => import('./signin/signin.tsx'),
  orderConfirmation: () => import('./order-confirmation/order-confirmation.tsx'),
};

type BookingScreen = keyof typeof bookingScreens;

/** Starts `screens` downloading; a failure is the route's to show (it asks again when it opens). */
export function preloadScreens(...screens: BookingScreen[]): void {
  for (const screen of screens) bookingScreens[screen]().catch(() => undefined);
}
