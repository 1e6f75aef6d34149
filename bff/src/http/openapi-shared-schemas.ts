// express-openapi-validator 5.6.2 compiles, for each route, a schema of its own with the whole spec's
// components (and paths) copied into it, so that its `#/components/...` references resolve; Ajv
// compiles a referenced schema once per schema that holds it, so every route had its own compiled
// copy of everything it reaches. A booking answer reaches CurrentUser, Booking, Visit, Price and
// the 17 forms' details: 17 booking calls, 17 copies. Each copy is used by one call only, so on a
// busy server all of them are cold: the first check of an answer took about 140 µs on the bench
// (about 45 µs with one copy shared by every route; 12 µs checked again straight after).
//
// Here each Ajv instance of the validator gets the components once, as a document of their own
// (SPEC_ID), and a route's own part is compiled with its references pointed into that document:
// Ajv then compiles each component once per instance, and every route shares it. Only what the
// validator hands to its useAjvCache changes (the same checks, compiled once); a route schema
// with references this cannot point there is compiled as before.
import { isRecord } from '../is-record.ts';
import { patchOnce, VALIDATOR_UTIL, validatorModule } from './openapi-validator-modules.ts';

interface AjvLike {
  getSchema(key: string): unknown;
  addSchema(schema: object, key: string): unknown;
}

type UseAjvCache = (ajv: AjvLike, schema: Record<string, unknown>, key: string) => unknown;

interface ValidatorUtilModule {
  useAjvCache: UseAjvCache;
}

/** A URI of our own: Ajv resolves `ile:openapi#/components/schemas/Booking` in the document added under it. */
export const SPEC_ID = 'ile:openapi';
const SPEC_PARTS = ['components', 'paths'] as const;

/** What pointedAtSpec answers for a schema with a local reference outside the spec's parts. */
export const NOT_SHAREABLE = Symbol('ile.notShareable');

/**
 * A copy of `value` with every `#/components/…` or `#/paths/…` reference pointed into SPEC_ID's
 * document; NOT_SHAREABLE when another local reference is in it (one into the route's own schema,
 * which that document does not hold). Objects other than plain ones and arrays are kept as they are.
 */
export function pointedAtSpec(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(pointedAtSpec);
    return items.includes(NOT_SHAREABLE) ? NOT_SHAREABLE : items;
  }
  if (!isRecord(value) || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#')) {
      if (!SPEC_PARTS.some((part) => item.startsWith(`#/${part}/`))) return NOT_SHAREABLE;
      copy[key] = `${SPEC_ID}${item}`;
      continue;
    }
    const pointed = pointedAtSpec(item);
    if (pointed === NOT_SHAREABLE) return NOT_SHAREABLE;
    copy[key] = pointed;
  }
  return copy;
}

/**
 * The JSON text of a schema made of plain data only, else null. Two routes whose own schemas read
 * the same (the 17 booking calls answer the same BookingCreated, send the same Idempotency-Key)
 * then share one compiled check; anything JSON would leave out (a function of a serialiser) keeps
 * a route to a check of its own.
 */
function plainText(schema: unknown): string | null {
  let plain = true;
  const text = JSON.stringify(schema, (_key, value: unknown) => {
    const type = typeof value;
    if (type === 'function' || type === 'symbol' || type === 'bigint' || type === 'undefined') plain = false;
    if (isRecord(value) && Object.getPrototypeOf(value) !== Object.prototype) plain = false;
    return value;
  });
  return plain ? text : null;
}

/** Makes the validator's useAjvCache compile each component once per Ajv instance (once per module). */
export function shareComponentSchemas(util = validatorModule<ValidatorUtilModule>(VALIDATOR_UTIL)): void {
  patchOnce(util, 'useAjvCache', (compileForRoute) => {
    // The components each Ajv instance has as SPEC_ID (the validator's request and response copies of the spec differ).
    const documents = new WeakMap<AjvLike, unknown>();
    // Per Ajv instance: a route's own schema as text → the check compiled for the first route that had it.
    const checks = new WeakMap<AjvLike, Map<string, unknown>>();

    const useAjvCache: UseAjvCache = (ajv, schema, key) => {
      const compiled = ajv.getSchema(key);
      if (compiled) return compiled;
      const { components, paths, ...own } = schema;
      if (!isRecord(components)) return compileForRoute(ajv, schema, key);
      if (!documents.has(ajv)) {
        ajv.addSchema({ components, paths }, SPEC_ID);
        documents.set(ajv, components);
      }
      const pointed = documents.get(ajv) === components ? pointedAtSpec(own) : null;
      if (!isRecord(pointed)) return compileForRoute(ajv, schema, key);
      const text = plainText(pointed);
      let known = checks.get(ajv);
      if (!known) checks.set(ajv, (known = new Map()));
      const shared = text === null ? undefined : known.get(text);
      if (shared) return shared;
      ajv.addSchema(pointed, key);
      const check = ajv.getSchema(key);
      if (text !== null && check) known.set(text, check);
      return check;
    };
    return useAjvCache;
  });
}
