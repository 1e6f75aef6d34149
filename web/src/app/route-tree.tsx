// The route tree (react-router's declarative routes, rendered by AppRoutes). Every screen is a lazy
// chunk; guarded paths wrap their screens in a Guard. An allowed visitor at a guarded path with no
// screen sees not-found. Pre-rendered public pages name the modules their route loads in `handle`
// (see prerender/route-handle.ts).
import { Outlet, type RouteObject } from 'react-router-dom';
// The catalogue's list of service pages, straight from the domain rather than the web catalogue
// module (which would add its mapping of the bundled catalogue to the entry chunk). The domain module
// still brings DEFAULT_CATALOGUE along: its item() calls keep it in any bundle of that module.
import { SERVICE_PAGES } from '@ile/domain';
import { Guard } from './guards/guard.tsx';
import { lazyComponent, lazyScreen, loadWithTimeout } from './lazy-route.ts';
import { prerenderHandle } from './prerender/route-handle.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundScreen } from './routes/not-found/not-found.tsx';
import { bookingScreens } from './routes/booking-screens.ts';
import { RouteErrorBoundary } from './routes/route-error/route-error.tsx';
import type { ServicePageModule } from './routes/service-page/page-content.ts';

// Each service page's own module (its words and its form), each a chunk of its own; keyed by file
// name ('./home-cleaning.ts'), as the keys are part of the entry chunk.
const SERVICE_PAGE_MODULES = import.meta.glob<ServicePageModule>('./*.ts', { base: './routes/service-page/pages' });

/**
 * One route per service page of the catalogue (an unknown /services/<slug> is not found), each loading
 * the shared screen and the page's own module together, so a page downloads no other service's words
 * or form. Its handle names both, so the pre-rendered page links both.
 */
