// Every request under /app is checked against openapi.yaml (and every response, outside production).
import { resolve } from 'node:path';
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { REPO_ROOT } from '../config.ts';
import { sendCheckedJsonText } from './json-text.ts';
import { cacheContentTypes } from './openapi-content-types.ts';
import { refuseNonFiniteQuery } from './non-finite-query.ts';
import { rememberOperations } from './openapi-route-lookup.ts';
import { cacheRouteMatchers } from './openapi-route-matchers.ts';
import { shareComponentSchemas } from './openapi-shared-schemas.ts';
import { refuseNulText } from './nul-text.ts';
import { validatorSpec } from './validator-spec.ts';

type ApiSpec = Parameters<typeof OpenApiValidator.middleware>[0]['apiSpec'];

export const OPENAPI_FILE = resolve(REPO_ROOT, 'openapi.yaml');

/** `requests: false` (the bench only) still matches each request's operation, which roles and handlers need. */
export function openApiValidator(validate: { requests: boolean; responses: boolean }): RequestHandler[] {
  // What the validator does again on every request or for every route, done once (see each module).
  cacheRouteMatchers();
  rememberOperations();
  cacheContentTypes();
  shareComponentSchemas();
  const validator = OpenApiValidator.middleware({
    // openapi.yaml less the one check its service/details pairs make redundant; the validator checks
    // the document itself (validateApiSpec), so it is handed over as its own type.
    apiSpec: validatorSpec(OPENAPI_FILE) as unknown as ApiSpec,
    validateRequests: validate.requests ? { allErrors: true } : false,
    validateResponses: validate.responses,
    validateSecurity: false,
    // No operation takes files; without this multer would accept uploads of any size.
    fileUploader: false,
    validateApiSpec: true,
    // Without this the validator turns Date objects in answers into text before checking them, with
    // a function call per date field of every answer (a tenth of the cost of checking a booking's
    // answer). Every date we send is text already (the mappers' toISOString), so there is nothing
    // to turn; a Date object left in an answer now fails the response check in the tests.
    serDes: [{ format: 'date-time' }, { format: 'date' }],
  });
  // Stored JSON text is checked as a value and then sent as it was, not serialised again.
  const checked = validate.responses ? [sendCheckedJsonText, ...validator] : validator;
  // What the spec's schemas cannot say (no text holds NUL), and what the validator lets slip (±Infinity).
  return validate.requests ? [refuseNonFiniteQuery, ...checked, refuseNulText] : checked;
}
