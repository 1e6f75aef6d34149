// Proves validatorSpec: the validator's copy of openapi.yaml leaves out BookingDetails' anyOf only
// when Booking's service/details pairs make it redundant, and refuses to start otherwise.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from './openapi-validator.ts';
import { validatorSpec } from './validator-spec.ts';

const SPEC = readFileSync(OPENAPI_FILE, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'ile-validator-spec-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** validatorSpec of openapi.yaml with `from` replaced by `to` (which must be there, once). */
function specWith(from: string, to: string) {
  expect(SPEC.split(from)).toHaveLength(2);
  const file = join(dir, `${String(Math.random()).slice(2)}.yaml`);
  writeFileSync(file, SPEC.replace(from, to));
  return () => validatorSpec(file);
}

const CURTAINS_PAIR = "        - { if: { properties: { service: { const: curtains } } }, then: { properties: { details: { $ref: '#/components/schemas/CurtainsDetails' } }, unevaluatedProperties: true } }\n";

describe("the validator's copy of openapi.yaml", () => {
  it('when the pairs cover every service and every form, then BookingDetails is a plain object and Booking keeps its 17 pairs', () => {
    const schemas = (validatorSpec(OPENAPI_FILE).components as { schemas: Record<string, { anyOf?: unknown; type?: string; allOf?: unknown[] }> }).schemas;
    expect(schemas.BookingDetails?.anyOf).toBeUndefined();
    expect(schemas.BookingDetails?.type).toBe('object');
    expect(schemas.Booking?.allOf).toHaveLength(17);
  });

  it('when a service has no pair, then it refuses to start', () => {
    expect(specWith(CURTAINS_PAIR, '')).toThrow(/not every ServiceKey/);
  });

  it('when a pair names a schema that is not one of BookingDetails\' forms, then it refuses to start', () => {
    expect(specWith(CURTAINS_PAIR, CURTAINS_PAIR.replace("schemas/CurtainsDetails'", "schemas/Address'"))).toThrow(/not BookingDetails' anyOf/);
  });

  it('when a service is paired twice, then it refuses to start', () => {
    expect(specWith(CURTAINS_PAIR, CURTAINS_PAIR + CURTAINS_PAIR)).toThrow(/twice/);
  });

  it('when something else uses BookingDetails, then it refuses to start (leaving the anyOf out would loosen that check)', () => {
    expect(specWith("        proName: { type: [string, 'null'], maxLength: 80,", "        extra: { $ref: '#/components/schemas/BookingDetails' }\n        proName: { type: [string, 'null'], maxLength: 80,")).toThrow(/outside Booking.details/);
  });
});