function servicePageRoutes(): RouteObject[] {
  return SERVICE_PAGES.map(({ slug }) => {
    const loadPage = SERVICE_PAGE_MODULES[`./${slug}.ts`];
    const module = `src/app/routes/service-page/pages/${slug}.ts`;
    if (!loadPage) throw new Error(`${module} is missing: every service page of the catalogue needs its own module`);
    return {
      path: `services/${slug}`,
      element: lazyComponent(async () => {
        const [screen, own] = await Promise.all([loadWithTimeout(() => import('./routes/service-page/service-page.tsx')), loadWithTimeout(loadPage)]);
        return screen.servicePageScreen(slug, own.PAGE);
      }),
      handle: prerenderHandle('src/app/routes/service-page/service-page.tsx', module),
    };
  });
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      // The shell itself failed: show the error screen on its own.
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          // A screen failed: show the error inside the shell, so the navigation still works.
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            // The landing page and the content pages: public, each its own small chunk.
            { index: true, element: lazyScreen(() => import('./routes/home/home.tsx'), 'HomeScreen'), handle: prerenderHandle('src/app/routes/home/home.tsx') },
            { path: 'about', element: lazyScreen(() => import('./routes/about/about.tsx'), 'AboutScreen'), handle: prerenderHandle('src/app/routes/about/about.tsx') },
            { path: 'help', element: lazyScreen(() => import('./routes/help/help.tsx'), 'HelpScreen'), handle: prerenderHandle('src/app/routes/help/help.tsx') },
            { path: 'terms', element: lazyScreen(() => import('./routes/terms/terms.tsx'), 'TermsScreen'), handle: prerenderHandle('src/app/routes/terms/terms.tsx') },
            { path: 'contact', element: lazyScreen(() => import('./routes/contact/contact.tsx'), 'ContactScreen'), handle: prerenderHandle('src/app/routes/contact/contact.tsx') },
            {
              path: 'signin',
              element: <Guard rule="guest" />,
              children: [{ index: true, element: lazyScreen(bookingScreens.signIn, 'SignInScreen') }],
            },
            {
              path: 'signup',
              element: <Guard rule="guest" />,
              children: [{ index: true, element: lazyScreen(() => import('./routes/signup/signup.tsx'), 'SignUpScreen') }],
            },
            { path: 'forgot-password', element: lazyScreen(() => import('./routes/forgot-password/forgot-password.tsx'), 'ForgotPasswordScreen') },
            { path: 'reset-password', element: lazyScreen(() => import('./routes/reset-password/reset-password.tsx'), 'ResetPasswordScreen') },
            // A confirmation link opens here signed in or not (maybe on another device): no guard.
            { path: 'verify-email', element: lazyScreen(() => import('./routes/verify-email/verify-email.tsx'), 'VerifyEmailScreen') },
            // The catalogue: all services, the 18 service pages with their booking forms, what cleaning includes.
            { path: 'services', element: lazyScreen(() => import('./routes/services/services.tsx'), 'ServicesScreen'), handle: prerenderHandle('src/app/routes/services/services.tsx') },
            ...servicePageRoutes(),
            { path: 'cleaning/entails', element: lazyScreen(() => import('./routes/cleaning-entails/cleaning-entails.tsx'), 'CleaningEntailsScreen'), handle: prerenderHandle('src/app/routes/cleaning-entails/cleaning-entails.tsx') },
            // The happiness guarantee: public; a signed-in customer also sees the jobs they can still claim on.
            { path: 'happiness', element: lazyScreen(() => import('./routes/happiness/happiness.tsx'), 'HappinessScreen'), handle: prerenderHandle('src/app/routes/happiness/happiness.tsx') },
            // Become a Pro: both paths show the same page (seed).
            { path: 'pro', element: lazyScreen(() => import('./routes/pro/pro.tsx'), 'ProScreen'), handle: prerenderHandle('src/app/routes/pro/pro.tsx') },
            { path: 'pro/apply', element: lazyScreen(() => import('./routes/pro/pro.tsx'), 'ProScreen'), handle: prerenderHandle('src/app/routes/pro/pro.tsx') },
            // A signed-in pro's own jobs (both screens in one chunk, see pro-screens.ts), behind the pro guard;
            // an unknown path inside it is not found.
            {
              path: 'pro/jobs',
              element: <Guard rule="pro" />,
              children: [
                { index: true, element: lazyScreen(() => import('./pro-jobs/pro-screens.ts'), 'ProJobsScreen') },
                { path: ':bookingId', element: lazyScreen(() => import('./pro-jobs/pro-screens.ts'), 'ProJobScreen') },
                { path: '*', element: <NotFoundScreen /> },
              ],
            },
            {
              // A customer's or pro's own account: their data (download, delete) and consents.
              path: 'account',
              element: <Guard rule="account" />,
              children: [{ index: true, element: lazyScreen(() => import('./routes/account/account.tsx'), 'AccountScreen') }],
            },
            {
              path: 'dashboard',
              element: <Guard rule="customer" />,
              children: [
                { index: true, element: lazyScreen(() => import('./routes/dashboard/dashboard.tsx'), 'DashboardScreen') },
                { path: 'bookings/:bookingId', element: lazyScreen(() => import('./routes/dashboard/booking-detail.tsx'), 'BookingDetailScreen') },
                { path: 'bookings/:bookingId/receipt', element: lazyScreen(() => import('./routes/receipt/receipt.tsx'), 'ReceiptScreen') },
              ],
            },
            {
              // Payments: the built-in test checkout, and where every checkout sends the customer back.
              // The test checkout comes first so /pay/test/… never reads "test" as a booking id.
              path: 'pay',
              element: <Guard rule="customer" />,
              children: [
                { path: 'test/:reference', element: lazyScreen(() => import('./routes/test-checkout/test-checkout.tsx'), 'TestCheckoutScreen') },
                { path: ':bookingId/return', element: lazyScreen(() => import('./routes/payment-return/payment-return.tsx'), 'PaymentReturnScreen') },
              ],
            },
            {
              path: 'order/finalize',
              element: <Guard rule="order" />,
              children: [{ index: true, element: lazyScreen(bookingScreens.orderFinalize, 'OrderFinalizeScreen') }],
            },
            {
              // After booking the draft is gone, so the confirmation is guarded like the dashboard.
              path: 'order/confirmed/:bookingId',
              element: <Guard rule="customer" />,
              children: [{ index: true, element: lazyScreen(bookingScreens.orderConfirmation, 'OrderConfirmationScreen') }],
            },
            // The admin area, behind the admin guard; an unknown path inside it is not found.
            {
              path: 'admin_area',
              element: <Guard rule="admin" />,
              children: [
                // Overview and the bookings queue; one booking (dispatch, status, cancel); applications and pros.
                { index: true, element: lazyScreen(() => import('./routes/admin-home/admin-home.tsx'), 'AdminHomeScreen') },
                { path: 'booking/view/:bookingId', element: lazyScreen(() => import('./routes/admin-booking/admin-booking.tsx'), 'AdminBookingScreen') },
                { path: 'pros', element: lazyScreen(() => import('./routes/admin-pros/admin-pros.tsx'), 'AdminProsScreen') },
                { path: 'pro/view/:proId', element: lazyScreen(() => import('./routes/admin-pro/admin-pro.tsx'), 'AdminProScreen') },
                // The catalogue: every service, hidden ones too, and one entry's words, prices and history.
                { path: 'services', element: lazyScreen(() => import('./routes/admin-services/admin-services.tsx'), 'AdminServicesScreen') },
                { path: 'service/view/:serviceId', element: lazyScreen(() => import('./routes/admin-service/admin-service.tsx'), 'AdminServiceScreen') },
                // The support inbox: contact and referral messages, every review (hide or show), happiness claims, the e-mail and text outboxes.
                { path: 'messages', element: lazyScreen(() => import('./routes/admin-messages/admin-messages.tsx'), 'AdminMessagesScreen') },
                { path: 'reviews', element: lazyScreen(() => import('./routes/admin-reviews/admin-reviews.tsx'), 'AdminReviewsScreen') },
                { path: 'claims', element: lazyScreen(() => import('./routes/admin-claims/admin-claims.tsx'), 'AdminClaimsScreen') },
                { path: 'outbox', element: lazyScreen(() => import('./routes/admin-outbox/admin-outbox.tsx'), 'AdminOutboxScreen') },
                { path: 'texts', element: lazyScreen(() => import('./routes/admin-texts/admin-texts.tsx'), 'AdminTextsScreen') },
                // Data rights: a person's data found, downloaded or erased on their request.
                { path: 'people', element: lazyScreen(() => import('./routes/admin-people/admin-people.tsx'), 'AdminPeopleScreen') },
                { path: '*', element: <NotFoundScreen /> },
              ],
            },
            // The notification tool: admins only here, and the server refuses everyone else too.
            {
              path: 'pushnotetool',
              element: <Guard rule="admin" />,
              children: [{ index: true, element: lazyScreen(() => import('./routes/push-note-tool/push-note-tool.tsx'), 'PushNoteToolScreen') }],
            },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
