// Pins the admin calls the web client makes: the counts, the bookings queue (filtered and paged), one
// booking with its candidates, assign, move and cancel, the pros list, one pro and a decision, and a
// customer refused. Ids in paths and bodies come from the provider states (fromProviderState).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import type { BookingStatus } from '@ile/domain';
import {
  adminAssignPro,
  adminCancelBooking,
  adminDecidePro,
  adminGetBooking,
  adminGetPro,
  adminListBookings,
  adminListPros,
  adminMoveBooking,
  adminOverview,
} from '../../web/src/features/admin/api/requests.ts';
import type { ProStatus } from '../../web/src/api/types.ts';
import { buildAdminBooking, buildAdminOverview, buildAdminAuditEntry, buildCandidates, buildProDetail, buildProSummary } from '../../web/src/testing/fixtures/index.ts';
import { STATES, state } from '../states.ts';

/** The paid booking's reference, given to the adminWithPaidBooking state and searched for in the queue. */
const SEARCHED_REFERENCE = 'ILE-3MP8RT';
/** The pending applicant, given to the adminWithPendingApplication state. */
const PENDING_APPLICANT = { email: 'musa.ibrahim@example.ng', phone: '08031234599' };
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = newPact();

const E164 = '^\\+234[0-9]{10}$';
/** The paid booking's reference (the provider state sets it) as a customer reads it out. */
const SPOKEN_REFERENCE = SEARCHED_REFERENCE.toLowerCase().replace('-', ' ');
const BOOKING_PATH = (suffix = '') => fromProviderState(`/app/admin/bookings/\${bookingId}${suffix}`, `/app/admin/bookings/b_101${suffix}`);
const PRO_PATH = (suffix = '') => fromProviderState(`/app/admin/pros/\${proId}${suffix}`, `/app/admin/pros/p_1${suffix}`);

/** A booking as the admin gets it, matched by type except the status the screen branches on. */
function adminBookingBody(status: BookingStatus, assigned: boolean) {
  const example = buildAdminBooking({ booking: { status } });
  const { booking, customer } = example;
  const { street, area, city, state } = booking.visit.address;
  return {
    booking: {
      id: like(booking.id),
      reference: regex('^ILE-[A-Z0-9]{6}$', booking.reference),
      service: like(booking.service),
      serviceName: like(booking.serviceName),
      status,
      visit: { address: like({ street, area, city, state }), date: like(booking.visit.date), timeWindow: like(booking.visit.timeWindow), contactPhone: like(booking.visit.contactPhone) },
      details: like({}),
      price: { lines: eachLike({ label: string('Deep cleaning'), amountKobo: integer(2_500_000) }), totalKobo: integer(booking.price.totalKobo), inspectionOnly: like(false) },
      createdAt: like(booking.createdAt),
      paidAt: status === 'pending_payment' ? null : like('2026-11-25T09:35:00.000Z'),
      proName: assigned ? like('Grace Adeyemi') : null,
    },
    customer: { id: like(customer.id), name: like(customer.name), email: like(customer.email), phone: regex(E164, customer.phone) },
    pro: assigned ? { id: like('p_2'), name: like('Grace Adeyemi'), phone: regex(E164, '+2348051112233') } : null,
  };
}

function proSummaryBody(status: ProStatus) {
  const pro = buildProSummary({ status });
  return {
    id: like(pro.id),
    reference: regex('^PRO-[A-Z0-9]{6}$', pro.reference),
    name: like(pro.name),
    email: like(pro.email),
    phone: regex(E164, pro.phone),
    services: eachLike(pro.services[0] ?? 'plumbing'),
    state: like(pro.state),
    area: like(pro.area),
    status,
    createdAt: like(pro.createdAt),
  };
}

/** Why a job starts before its visit day: the move sends it and the history keeps it. */
const EARLY_REASON = 'The customer asked for the pro a day early.';

/** One history entry: who and when by type; the action (and what changed) as the call must record it. */
function auditBody(action: string, after: Record<string, unknown>) {
  const entry = buildAdminAuditEntry({ action });
  return { id: like(entry.id), actorName: like(entry.actorName), action, after, at: like(entry.at) };
}

const pageOf = (item: object, page = 1) => ({ items: eachLike(item), total: integer(1), page, pageSize: 20 });
/** A queue page: its items in sections, each counted over every page. */
const queuePageOf = (item: object) => ({ ...pageOf(item), sections: { needsAction: integer(1), upcoming: integer(0), rest: integer(0) } });

