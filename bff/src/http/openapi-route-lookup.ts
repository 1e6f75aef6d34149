// express-openapi-validator 5.6.2 finds each request's operation by trying the spec's routes one
// by one (lookupRoute in its openapi.metadata: a list of every route, a pair object, an options
// object and a regular expression per route tried), on every request, in production too: about
// 50-70 µs of a booking on the bench's machine, the dearest single step of the validator there.
// A path without path parameters always finds the same operation, so once the validator has found
// it, a later request with the same method and path gets a copy of what it set (req.openapi,
// req.params) without the walk. Paths with parameters (their values differ), and requests it
// refused (404, 405), go through the validator every time, as before.
import type { NextFunction, Request, Response } from 'express';
import { patchOnce, validatorModule } from './openapi-validator-modules.ts';

/** What the validator's metadata step puts on a request it has matched (its own type of req.openapi). */
type Operation = NonNullable<Request['openapi']>;
type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

interface ValidatorClass {
  prototype: { metadataMiddleware(...args: unknown[]): Middleware };
}

/** Letter case and a trailing slash are the client's to vary: only this many paths are kept. */
export const MAX_PATHS = 500;

/** The validator's OpenApiValidator class, whose metadataMiddleware builds the step. */
export function validatorClass(): ValidatorClass {
  return validatorModule<{ OpenApiValidator: ValidatorClass }>('./openapi.validator.js').OpenApiValidator;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Wraps the step `find` builds so that a path without parameters is looked up once. */
export function rememberingOperations(find: Middleware): Middleware {
  const found = new Map<string, Operation>();
  return (req, res, next) => {
    // The validator matches the original URL's path (lookupRoute), with the method.
    const key = `${req.method} ${pathOf(req.originalUrl)}`;
    const known = found.get(key);
    if (known) {
      const pathParams = {};
      req.openapi = { ...known, pathParams };
      req.params = pathParams;
      next();
      return;
    }
    return find(req, res, (err?: unknown) => {
      const operation = req.openapi;
      if (err === undefined && operation && Object.keys(operation.pathParams).length === 0 && found.size < MAX_PATHS) found.set(key, { ...operation });
      next(err);
    });
  };
}

/** Makes every validator built from now on look a parameterless path up once (once per class). */
export function rememberOperations(validator: ValidatorClass = validatorClass()): void {
  patchOnce(
    validator.prototype,
    'metadataMiddleware',
    (build) =>
      function (this: unknown, ...args: unknown[]): Middleware {
        return rememberingOperations(build.apply(this, args));
      },
  );
}
