// Every request under /app is checked against openapi.yaml (and every response, outside production).
import { resolve } from 'node:path';
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { REPO_ROOT } from '../config.ts';

export const OPENAPI_FILE = resolve(REPO_ROOT, 'openapi.yaml');

export function openApiValidator(validateResponses: boolean): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: OPENAPI_FILE,
    validateRequests: { allErrors: true },
    validateResponses,
    validateSecurity: false,
    // No operation takes files; without this multer would accept uploads of any size.
    fileUploader: false,
    validateApiSpec: true,
  });
}