describe('GET /app/admin/overview', () => {
  it('when an admin asks, then the counts come by status, with pending applications, today\'s visits, unread messages and open claims', () => {
    const overview = buildAdminOverview();
    return pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request for the admin counts')
      .withRequest('GET', '/app/admin/overview', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            bookingsByStatus: Object.fromEntries(Object.entries(overview.bookingsByStatus).map(([status, count]) => [status, integer(count)])),
            pendingApplications: integer(overview.pendingApplications),
            visitsToday: integer(overview.visitsToday),
            unreadMessages: integer(overview.unreadMessages),
            openClaims: integer(overview.openClaims),
            // An ordinary day: no text ceiling is near (the alert's shape is pinned by the spec and the BFF's tests).
            alerts: [],
          },
        }),
      )
      .executeTest(async (server) => {
        const counts = await adminOverview(clientFor(server.url));
        expect(counts.alerts).toEqual([]);
        expect(Object.keys(counts.bookingsByStatus).sort()).toEqual(['cancelled', 'completed', 'in_progress', 'paid', 'pending_payment', 'pro_assigned']);
        expect(typeof counts.unreadMessages).toBe('number');
        expect(typeof counts.openClaims).toBe('number');
      });
  });

  it('when a customer asks, then 403 forbidden', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a request for the admin counts from a customer')
      .withRequest('GET', '/app/admin/overview', (req) => req.headers(JSON_READ))
      .willRespondWith(403, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'forbidden', message: string('You do not have access to this.') }))
      .executeTest(async (server) => {
        const error = await failure(adminOverview(clientFor(server.url)));
        expect(error).toMatchObject({ status: 403, code: 'forbidden' });
      }));
});

describe('the bookings queue and one booking', () => {
  it('when the queue is filtered to paid bookings, then one page of them comes back', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPaidBooking, { reference: SEARCHED_REFERENCE }))
      .uponReceiving('a request for the paid bookings in the queue')
      .withRequest('GET', '/app/admin/bookings', (req) => req.headers(JSON_READ).query({ status: 'paid', pageSize: '20' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: queuePageOf(adminBookingBody('paid', false)) }))
      .executeTest(async (server) => {
        const page = await adminListBookings(clientFor(server.url), { status: 'paid', pageSize: 20 });
        expect(page.items[0]?.booking.status).toBe('paid');
        expect(page.pageSize).toBe(20);
        expect(page.sections.needsAction).toBeGreaterThanOrEqual(0);
      }));

  it('when the queue is searched by a reference as a customer reads it out (lower case, a space for the dash), then that booking comes back', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPaidBooking, { reference: SEARCHED_REFERENCE }))
      .uponReceiving('a search of the queue by booking reference')
      .withRequest('GET', '/app/admin/bookings', (req) =>
        req.headers(JSON_READ).query({ reference: SPOKEN_REFERENCE, pageSize: '20' }),
      )
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: queuePageOf(adminBookingBody('paid', false)) }))
      .executeTest(async (server) => {
        const page = await adminListBookings(clientFor(server.url), { reference: SPOKEN_REFERENCE, pageSize: 20 });
        expect(page.items).toHaveLength(1);
        expect(page.total).toBe(1);
      }));

  it('when a paid booking is opened, then it comes with approved pros who offer its service', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPaidBooking, { reference: SEARCHED_REFERENCE }))
      .uponReceiving('a request for a paid booking in the admin area')
      .withRequest('GET', BOOKING_PATH(), (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { item: adminBookingBody('paid', false), candidates: eachLike({ ...proSummaryBody('approved'), id: fromProviderState('${proId}', buildCandidates()[0]?.id ?? 'p_2') }), history: [] } }),
      )
      .executeTest(async (server) => {
        const detail = await adminGetBooking(clientFor(server.url), 'b_101');
        expect(detail.item.booking.status).toBe('paid');
        expect(detail.candidates[0]?.status).toBe('approved');
      }));

  it('when the admin assigns the approved pro, then the booking has that pro and the assignment is recorded', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPaidBooking, { reference: SEARCHED_REFERENCE }))
      .uponReceiving('an assignment of an approved pro to a paid booking')
      .withRequest('POST', BOOKING_PATH('/assign'), (req) => req.headers(JSON_WRITE).jsonBody({ proId: fromProviderState('${proId}', 'p_2') }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            item: { ...adminBookingBody('pro_assigned', true), pro: { id: fromProviderState('${proId}', 'p_2'), name: like('Grace Adeyemi'), phone: regex(E164, '+2348051112233') } },
            candidates: like([]),
            history: eachLike(auditBody('booking.assign', { status: 'pro_assigned' })),
          },
        }),
      )
      .executeTest(async (server) => {
        const detail = await adminAssignPro(clientFor(server.url), 'b_101', { proId: 'p_2' });
        expect(detail.item.booking.status).toBe('pro_assigned');
        expect(detail.item.pro?.id).toBe('p_2');
        expect(detail.history[0]?.action).toBe('booking.assign');
      }));

  it('when the admin cancels a paid booking with a reason, then it is cancelled and the reason recorded', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPaidBooking, { reference: SEARCHED_REFERENCE }))
      .uponReceiving('an admin cancellation of a paid booking')
      .withRequest('POST', BOOKING_PATH('/cancel'), (req) => req.headers(JSON_WRITE).jsonBody({ reason: 'No pro free that day; the customer agreed.' }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            item: adminBookingBody('cancelled', false),
            candidates: like([]),
            history: eachLike({ ...auditBody('booking.cancel', { status: 'cancelled' }), note: 'No pro free that day; the customer agreed.' }),
          },
        }),
      )
      .executeTest(async (server) => {
        const detail = await adminCancelBooking(clientFor(server.url), 'b_101', { reason: 'No pro free that day; the customer agreed.' });
        expect(detail.item.booking.status).toBe('cancelled');
      }));

  // The state's visit is days ahead, so starting now needs the reason, which the history keeps as the note.
  it('when the pro has started before the visit day, then the admin moves the booking to in progress with a reason', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithAssignedBooking)
      .uponReceiving('a move of an assigned booking to in progress before its day, with a reason')
      .withRequest('POST', BOOKING_PATH('/status'), (req) => req.headers(JSON_WRITE).jsonBody({ status: 'in_progress', reason: EARLY_REASON }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            item: adminBookingBody('in_progress', true),
            candidates: like([]),
            history: eachLike({ ...auditBody('booking.status', { status: 'in_progress' }), note: EARLY_REASON }),
          },
        }),
      )
      .executeTest(async (server) => {
        const detail = await adminMoveBooking(clientFor(server.url), 'b_101', { status: 'in_progress', reason: EARLY_REASON });
        expect(detail.item.booking.status).toBe('in_progress');
      }));
});

