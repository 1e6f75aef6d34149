// Pins the admin support-inbox calls the web client makes: unread contact messages and referrals,
// marking one read, visible reviews and hiding one with a note, open claims and resolving one, the
// e-mail outbox, and a customer refused. Each item carries its history: empty before anyone acted, and
// after an action the entry the BFF recorded (who, when, the action, the note, before and after).
// Ids in paths come from the provider states (fromProviderState).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  adminListClaims,
  adminListMessages,
  adminListOutbox,
  adminListReviews,
  adminMarkMessage,
  adminResolveClaim,
  adminSetReviewVisibility,
} from '../../web/src/features/admin-inbox/api/requests.ts';
import type { AuditEntry } from '../../web/src/api/types.ts';
import {
  buildAdminClaim,
  buildAdminMessage,
  buildAdminReview,
  buildClaimHistoryEntry,
  buildMessageHistoryEntry,
  buildOutboxMail,
  buildReferralMessage,
  buildReviewHistoryEntry,
} from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = newPact();

const E164 = '^\\+234[0-9]{10}$';
const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const BOOKING_REFERENCE = '^ILE-[A-Z0-9]{6}$';
const pageOf = (item: object) => ({ items: eachLike(item), total: integer(1), page: 1, pageSize: 20 });
const HIDE_NOTE = 'Shares a phone number to take customers off the platform.';

/**
 * An item's history right after one action: that action's entry, who and when by type, the action
 * exactly (a regex, so the array's type matching can't let another action through), the note and
 * what changed as the call must record them (`after` given when it holds a time).
 */
function historyAfter(entry: AuditEntry, after: object | null = entry.after) {
  const action = regex(`^${entry.action.replace(/\./g, '\\.')}$`, entry.action);
  return eachLike({ id: like(entry.id), actorName: like(entry.actorName), action, note: entry.note, before: entry.before, after, at: regex(ISO_DATE_TIME, entry.at) });
}

/**
 * A message matched by type, except what the screen branches on (kind, read or not, a referral or
 * not). The state's contact message has a phone and quotes a booking, so those are pinned too.
 */
function contactMessageBody(read: boolean) {
  const example = buildAdminMessage();
  return {
    id: like(example.id),
    kind: 'contact',
    fromName: like(example.fromName),
    fromEmail: like(example.fromEmail),
    fromPhone: regex(E164, example.fromPhone ?? '+2348034567890'),
    subject: like(example.subject),
    body: like(example.body),
    bookingReference: regex(BOOKING_REFERENCE, example.bookingReference ?? 'ILE-3MP8RT'),
    referral: null,
    createdAt: regex(ISO_DATE_TIME, example.createdAt),
    readAt: read ? regex(ISO_DATE_TIME, '2026-12-10T09:01:00.000Z') : null,
    // Nobody had acted on the state's message; once read, the reading is on record.
    history: read
      ? historyAfter(buildMessageHistoryEntry('2026-12-10T09:01:00.000Z', null, '2026-12-10T09:01:00.000Z'), { readAt: regex(ISO_DATE_TIME, '2026-12-10T09:01:00.000Z') })
      : example.history,
  };
}

/** A review as the admin gets it; `hidden` is what the filter and the action are about (hidden: just hidden with HIDE_NOTE). */
function adminReviewBody(hidden: boolean) {
  const { review, bookingId, bookingReference, customerName, history } = buildAdminReview();
  return {
    review: {
      id: like(review.id),
      service: like(review.service),
      serviceName: like(review.serviceName),
      rating: integer(review.rating),
      comment: like(review.comment),
      authorName: like(review.authorName),
      createdAt: regex(ISO_DATE_TIME, review.createdAt),
    },
    bookingId: like(bookingId),
    bookingReference: regex(BOOKING_REFERENCE, bookingReference),
    customerName: like(customerName),
    hidden,
    history: hidden ? historyAfter(buildReviewHistoryEntry(true, { note: HIDE_NOTE })) : history,
  };
}

