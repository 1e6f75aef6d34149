// Pins the data-rights calls the web client makes (Nigeria Data Protection Act): the
// person's own export, erasure (refused while a paid booking is to come) and consent to offers by
// text, and an admin's search, export and erasure for a request received by phone. Ids come from
// the provider states; the erasure that succeeds spends an account made for it alone.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { adminErasePerson, adminExportPersonData, adminFindPeople, deleteMyAccount, exportMyData, setMarketingTexts } from '../../web/src/features/personal-data/api/requests.ts';
import { buildCurrentUser, buildPeopleFound, buildPersonalData } from '../../web/src/testing/fixtures/index.ts';
import { STATES, state } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact, userFields } from './pact.ts';

const { eachLike, fromProviderState, like, regex, string } = MatchersV3;
const pact = newPact();

/** An id as the BFF makes them; the interaction records this example and the state answers the real one. */
const EXAMPLE_PERSON_ID = '0b6f2c1e-4a8d-4f3b-9c2e-7d1a5e8f9b20';
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
const at = (example: string) => regex(ISO_INSTANT, example);
const REASON = 'Asked by phone on 1 December 2026; identity checked with her booking reference.';

/** The exported document's shape: every section there, the account's and a booking's fields typed, not their values. */
function documentShape() {
  const example = buildPersonalData();
  const [booking] = example.bookings;
  if (!booking) throw new Error('the fixture has a booking');
  const { id, name, email, phone, referralCode, referred, bookingTexts, marketingTexts, createdAt } = example.account;
  return {
    exportedAt: at(example.exportedAt),
    account: {
      id: like(id),
      name: like(name),
      email: like(email),
      // The state's customer has a confirmed e-mail; one not confirmed yet would be here.
      pendingEmail: null,
      phone: regex('^\\+234\\d{10}$', phone),
      role: 'user',
      referralCode: like(referralCode),
      referred: like(referred),
      bookingTexts: like(bookingTexts),
      marketingTexts: like(marketingTexts),
      createdAt: at(createdAt),
    },
    bookings: eachLike({
      id: like(booking.id),
      reference: regex('^ILE-[A-Z0-9]{6}$', booking.reference),
      service: 'home-cleaning',
      serviceName: like(booking.serviceName),
      status: like(booking.status),
      visit: like({ address: like(booking.visit.address), date: like(booking.visit.date), timeWindow: like(booking.visit.timeWindow), contactPhone: like(booking.visit.contactPhone) }),
      totalKobo: MatchersV3.integer(booking.totalKobo),
      createdAt: at(booking.createdAt),
    }),
    payments: like([]),
    refunds: like([]),
    reviews: like([]),
    claims: like([]),
    notifications: like([]),
    pushSubscriptions: like([]),
    referralsSent: like([]),
    contactMessages: like([]),
    textsReceived: like([]),
    emailsReceived: like([]),
    proApplication: null,
    proJobs: like([]),
  };
}

describe('GET /app/account/data', () => {
  it('when a signed-in customer downloads their data, then the whole document comes with their bookings', () =>
    pact
      .addInteraction()
      .given(STATES.freshCustomerSignedIn)
      .uponReceiving("the signed-in customer's data")
      .withRequest('GET', '/app/account/data', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers({ ...JSON_RESPONSE, 'Content-Disposition': regex('^attachment; filename="ile-data-\\d{4}-\\d{2}-\\d{2}\\.json"$', 'attachment; filename="ile-data-2026-12-01.json"') }).jsonBody(documentShape()))
      .executeTest(async (server) => {
        const data = await exportMyData(clientFor(server.url));
        expect(data.account.role).toBe('user');
        expect(data.bookings[0]?.service).toBe('home-cleaning');
        expect(data.proApplication).toBeNull();
      }));
});

