// Refuses text with NUL (U+0000) anywhere in a request body or query. No field of the API means
// to hold it, PostgreSQL cannot store it in text ("invalid byte sequence"), and SQLite's bulk
// inserts cut the statement at it: without this a NUL that the spec's patterns let through (a
// title of "\u0000") became a 500. Runs after the OpenAPI validator, so other field errors come first.
import type { RequestHandler } from 'express';
import { validationFailed, type FieldErrors } from './app-error.ts';

const NUL = '\u0000';
/** The Error schema allows 100 fields; a handful says enough. */
const MAX_FIELDS = 20;
export const NUL_MESSAGE = 'Remove the invisible control character (NUL) from this field.';

function collect(value: unknown, path: string, found: FieldErrors): void {
  if (Object.keys(found).length >= MAX_FIELDS) return;
  if (typeof value === 'string') {
    if (value.includes(NUL)) found[path || '(body)'] = NUL_MESSAGE;
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const name = key.split(NUL).join('');
    const child = path ? `${path}.${name}` : name;
    if (key.includes(NUL)) found[child || '(body)'] = NUL_MESSAGE;
    collect(item, child, found);
  }
}

/**
 * Whether NUL is in any text or key of `value`. Runs on every request, so it builds nothing: the
 * field names (collect's path strings) are only put together for the rare request that has one.
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes(NUL) || holdsNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

export const refuseNulText: RequestHandler = (req, _res, next) => {
  if (!holdsNul(req.body) && !holdsNul(req.query)) {
    next();
    return;
  }
  const found: FieldErrors = {};
  collect(req.body, '', found);
  collect(req.query, '', found);
  next(validationFailed(found));
};
