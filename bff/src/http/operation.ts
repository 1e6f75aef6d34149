// Reads the matched OpenAPI operation that express-openapi-validator attaches to req.openapi.
import { isRecord } from '@ile/domain';
import type { Request } from 'express';
import './request-context.ts';

export type RoleName = 'public' | 'user' | 'admin' | 'pro';
const ROLE_NAMES: readonly RoleName[] = ['public', 'user', 'admin', 'pro'];

/** The operation object (`paths[path][method]`) of the request, or null when none matched. */
export function operationOf(req: Request): Record<string, unknown> | null {
  const schema: unknown = req.openapi?.schema;
  return isRecord(schema) ? schema : null;
}

export function operationIdOf(req: Request): string | null {
  const id = operationOf(req)?.operationId;
  return typeof id === 'string' ? id : null;
}

/** The operation's `x-roles`, or null when it declares none we know (which means: refuse). */
export function rolesOf(operation: Record<string, unknown> | null): RoleName[] | null {
  const declared = operation?.['x-roles'];
  if (!Array.isArray(declared)) return null;
  const roles = ROLE_NAMES.filter((role) => declared.includes(role));
  return roles.length ? roles : null;
}
