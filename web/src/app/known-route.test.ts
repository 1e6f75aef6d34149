// Proves the app's route tree tells its screens from the not-found screen, dynamic paths included.
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './route-tree.tsx';
import { isKnownRoute } from './known-route.ts';

const routes = createAppRoutes();

describe('isKnownRoute', () => {
  it.each(['/', '/services/home-cleaning', '/services/interior-painting', '/dashboard', '/admin_area/booking/view/42', '/pro', '/pro/apply', '/pro/jobs', '/pro/jobs/b_1', '/pay/test/ILE-7KX2Q9-P3F8K2AM', '/reset-password', '/verify-email', '/signin', '/services'])(
    'when %s is opened, then it is a screen of the app',
    (path) => expect(isKnownRoute(routes, path)).toBe(true),
  );

  it.each(['/no-such-page', '/services/no-such-service', '/admin_area/no-such-screen', '/pro/jobs/b_1/extra', '/dashboard/bookings/42/extra/deep'])(
    'when %s is opened, then it is the not-found screen',
    (path) => expect(isKnownRoute(routes, path)).toBe(false),
  );
});
