// Refuses "Infinity" and "-Infinity" as query values. express-openapi-validator's ajv (coerceTypes
// with strictNumbers) coerces them to numbers that then pass `integer`, `minimum` and `maximum`,
// so ?page=-Infinity or ?limit=Infinity got through as valid (found by the spec fuzz). Every
// numeric query parameter of the spec has finite bounds, and the other query parameters (enums,
// dates) refuse that text anyway, so any such value is a field error.
import type { RequestHandler } from 'express';
import { validationFailed, type FieldErrors } from './app-error.ts';

const NON_FINITE = /^\s*[+-]?Infinity\s*$/;
export const NOT_A_NUMBER_MESSAGE = 'Enter a whole number.';

export const refuseNonFiniteQuery: RequestHandler = (req, _res, next) => {
  const fields: FieldErrors = {};
  for (const [name, value] of Object.entries(req.query)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && NON_FINITE.test(item))) fields[name] = NOT_A_NUMBER_MESSAGE;
  }
  next(Object.keys(fields).length ? validationFailed(fields) : undefined);
};
