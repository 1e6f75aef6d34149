// Every request under /app is checked against openapi.yaml (and every response, outside production).
import { resolve } from 'node:path';
import type { RequestHandler } from 'express';
import { isCalendarDay } from '@ile/domain';
import * as OpenApiValidator from 'express-openapi-validator';
import { REPO_ROOT } from '../config.ts';
import { refuseNonFiniteQuery } from './non-finite-query.ts';
import { refuseNulText } from './nul-text.ts';

export const OPENAPI_FILE = resolve(REPO_ROOT, 'openapi.yaml');

/**
 * The validator for `/app`, in two instances with the roles between them (app.ts): `operations`
 * matches each request to its operation (req.openapi, which roles need); `requests` matches it again,
 * checks the request and the answer, so a caller who may not use an operation never learns its
 * schema. Each instance checks only answers to requests it matched last (the library's `serial`).
 * `requests: false` (the bench only) leaves the request check out.
 */
export function openApiValidator(validate: { requests: boolean; responses: boolean }): { operations: RequestHandler[]; requests: RequestHandler[] } {
  const common: Parameters<typeof OpenApiValidator.middleware>[0] = {
    apiSpec: OPENAPI_FILE,
    validateSecurity: false,
    // No operation takes files; without this multer would accept uploads of any size.
    fileUploader: false,
    // Dates are checked as the text we send (the mappers' toISOString), not converted from Date
    // objects: a Date left in an answer fails the response check in the tests.
    serDes: [{ format: 'date-time' }, { format: 'date' }],
    // ajv-formats' fast `date` takes 2026-11-31; every `format: date` uses the domain's calendar.
    formats: { date: isCalendarDay },
  };
  const operations = OpenApiValidator.middleware({ ...common, validateRequests: false, validateResponses: false, validateApiSpec: true });
  const checks = OpenApiValidator.middleware({
    ...common,
    validateRequests: validate.requests ? { allErrors: true } : false,
    validateResponses: validate.responses,
    validateApiSpec: false,
  });
  // What the spec's schemas cannot say (no text holds NUL), and what the validator lets slip (±Infinity).
  return { operations, requests: validate.requests ? [refuseNonFiniteQuery, ...checks, refuseNulText] : checks };
}
