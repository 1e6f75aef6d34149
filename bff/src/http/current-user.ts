// Loads the signed-in user once per request, for the roles check and the handlers.
import type { RequestHandler } from 'express';
import type { UserRecord } from '../modules/accounts/repository.ts';
import './request-context.ts';

export function loadCurrentUser(findUserById: (id: string) => Promise<UserRecord | null>): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    // An account deleted since sign-in simply counts as signed out.
    req.currentUser = userId ? await findUserById(userId) : null;
    next();
  };
}
