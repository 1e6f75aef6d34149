// Pins the catalogue call: every service with its kobo prices, in the shape the web client reads.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { listServices } from '../../web/src/features/catalogue/api/requests.ts';
import { buildService } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, clientFor, newPact } from './pact.ts';

const { eachLike, integer, like } = MatchersV3;
const pact = newPact();
const service = buildService();

describe('GET /app/fetchServices', () => {
  it('when the catalogue is on sale, then every service comes with integer kobo prices', () =>
    pact
      .addInteraction()
      .given(STATES.catalogueSeeded)
      .uponReceiving('a request for the service catalogue')
      .withRequest('GET', '/app/fetchServices', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          // All 17 bookable services at least.
          data: eachLike(
            {
              id: like(service.id),
              key: like(service.key),
              name: like(service.name),
              tagline: like(service.tagline),
              description: like(service.description),
              includes: eachLike(service.includes[0] ?? 'Dusting'),
              formPath: MatchersV3.regex('^/app/[a-z]+$', service.formPath),
              priceItems: eachLike({ key: like('bedroom'), label: like('Per bedroom'), amountKobo: integer(400000) }),
              fromPriceKobo: integer(service.fromPriceKobo),
              // inspectionFeeKobo is a number or null; Pact has no union matcher, so the BFF's own tests and its response validation pin it.
              active: true,
              sortOrder: integer(service.sortOrder),
            },
            17,
          ),
        }),
      )
      .executeTest(async (server) => {
        const services = await listServices(clientFor(server.url));
        expect(services.length).toBeGreaterThanOrEqual(17);
        expect(services[0]?.fromPriceKobo).toBeTypeOf('number');
      }));
});