/** A claim with its customer; status, resolution and resolvedAt are exact (the card switches on them). */
function adminClaimBody(resolution: string | null) {
  const { claim, customer, completedAt, history } = buildAdminClaim();
  return {
    claim: {
      id: like(claim.id),
      reference: regex('^CLM-[A-Z0-9]{6}$', claim.reference),
      bookingId: like(claim.bookingId),
      bookingReference: regex(BOOKING_REFERENCE, claim.bookingReference),
      serviceName: like(claim.serviceName),
      problem: like(claim.problem),
      // The state's claim was raised with a photo description.
      photoDescription: like(claim.photoDescription ?? 'Grease on the cooker.'),
      status: resolution === null ? 'open' : 'resolved',
      resolution,
      createdAt: regex(ISO_DATE_TIME, claim.createdAt),
      resolvedAt: resolution === null ? null : regex(ISO_DATE_TIME, '2026-12-10T09:01:00.000Z'),
    },
    customer: { id: like(customer.id), name: like(customer.name), email: like(customer.email), phone: regex(E164, customer.phone) },
    // Claims are only on completed bookings, which carry their completion time.
    completedAt: regex(ISO_DATE_TIME, completedAt ?? '2026-12-05T12:40:00.000Z'),
    history: resolution === null ? history : historyAfter(buildClaimHistoryEntry(resolution)),
  };
}

describe('messages', () => {
  it('when the admin asks for unread contact messages, then they come unread, with how to reach the sender', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithMessages)
      .uponReceiving('a request for the unread contact messages')
      .withRequest('GET', '/app/admin/messages', (req) => req.headers(JSON_READ).query({ kind: 'contact', unread: 'true', pageSize: '20' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: pageOf(contactMessageBody(false)) }))
      .executeTest(async (server) => {
        const page = await adminListMessages(clientFor(server.url), { kind: 'contact', unread: true, pageSize: 20 });
        expect(page.items[0]?.kind).toBe('contact');
        expect(page.items[0]?.readAt).toBeNull();
        expect(page.items[0]?.referral).toBeNull();
        expect(page.items[0]?.history).toEqual([]);
      }));

  it('when the admin asks for referrals, then each says who was invited and what came of it', () => {
    const example = buildReferralMessage();
    const friend = example.referral;
    return pact
      .addInteraction()
      .given(STATES.adminWithMessages)
      .uponReceiving('a request for the referral messages')
      .withRequest('GET', '/app/admin/messages', (req) => req.headers(JSON_READ).query({ kind: 'referral', pageSize: '20' }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: pageOf({
            id: like(example.id),
            kind: 'referral',
            fromName: like(example.fromName),
            fromEmail: like(example.fromEmail),
            subject: like(example.subject),
            body: like(example.body),
            bookingReference: null,
            // The state's invitation went to an e-mail address, without a phone.
            referral: { friendName: like(friend?.friendName ?? 'Tunde Bakare'), friendEmail: like(friend?.friendEmail ?? 'tunde.bakare@example.ng'), friendPhone: null, emailed: like(true), signedUp: like(false) },
            createdAt: regex(ISO_DATE_TIME, example.createdAt),
            history: example.history,
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = await adminListMessages(clientFor(server.url), { kind: 'referral', pageSize: 20 });
        expect(page.items[0]?.kind).toBe('referral');
        expect(typeof page.items[0]?.referral?.signedUp).toBe('boolean');
      });
  });

  it('when the admin marks an unread message read, then it comes back with the time it was read, the reading on top of its history', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithMessages)
      .uponReceiving('a request to mark a contact message read')
      .withRequest('POST', fromProviderState('/app/admin/messages/${messageId}/read', '/app/admin/messages/m_1/read'), (req) => req.headers(JSON_WRITE).jsonBody({ read: true }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { ...contactMessageBody(true), id: fromProviderState('${messageId}', 'm_1') } }))
      .executeTest(async (server) => {
        const message = await adminMarkMessage(clientFor(server.url), 'm_1', { read: true });
        expect(message.id).toBe('m_1');
        expect(message.readAt).not.toBeNull();
        expect(message.history[0]).toMatchObject({ action: 'message.read', before: { readAt: null } });
      }));
});

