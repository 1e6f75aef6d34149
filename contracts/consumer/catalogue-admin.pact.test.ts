// Pins the admin's catalogue calls: one entry with its history, and saving it (every price by key,
// in kobo) with the change recorded on top of the history. The service id comes from the provider.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { adminGetService, adminUpdateService, type ServiceUpdate } from '../../web/src/features/catalogue-admin/api/requests.ts';
import { buildService } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, newPact } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex } = MatchersV3;
const pact = newPact();

const service = buildService({ key: 'home-cleaning' });
const PATH = fromProviderState('/app/admin/services/${serviceId}', `/app/admin/services/${service.id}`);

/** The entry matched by type, except what the admin screens branch on or this test changes. */
function serviceBody(overrides: Record<string, unknown> = {}) {
  return {
    id: like(service.id),
    key: 'home-cleaning',
    name: like(service.name),
    tagline: like(service.tagline),
    description: like(service.description),
    includes: eachLike(service.includes[0] ?? 'Dusting'),
    formPath: '/app/home',
    priceItems: eachLike({ key: like('base.standard'), label: like('Standard cleaning'), amountKobo: integer(1_500_000) }),
    fromPriceKobo: integer(service.fromPriceKobo),
    // inspectionFeeKobo is a number or null; Pact has no union matcher, so the BFF's own tests and its response validation pin it.
    active: true,
    sortOrder: integer(service.sortOrder),
    ...overrides,
  };
}

describe('GET /app/admin/services/{id}', () => {
  it('when an admin opens a catalogue entry nobody has changed, then it comes with an empty history', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithCatalogue)
      .uponReceiving('a request for one catalogue entry from an admin')
      .withRequest('GET', PATH, (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { service: serviceBody(), history: [] } }))
      .executeTest(async (server) => {
        const entry = await adminGetService(clientFor(server.url), service.id);
        expect(entry.service.key).toBe('home-cleaning');
        expect(entry.history).toEqual([]);
      }));
});

describe('PUT /app/admin/services/{id}', () => {
  // Deep cleaning up to ₦27,500.50 and a line added: every price item is sent, by key, in kobo.
  const update: ServiceUpdate = {
    name: service.name,
    tagline: service.tagline,
    description: service.description,
    includes: [...service.includes, 'Laundry folded'],
    priceItems: service.priceItems.map((item) => (item.key === 'base.deep' ? { ...item, amountKobo: 2_750_050 } : item)),
    active: true,
  };

  it('when an admin changes a price, then the entry comes back as stored with the change on top of its history', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithCatalogue)
      .uponReceiving('a change to one catalogue entry from an admin')
      .withRequest('PUT', PATH, (req) => req.headers(JSON_WRITE).jsonBody(update))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            service: serviceBody({ includes: update.includes, priceItems: update.priceItems }),
            history: eachLike({
              id: like('a_1'),
              actorName: like('Ilé Admin'),
              action: 'service.update',
              // note is a string or null (none here); before and after are the changed fields, free-form.
              before: like({}),
              after: like({}),
              at: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', '2026-11-25T10:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const saved = await adminUpdateService(clientFor(server.url), service.id, update);
        expect(saved.service.priceItems.find((p) => p.key === 'base.deep')?.amountKobo).toBe(2_750_050);
        expect(saved.history[0]?.action).toBe('service.update');
      }));
});
