// What route handlers read from a request the middleware has already checked: the signed-in user
// (the roles middleware ran first, per x-roles) and the spec's Page/PageSize query parameters.
import type { Request } from 'express';
import type { UserRecord } from '../modules/accounts/repository.ts';
import { signInRequired } from './app-error.ts';

export const DEFAULT_PAGE_SIZE = 20;

/** The user of a call the roles middleware let through as signed in; never null there. */
export function signedInUser(req: Request): UserRecord {
  if (!req.currentUser) throw signInRequired();
  return req.currentUser;
}

/** A query value the validator checked (integer in range) but may have left a string. */
export function positiveInteger(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The Page and PageSize parameters, defaulting to the first page of DEFAULT_PAGE_SIZE. */
export function pageOf(req: Request): { page: number; pageSize: number } {
  return { page: positiveInteger(req.query.page, 1), pageSize: positiveInteger(req.query.pageSize, DEFAULT_PAGE_SIZE) };
}