describe('POST /app/account/delete', () => {
  it('when the customer has a paid booking to come, then 409 erasure_in_flight says what to do first', () =>
    pact
      .addInteraction()
      .given(STATES.customerWithPaidBooking)
      .uponReceiving('an erasure of an account with a paid booking to come')
      .withRequest('POST', '/app/account/delete', (req) => req.headers(JSON_WRITE).jsonBody({ confirm: true }))
      .willRespondWith(409, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'erasure_in_flight', message: string('You have a paid booking to come (ILE-7KX2Q9). Cancel it or wait until it is done, then delete your account.') }))
      .executeTest(async (server) => {
        const error = await failure(deleteMyAccount(clientFor(server.url)));
        expect(error).toMatchObject({ status: 409, code: 'erasure_in_flight' });
        expect(error.message).toBeTruthy();
      }));

  it('when nothing is in flight, then the account is erased', () =>
    pact
      .addInteraction()
      .given(STATES.freshCustomerSignedIn)
      .uponReceiving('an erasure of an account with nothing in flight')
      .withRequest('POST', '/app/account/delete', (req) => req.headers(JSON_WRITE).jsonBody({ confirm: true }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { erased: true } }))
      .executeTest(async (server) => {
        expect(await deleteMyAccount(clientFor(server.url))).toEqual({ erased: true });
      }));
});

describe('PUT /app/account/marketing', () => {
  it('when the customer turns offers by text on, then their account says so', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('consent to offers by text')
      .withRequest('PUT', '/app/account/marketing', (req) => req.headers(JSON_WRITE).jsonBody({ marketingTexts: true }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser(), ['role']), marketingTexts: true } }))
      .executeTest(async (server) => {
        expect(await setMarketingTexts(clientFor(server.url), true)).toMatchObject({ marketingTexts: true, role: 'user' });
      }));
});

describe('GET /app/admin/people', () => {
  it('when an admin searches a customer by phone as they said it, then the account is found', () => {
    const [found] = buildPeopleFound();
    if (!found) throw new Error('the fixture finds a person');
    return pact
      .addInteraction()
      .given(STATES.adminWithCustomer)
      .uponReceiving('a search for a person by phone')
      .withRequest('GET', '/app/admin/people', (req) => req.headers(JSON_READ).query({ q: '0803 123 4567' }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { items: eachLike({ id: like(found.id), name: like(found.name), email: like(found.email), phone: found.phone, role: 'user', createdAt: at(found.createdAt) }) } }),
      )
      .executeTest(async (server) => {
        const people = await adminFindPeople(clientFor(server.url), '0803 123 4567');
        expect(people[0]).toMatchObject({ phone: found.phone, role: 'user' });
      });
  });
});

describe('GET /app/admin/people/{id}/data', () => {
  it("when an admin downloads a customer's data, then it is the document the customer gets", () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPerson, { role: 'user' }))
      .uponReceiving("a customer's data, for an admin")
      .withRequest('GET', fromProviderState('/app/admin/people/${personId}/data', `/app/admin/people/${EXAMPLE_PERSON_ID}/data`), (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody(documentShape()))
      .executeTest(async (server) => {
        const data = await adminExportPersonData(clientFor(server.url), EXAMPLE_PERSON_ID);
        expect(data.account.role).toBe('user');
        expect(data.bookings).toHaveLength(1);
      }));
});

describe('POST /app/admin/people/{id}/erase', () => {
  it('when an admin erases a customer with nothing in flight, with the reason, then it is erased', () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPerson, { role: 'user' }))
      .uponReceiving("an admin's erasure of a customer")
      .withRequest('POST', fromProviderState('/app/admin/people/${personId}/erase', `/app/admin/people/${EXAMPLE_PERSON_ID}/erase`), (req) => req.headers(JSON_WRITE).jsonBody({ confirm: true, reason: REASON }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { erased: true } }))
      .executeTest(async (server) => {
        expect(await adminErasePerson(clientFor(server.url), EXAMPLE_PERSON_ID, REASON)).toEqual({ erased: true });
      }));

  it("when the account is another admin's, then 403 admin_not_erasable", () =>
    pact
      .addInteraction()
      .given(...state(STATES.adminWithPerson, { role: 'admin' }))
      .uponReceiving("an admin's erasure of an admin account")
      .withRequest('POST', fromProviderState('/app/admin/people/${personId}/erase', `/app/admin/people/${EXAMPLE_PERSON_ID}/erase`), (req) => req.headers(JSON_WRITE).jsonBody({ confirm: true, reason: REASON }))
      .willRespondWith(403, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'admin_not_erasable', message: string('An admin account cannot be erased here. Ask another admin to remove its access first.') }))
      .executeTest(async (server) => {
        expect(await failure(adminErasePerson(clientFor(server.url), EXAMPLE_PERSON_ID, REASON))).toMatchObject({ status: 403, code: 'admin_not_erasable' });
      }));
});
