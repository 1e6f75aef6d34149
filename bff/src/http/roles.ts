// Who may call what: each operation's `x-roles` in openapi.yaml, enforced here and fail-closed.
import type { RequestHandler } from 'express';
import { AppError, forbidden, signInRequired } from './app-error.ts';
import { operationOf, rolesOf } from './operation.ts';
import './request-context.ts';

export const enforceRoles: RequestHandler = (req, _res, next) => {
  const roles = rolesOf(operationOf(req));
  if (!roles) {
    // An operation nobody declared roles for is a mistake in the spec: refuse rather than guess.
    next(new AppError(403, 'forbidden', 'This operation is not available.'));
    return;
  }
  if (roles.includes('public')) {
    next();
    return;
  }
  const user = req.currentUser;
  if (!user) {
    next(signInRequired());
    return;
  }
  // Each kind of account calls only what lists its role: an admin is not a customer, nor a pro.
  if (roles.includes(user.role)) {
    next();
    return;
  }
  next(forbidden());
};