describe('pros and applications', () => {
  it('when the list is filtered to pending, then the applications waiting for review come back', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPendingApplication, PENDING_APPLICANT))
      .uponReceiving('a request for the pending pro applications')
      .withRequest('GET', '/app/admin/pros', (req) => req.headers(JSON_READ).query({ status: 'pending', pageSize: '20' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: pageOf(proSummaryBody('pending')) }))
      .executeTest(async (server) => {
        const page = await adminListPros(clientFor(server.url), { status: 'pending', pageSize: 20 });
        expect(page.items[0]?.status).toBe('pending');
      }));

  it('when a pending application is opened, then everything the applicant sent comes back', () => {
    const detail = buildProDetail({ ...buildProSummary(), email: PENDING_APPLICANT.email });
    return pact
      .addInteraction()
      .given(...state(STATES.adminWithPendingApplication, PENDING_APPLICANT))
      .uponReceiving('a request for a pending pro application')
      .withRequest('GET', PRO_PATH(), (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            pro: { ...proSummaryBody('pending'), id: fromProviderState('${proId}', 'p_1') },
            yearsExperience: integer(detail.yearsExperience),
            about: like(detail.about),
            idType: like(detail.idType),
            idNumber: like(detail.idNumber),
            ownTools: like(detail.ownTools),
            daysAvailable: eachLike('mon'),
            // The two references the admin calls before deciding.
            referees: eachLike({ name: like(detail.referees[0]?.name ?? 'Aisha Bello'), phone: regex(E164, detail.referees[0]?.phone ?? '+2348021234501') }, 2),
            decisionNote: null,
            decidedAt: null,
            bookings: [],
            history: like([]),
          },
        }),
      )
      .executeTest(async (server) => {
        const pro = await adminGetPro(clientFor(server.url), 'p_1');
        expect(pro.pro.status).toBe('pending');
        expect(pro.decidedAt).toBeNull();
        expect(pro.referees).toHaveLength(2);
      });
  });

  it('when the admin approves a pending application with a note, then the pro is approved and the decision recorded', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPendingApplication, PENDING_APPLICANT))
      .uponReceiving('an approval of a pending pro application')
      .withRequest('POST', PRO_PATH('/decision'), (req) => req.headers(JSON_WRITE).jsonBody({ action: 'approve', note: 'ID and references checked; good interview.' }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            pro: proSummaryBody('approved'),
            yearsExperience: integer(8),
            about: like('Plumber for eight years.'),
            idType: like('nin'),
            idNumber: like('12345678901'),
            ownTools: like(true),
            daysAvailable: eachLike('mon'),
            decisionNote: 'ID and references checked; good interview.',
            decidedAt: like('2026-11-27T11:00:00.000Z'),
            bookings: like([]),
            history: eachLike({ ...auditBody('pro.approve', { status: 'approved' }), note: 'ID and references checked; good interview.' }),
          },
        }),
      )
      .executeTest(async (server) => {
        const pro = await adminDecidePro(clientFor(server.url), 'p_1', { action: 'approve', note: 'ID and references checked; good interview.' });
        expect(pro.pro.status).toBe('approved');
        expect(pro.history[0]?.action).toBe('pro.approve');
      }));
});
