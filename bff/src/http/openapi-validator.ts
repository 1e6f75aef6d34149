// Every request under /app is checked against openapi.yaml (and every response, outside production).
import { resolve } from 'node:path';
import type { RequestHandler } from 'express';
import { isCalendarDay } from '@ile/domain';
import * as OpenApiValidator from 'express-openapi-validator';
import { REPO_ROOT } from '../config.ts';
import { refuseNonFiniteQuery } from './non-finite-query.ts';
import { refuseNulText } from './nul-text.ts';

export const OPENAPI_FILE = resolve(REPO_ROOT, 'openapi.yaml');

/** `requests: false` (the bench only) still matches each request's operation, which roles and handlers need. */
export function openApiValidator(validate: { requests: boolean; responses: boolean }): RequestHandler[] {
  const validator = OpenApiValidator.middleware({
    apiSpec: OPENAPI_FILE,
    validateRequests: validate.requests ? { allErrors: true } : false,
    validateResponses: validate.responses,
    validateSecurity: false,
    // No operation takes files; without this multer would accept uploads of any size.
    fileUploader: false,
    validateApiSpec: true,
    // Dates are checked as the text we send (the mappers' toISOString), not converted from Date
    // objects: a Date left in an answer fails the response check in the tests.
    serDes: [{ format: 'date-time' }, { format: 'date' }],
    // ajv-formats' fast `date` takes 2026-11-31; every `format: date` uses the domain's calendar.
    formats: { date: isCalendarDay },
  });
  // What the spec's schemas cannot say (no text holds NUL), and what the validator lets slip (±Infinity).
  return validate.requests ? [refuseNonFiniteQuery, ...validator, refuseNulText] : validator;
}
