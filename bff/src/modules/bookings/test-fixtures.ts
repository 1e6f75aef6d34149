// Form details for the booking tests, derived from each service's details schema in openapi.yaml, so
// a new service is tested without an edit here. Test-only.
import { BOOKING_PATHS, isRecord, SMALLEST_JOB, type DetailsByService, type ServiceKey } from '@ile/domain';
import { readFuzzOperations, type JsonSchema } from '../../testing/spec-fuzz/spec.ts';

const OPERATIONS = readFuzzOperations();

/** The properties of a service's `details`, each with its resolved schema. */
export function detailSchemas(service: ServiceKey): Record<string, JsonSchema> {
  const operation = OPERATIONS.find((op) => op.method === 'post' && op.path === BOOKING_PATHS[service]);
  const details = operation?.body?.schema.properties;
  const properties = isRecord(details) && isRecord(details.details) ? details.details.properties : undefined;
  if (!isRecord(properties)) throw new Error(`openapi.yaml: POST ${BOOKING_PATHS[service]} has no details properties`);
  const out: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(properties)) if (isRecord(schema)) out[name] = schema;
  return out;
}

const limit = (schema: JsonSchema, key: 'minimum' | 'maximum') => (typeof schema[key] === 'number' ? schema[key] : null);

/** Another value for one detail: a count two up (within its maximum), the other end of a choice, yes/no turned. */
function changed(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(schema.enum)) return schema.enum.at(-1) === value ? schema.enum[0] : schema.enum.at(-1);
  if (schema.type === 'integer' && typeof value === 'number') return Math.min(value + 2, limit(schema, 'maximum') ?? value + 2);
  if (schema.type === 'boolean') return !value;
  return value;
}

/**
 * A job bigger than the service's smallest (every count and choice changed), so each detail reaches
 * the price. The cast: the object is built from the spec at run time; the BFF's validator judges it.
 */
export function largerJob(service: ServiceKey): DetailsByService[ServiceKey] {
  const smallest: Record<string, unknown> = { ...SMALLEST_JOB[service] };
  const schemas = detailSchemas(service);
  const larger = Object.fromEntries(Object.entries(smallest).map(([name, value]) => [name, schemas[name] ? changed(value, schemas[name]) : value]));
  return larger as DetailsByService[ServiceKey];
}

/** A wrong value the schema refuses and the message the customer then sees. */
export interface BadDetail {
  field: string;
  value: unknown;
  message: string;
}

/** Every way the schema lets a detail be wrong: an unknown option, out of range, not whole, not yes/no. */
export function badDetails(service: ServiceKey): BadDetail[] {
  const bad: BadDetail[] = [];
  for (const [field, schema] of Object.entries(detailSchemas(service))) {
    if (Array.isArray(schema.enum)) bad.push({ field, value: 'not_an_option', message: 'Choose one of the options offered.' });
    if (schema.type === 'boolean') bad.push({ field, value: 'yes', message: 'Choose yes or no.' });
    if (schema.type !== 'integer') continue;
    const min = limit(schema, 'minimum');
    const max = limit(schema, 'maximum');
    if (min !== null) bad.push({ field, value: min - 1, message: `Enter at least ${min}.` });
    if (max !== null) bad.push({ field, value: max + 1, message: `Enter at most ${max}.` });
    bad.push({ field, value: (min ?? 0) + 0.5, message: 'Enter a whole number.' });
  }
  return bad;
}
