// Operations in openapi.yaml that later issues build. They are validated and role-checked like
// the rest, then answered 501 from this one place; never a fake success.
import type { RequestHandler } from 'express';
import { AppError } from './app-error.ts';
import { operationIdOf } from './operation.ts';

export const NOT_YET_BUILT: ReadonlySet<string> = new Set([
]);

/** Answers 501 for the operations in `ids` (they were validated and role-checked first) and passes the rest on. */
export function notYetBuiltFor(ids: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    const id = operationIdOf(req);
    if (id && ids.has(id)) {
      next(new AppError(501, 'not_implemented', 'This part of Ilé is not available yet. Please try again later.'));
      return;
    }
    next();
  };
}

export const notYetBuilt: RequestHandler = notYetBuiltFor(NOT_YET_BUILT);