describe('reviews', () => {
  it('when the admin asks for visible reviews, then they come with their booking and author', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithReview)
      .uponReceiving('a request for the visible reviews in the admin area')
      .withRequest('GET', '/app/admin/reviews', (req) => req.headers(JSON_READ).query({ hidden: 'false', pageSize: '20' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: pageOf(adminReviewBody(false)) }))
      .executeTest(async (server) => {
        const page = await adminListReviews(clientFor(server.url), { hidden: false, pageSize: 20 });
        expect(page.items[0]?.hidden).toBe(false);
        expect(page.items[0]?.review.rating).toBeGreaterThanOrEqual(1);
        expect(page.items[0]?.history).toEqual([]);
      }));

  it('when the admin hides a review with a note, then it comes back hidden, the hiding and its note on top of its history', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithReview)
      .uponReceiving('a request to hide a review with a note')
      .withRequest('POST', fromProviderState('/app/admin/reviews/${reviewId}/visibility', '/app/admin/reviews/r_1/visibility'), (req) =>
        req.headers(JSON_WRITE).jsonBody({ hidden: true, note: HIDE_NOTE }),
      )
      .willRespondWith(200, (res) => {
        const body = adminReviewBody(true);
        return res.headers(JSON_RESPONSE).jsonBody({ data: { ...body, review: { ...body.review, id: fromProviderState('${reviewId}', 'r_1') } } });
      })
      .executeTest(async (server) => {
        const review = await adminSetReviewVisibility(clientFor(server.url), 'r_1', { hidden: true, note: HIDE_NOTE });
        expect(review.review.id).toBe('r_1');
        expect(review.hidden).toBe(true);
        expect(review.history[0]).toMatchObject({ action: 'review.hide', note: HIDE_NOTE, before: { hidden: false }, after: { hidden: true } });
      }));
});

describe('happiness claims', () => {
  it('when the admin asks for open claims, then they come with the customer, the booking and the problem', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithOpenClaim)
      .uponReceiving('a request for the open happiness claims')
      .withRequest('GET', '/app/admin/claims', (req) => req.headers(JSON_READ).query({ status: 'open', pageSize: '20' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: pageOf(adminClaimBody(null)) }))
      .executeTest(async (server) => {
        const page = await adminListClaims(clientFor(server.url), { status: 'open', pageSize: 20 });
        expect(page.items[0]?.claim.status).toBe('open');
        expect(page.items[0]?.claim.resolution).toBeNull();
        expect(page.items[0]?.history).toEqual([]);
      }));

  it('when the admin resolves an open claim, then it comes back resolved with what was done, the resolution on top of its history', () => {
    const resolution = 'Chioma went back on Saturday and cleaned the kitchen again, free of charge.';
    return pact
      .addInteraction()
      .given(STATES.adminWithOpenClaim)
      .uponReceiving('a request to resolve an open happiness claim')
      .withRequest('POST', fromProviderState('/app/admin/claims/${claimId}/resolve', '/app/admin/claims/c_1/resolve'), (req) => req.headers(JSON_WRITE).jsonBody({ resolution }))
      .willRespondWith(200, (res) => {
        const body = adminClaimBody(resolution);
        return res.headers(JSON_RESPONSE).jsonBody({ data: { ...body, claim: { ...body.claim, id: fromProviderState('${claimId}', 'c_1') } } });
      })
      .executeTest(async (server) => {
        const claim = await adminResolveClaim(clientFor(server.url), 'c_1', { resolution });
        expect(claim.claim.status).toBe('resolved');
        expect(claim.claim.resolution).toBe(resolution);
        expect(claim.history[0]).toMatchObject({ action: 'claim.resolve', after: { status: 'resolved', resolution } });
      });
  });

  it('when a customer asks for the claims, then 403 forbidden', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a request for the happiness claims from a customer')
      .withRequest('GET', '/app/admin/claims', (req) => req.headers(JSON_READ).query({ pageSize: '20' }))
      .willRespondWith(403, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'forbidden', message: string('You do not have access to this.') }))
      .executeTest(async (server) => {
        const error = await failure(adminListClaims(clientFor(server.url), { pageSize: 20 }));
        expect(error).toMatchObject({ status: 403, code: 'forbidden' });
      }));
});

describe('the e-mail outbox', () => {
  it('when the admin opens the outbox, then the kept e-mails come with their text part', () => {
    const mail = buildOutboxMail();
    return pact
      .addInteraction()
      .given(STATES.adminWithOutbox)
      .uponReceiving('a request for the e-mail outbox')
      .withRequest('GET', '/app/admin/outbox', (req) => req.headers(JSON_READ).query({ pageSize: '20' }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: pageOf({ id: like(mail.id), to: like(mail.to), subject: like(mail.subject), text: like(mail.text), createdAt: regex(ISO_DATE_TIME, mail.createdAt) }) }),
      )
      .executeTest(async (server) => {
        const page = await adminListOutbox(clientFor(server.url), { pageSize: 20 });
        expect(page.items[0]?.text.length).toBeGreaterThan(0);
      });
  });
});
