// The spec as the OpenAPI validator is given it: openapi.yaml less one check that the spec's own
// service/details pairs make redundant, and that cost about half of checking a booking answer.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isRecord } from '../is-record.ts';

const DETAILS_REF = '#/components/schemas/BookingDetails';

function fail(why: string): never {
  throw new Error(`openapi.yaml: ${why} (see bff/src/http/validator-spec.ts)`);
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) fail(`${what} is not an object`);
  return value;
}

/** The value at `path` under `value`, through objects only; undefined when there is none. */
function at(value: unknown, ...path: string[]): unknown {
  let here = value;
  for (const key of path) here = isRecord(here) ? here[key] : undefined;
  return here;
}

/** The `$ref` of a `{ $ref }` object, else undefined. */
function refOf(value: unknown): string | undefined {
  const ref = at(value, '$ref');
  return typeof ref === 'string' ? ref : undefined;
}

/** How many `$ref`s anywhere in `value` point at `ref`. */
function countRefs(value: unknown, ref: string): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + countRefs(item, ref), 0);
  if (!isRecord(value)) return 0;
  return Object.values(value).reduce((n: number, item) => n + countRefs(item, ref), value.$ref === ref ? 1 : 0);
}

/** Booking's pairs: for each `if service is K then details is S`, K → S's $ref. */
function detailsByService(booking: Record<string, unknown>): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!Array.isArray(booking.allOf)) fail('Booking has no allOf of service/details pairs');
  for (const pair of booking.allOf) {
    const service = at(pair, 'if', 'properties', 'service', 'const');
    const details = refOf(at(pair, 'then', 'properties', 'details'));
    if (typeof service !== 'string' || !details) fail('a Booking pair is not { if: service const K, then: details $ref }');
    if (pairs.has(service)) fail(`Booking pairs service ${service} twice`);
    pairs.set(service, details);
  }
  return pairs;
}

/**
 * openapi.yaml pairs each booking's service with its form's details (Booking's allOf of if/then), and
 * also says, for readers and the generated types, that details are any of the 17 (BookingDetails'
 * anyOf). Given the pairs the anyOf cannot fail, but it was the dearest check in a booking answer:
 * for OpenAPI 3.1 the validator's Ajv follows JSON Schema 2020-12, where an anyOf checks every branch
 * (to collect evaluated properties for unevaluatedProperties), so each booking in each answer was
 * checked against 17 schemas. The validator's copy leaves the anyOf out, once this has made sure
 * that the pairs cover every service key and every branch, and that only Booking uses BookingDetails.
 */
export function validatorSpec(file: string): Record<string, unknown> {
  const spec = record(parse(readFileSync(file, 'utf8')), 'the spec');
  const schemas = record(record(spec.components, 'components').schemas, 'components.schemas');
  const booking = record(schemas.Booking, 'Booking');
  const bookingDetails = record(schemas.BookingDetails, 'BookingDetails');

  const serviceKeys: unknown = record(schemas.ServiceKey, 'ServiceKey').enum;
  if (!Array.isArray(serviceKeys)) fail('ServiceKey has no enum');
  if (!Array.isArray(bookingDetails.anyOf)) fail('BookingDetails has no anyOf');
  const branches = bookingDetails.anyOf.map(refOf);
  const pairs = detailsByService(booking);
  const paired = [...pairs.keys()].sort().join(', ');
  if (paired !== serviceKeys.map(String).sort().join(', ')) fail(`Booking pairs services ${paired}, not every ServiceKey`);
  const pairedSchemas = [...pairs.values()].sort().join(', ');
  if (pairedSchemas !== branches.map(String).sort().join(', ')) fail(`Booking's pairs name ${pairedSchemas}, not BookingDetails' anyOf`);
  if (refOf(record(booking.properties, 'Booking.properties').details) !== DETAILS_REF) fail('Booking.details is not BookingDetails');
  if (countRefs(spec, DETAILS_REF) !== 1) fail('BookingDetails is used outside Booking.details');

  // Still an object, as every branch is; the pairs check the rest.
  schemas.BookingDetails = { description: bookingDetails.description, type: 'object' };
  return spec;
}
