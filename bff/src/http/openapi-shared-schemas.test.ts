// The shared component schemas the OpenAPI validator's checks are compiled against (openapi-shared-schemas.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SAMPLE_DETAILS } from '../modules/bookings/test-fixtures.ts';
import { OPENAPI_FILE } from './openapi-validator.ts';
import { VALIDATOR_UTIL, validatorModule } from './openapi-validator-modules.ts';
import { NOT_SHAREABLE, pointedAtSpec, shareComponentSchemas, SPEC_ID } from './openapi-shared-schemas.ts';
import { validatorSpec } from './validator-spec.ts';

type Check = ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null };
type Ajv = { getSchema(key: string): unknown; addSchema(schema: object, key: string): unknown };
type UseAjvCache = (ajv: Ajv, schema: Record<string, unknown>, key: string) => unknown;

/** The validator's own useAjvCache, as it is before anything shares (this file never calls openApiValidator). */
const { useAjvCache: ownUseAjvCache } = validatorModule<{ useAjvCache: UseAjvCache }>(VALIDATOR_UTIL);
const { createResponseAjv } = validatorModule<{ createResponseAjv(spec: object, options: object): Ajv }>('./framework/ajv/index.js');

const spec = validatorSpec(OPENAPI_FILE) as { openapi: string; components: Record<string, unknown>; paths: Record<string, unknown> };
const bookingCreated = (spec.components.responses as Record<string, { content: Record<string, { schema: unknown }> }>).BookingCreated;
const answerSchema = bookingCreated?.content['application/json']?.schema;
const example = parse(readFileSync(OPENAPI_FILE, 'utf8')).components.examples.CustomerWithBooking.value;

/** What the validator's response check compiles for a route: its own schema object, with the spec's parts copied in. */
const routeSchema = () => ({ type: 'object', properties: { response: answerSchema }, components: spec.components, paths: spec.paths });

function sharedUtil() {
  const util: { useAjvCache: UseAjvCache } = { useAjvCache: ownUseAjvCache };
  shareComponentSchemas(util);
  return util;
}

// The options the validator's response check is built with (its AjvOptions.response for openapi-validator.ts's settings).
const newAjv = () =>
  createResponseAjv(spec, {
    strict: false,
    strictNumbers: true,
    strictTuples: true,
    allowUnionTypes: false,
    validateSchema: false,
    useDefaults: false,
    coerceTypes: false,
    removeAdditional: false,
    validateFormats: true,
    ajvFormats: { mode: 'fast' },
    formats: {},
    serDesMap: { 'date-time': { format: 'date-time' }, date: { format: 'date' } },
  });

describe('references pointed into the shared spec document', () => {
  it('when a schema refers to components or paths, then the copy refers into the shared document and the original is unchanged', () => {
    const schema = { type: 'object', properties: { data: { $ref: '#/components/schemas/CurrentUser' }, list: { type: 'array', items: [{ $ref: '#/paths/~1app~1home' }, null] } } };
    const before = JSON.stringify(schema);
    expect(pointedAtSpec(schema)).toEqual({
      type: 'object',
      properties: { data: { $ref: `${SPEC_ID}#/components/schemas/CurrentUser` }, list: { type: 'array', items: [{ $ref: `${SPEC_ID}#/paths/~1app~1home` }, null] } },
    });
    expect(JSON.stringify(schema)).toBe(before);
  });

  it('when a schema refers into itself, then it cannot be shared; other documents’ references stay as they are', () => {
    expect(pointedAtSpec({ properties: { a: { $ref: '#/properties/b' } } })).toBe(NOT_SHAREABLE);
    expect(pointedAtSpec({ anyOf: [{ $ref: '#' }] })).toBe(NOT_SHAREABLE);
    expect(pointedAtSpec({ $ref: 'other.yaml#/components/schemas/X' })).toEqual({ $ref: 'other.yaml#/components/schemas/X' });
  });
});

describe('checks compiled against the shared components', () => {
  it('when two routes answer the same schema, then one compiled check serves both', () => {
    const util = sharedUtil();
    const ajv = newAjv();
    const home = util.useAjvCache(ajv, routeSchema(), 'POST-/app/home-201');
    const plumbing = util.useAjvCache(ajv, routeSchema(), 'POST-/app/plumbing-201');
    expect(typeof home).toBe('function');
    expect(plumbing).toBe(home);
    // Without sharing, each route compiles its own.
    const ownAjv = newAjv();
    expect(ownUseAjvCache(ownAjv, routeSchema(), 'a')).not.toBe(ownUseAjvCache(ownAjv, routeSchema(), 'b'));
  });

  it('when an answer is checked, then it passes and fails as the route’s own check does, at the same place', () => {
    const shared = sharedUtil().useAjvCache(newAjv(), routeSchema(), 'shared') as Check;
    const own = ownUseAjvCache(newAjv(), routeSchema(), 'own') as Check;
    const good = { response: example };
    const booking = { ...example.data.bookings[0], service: 'curtains', details: SAMPLE_DETAILS['home-cleaning'] };
    const mismatched = { response: { data: { ...example.data, bookings: [booking] } } };
    const noPhone = { response: { data: { ...example.data, phone: 42 } } };
    for (const check of [shared, own]) expect(check(good)).toBe(true);
    for (const bad of [mismatched, noPhone]) {
      expect(own(bad)).toBe(false);
      const ownErrors = own.errors?.map((e) => [e.instancePath, e.keyword]);
      expect(shared(bad)).toBe(false);
      expect(shared.errors?.map((e) => [e.instancePath, e.keyword])).toEqual(ownErrors);
    }
  });

  it('when a route’s schema refers into itself or brings other components, then it is compiled on its own as before', () => {
    const util = sharedUtil();
    const ajv = newAjv();
    util.useAjvCache(ajv, routeSchema(), 'first');
    const selfReferring = { properties: { response: { $ref: '#/properties/other' }, other: { type: 'string' } }, components: spec.components };
    const check = util.useAjvCache(ajv, selfReferring, 'self') as Check;
    expect(check({ response: 'text', other: 'x' })).toBe(true);
    expect(check({ response: 42 })).toBe(false);
    const otherComponents = { components: { schemas: { Name: { type: 'string' } } }, properties: { response: { $ref: '#/components/schemas/Name' } } };
    const other = util.useAjvCache(ajv, otherComponents, 'other') as Check;
    expect(other({ response: 'Ada' })).toBe(true);
    expect(other({ response: 1 })).toBe(false);
  });

  it('when asked twice for the same module, then it wraps once', () => {
    const util = sharedUtil();
    const wrapped = util.useAjvCache;
    shareComponentSchemas(util);
    expect(util.useAjvCache).toBe(wrapped);
  });
});
