// The one place failures become responses: always the spec's Error JSON, never HTML or a stack.
import { isRecord } from '@ile/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { components } from '@ile/domain/schema';
import type { Logger } from '../logger.ts';
import { AppError, MESSAGES } from './app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts';
import { fieldErrors, type ValidatorErrorItem } from './validation-messages.ts';

type ErrorBody = components['schemas']['Error'];

interface Failure {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

function validatorItems(value: unknown): ValidatorErrorItem[] {
  if (!Array.isArray(value)) return [];
  const items: ValidatorErrorItem[] = [];
  for (const item of value) {
    if (isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string') {
      items.push({ path: item.path, message: item.message, errorCode: typeof item.errorCode === 'string' ? item.errorCode : undefined });
    }
  }
  return items;
}

/** express.json's errors (http-errors with a `type`) and express-openapi-validator's HttpErrors. */
function classify(err: unknown): Failure | null {
  if (err instanceof AppError) {
    const body: ErrorBody = { code: err.code, message: err.message };
    if (err.fields && Object.keys(err.fields).length) body.fields = err.fields;
    return { status: err.status, body, headers: err.headers };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      body: { code: 'database_unavailable', message: 'Ilé is having trouble reaching its records right now. Nothing was lost: please try again in a moment.' },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  if (!isRecord(err)) return null;
  const status = typeof err.status === 'number' ? err.status : typeof err.statusCode === 'number' ? err.statusCode : null;
  const type = typeof err.type === 'string' ? err.type : null;

  if (type === 'entity.parse.failed') {
    return { status: 400, body: { code: 'invalid_json', message: 'The request body is not valid JSON.' } };
  }
  if (type === 'entity.too.large' || status === 413) {
    return { status: 413, body: { code: 'payload_too_large', message: 'The request is too large.' } };
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported' || status === 415) {
    return { status: 415, body: { code: 'unsupported_media_type', message: 'Send the request as JSON (Content-Type: application/json).' } };
  }
  if (status === null || status >= 500) return null;

  if (status === 400) {
    const { fields, general } = fieldErrors(validatorItems(err.errors));
    const body: ErrorBody = { code: 'validation_failed', message: general ?? MESSAGES.validation };
    if (Object.keys(fields).length) body.fields = fields;
    return { status: 400, body };
  }
  if (status === 404) return { status: 404, body: { code: 'not_found', message: MESSAGES.notFound } };
  if (status === 405) {
    const headers = isRecord(err.headers) && typeof err.headers.Allow === 'string' ? { Allow: err.headers.Allow } : undefined;
    return { status: 405, body: { code: 'method_not_allowed', message: 'This address does not accept that kind of request.' }, headers };
  }
  if (status === 406) return { status: 406, body: { code: 'not_acceptable', message: 'This address answers JSON only.' } };
  if (status === 401) return { status: 401, body: { code: 'sign_in_required', message: MESSAGES.signInRequired } };
  if (status === 403) return { status: 403, body: { code: 'forbidden', message: MESSAGES.forbidden } };
  if (status === 429) return { status: 429, body: { code: 'too_many_requests', message: MESSAGES.tooMany } };
  return { status, body: { code: 'bad_request', message: 'The request could not be understood.' } };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      // Too late for a clean answer: let Express end the connection.
      next(err);
      return;
    }
    const failure = classify(err);
    if (!failure) {
      logger.error('request failed', { method: req.method, path: req.path, error: err });
      res.status(500).json({ code: 'internal', message: MESSAGES.internal } satisfies ErrorBody);
      return;
    }
    if (failure.status >= 500) logger.error('request failed', { method: req.method, path: req.path, error: err });
    for (const [name, value] of Object.entries(failure.headers ?? {})) res.setHeader(name, value);
    res.status(failure.status).json(failure.body);
  };
}

/** The last route: whatever nobody answered. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ code: 'not_found', message: MESSAGES.notFound } satisfies ErrorBody);
};
