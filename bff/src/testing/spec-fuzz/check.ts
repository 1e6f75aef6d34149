// Judges one answer against the spec: no 5xx, a status the operation declares (its own code, not
// `default`), a body that matches that status's schema, declared headers that match theirs, a 4xx
// for every invalid request, and nothing in the body that looks like a stack trace or a file path.
import { REPO_ROOT } from '../../config.ts';
import type { FuzzResponse } from './client.ts';
import { headerIsValid, responseSchemaErrors } from './schemas.ts';
import { declaredResponse, type FuzzOperation } from './spec.ts';

const LEAKS: readonly [RegExp, string][] = [
  [/\n\s+at [^\n]+:\d+:\d+\)?/, 'a stack frame'],
  [/\bat (?:async )?[\w.<>]+ \((?:file:\/\/)?\/[^)]+:\d+:\d+\)/, 'a stack frame'],
  [/\.(?:ts|js|mjs|cjs|tsx):\d+(?::\d+)?/, 'a source position'],
  [/node_modules/, 'node_modules'],
  [/(?:^|[\s"'(=])\/(?:home|root|usr|tmp|var|work|opt|srv)\/[\w.-]+/, 'an absolute file path'],
  [/\b(?:SequelizeDatabaseError|SQLITE_[A-Z]+|TypeError|ReferenceError|RangeError|SyntaxError):/, 'an internal error name'],
];

export function leaksIn(text: string): string[] {
  const found = LEAKS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
  if (text.includes(REPO_ROOT)) found.push('the repository path');
  return [...new Set(found)];
}

/** Every way the answer breaks the spec or the fuzz rules; empty when it is fine. */
export function responseProblems(operation: FuzzOperation, response: FuzzResponse, invalidBecause: readonly string[]): string[] {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500) problems.push(`answered ${status}, a server error`);
  if (invalidBecause.length && (status < 400 || status >= 500)) problems.push(`answered ${status} to an invalid request (${invalidBecause.join('; ')}); expected a 4xx`);
  for (const leak of leaksIn(response.text)) problems.push(`the body shows ${leak}`);

  const declared = declaredResponse(operation, status);
  if (!declared) {
    problems.push(`answered ${status}, which ${operation.operationId} does not declare (declared: ${Object.keys(operation.responses).join(', ')})`);
    return problems;
  }
  for (const [name, schema] of Object.entries(declared.headers)) {
    const value = response.headers[name];
    if (typeof value === 'string' && !headerIsValid(schema, value)) problems.push(`header ${name}: ${JSON.stringify(value)} does not match its declared schema`);
  }
  if (declared.schema) {
    const type = response.headers['content-type'];
    if (typeof type !== 'string' || !/^application\/json\b/i.test(type)) {
      problems.push(`answered ${status} with content type ${JSON.stringify(type)}, not JSON`);
      return problems;
    }
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      problems.push(`answered ${status} with a body that is not JSON: ${response.text.slice(0, 200)}`);
      return problems;
    }
    for (const error of responseSchemaErrors(declared.schema, body)) problems.push(`the ${status} body does not match its declared schema: ${error}`);
  }
  return problems;
}

/** A record of Object.prototype (and the other built-in prototypes a pollution would reach) to compare after each request. */
export interface PrototypeSnapshot {
  keys: Map<object, (string | symbol)[]>;
  values: Map<object, unknown[]>;
}

const GUARDED: readonly [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

export function snapshotPrototypes(): PrototypeSnapshot {
  const keys = new Map<object, (string | symbol)[]>();
  const values = new Map<object, unknown[]>();
  for (const [, proto] of GUARDED) {
    const own = Reflect.ownKeys(proto);
    keys.set(proto, own);
    values.set(proto, own.map((key) => Object.getOwnPropertyDescriptor(proto, key)?.value));
  }
  return { keys, values };
}

/** What changed on the built-in prototypes since the snapshot, and any marker a plain object now inherits. */
export function prototypeChanges(before: PrototypeSnapshot, markers: readonly string[]): string[] {
  const changes: string[] = [];
  for (const [name, proto] of GUARDED) {
    const was = before.keys.get(proto) ?? [];
    const now = Reflect.ownKeys(proto);
    const added = now.filter((key) => !was.includes(key));
    const removed = was.filter((key) => !now.includes(key));
    if (added.length) changes.push(`${name} gained ${added.map(String).join(', ')}`);
    if (removed.length) changes.push(`${name} lost ${removed.map(String).join(', ')}`);
    const oldValues = before.values.get(proto) ?? [];
    was.forEach((key, index) => {
      if (now.includes(key) && Object.getOwnPropertyDescriptor(proto, key)?.value !== oldValues[index]) changes.push(`${name}.${String(key)} was replaced`);
    });
  }
  const plain: Record<string, unknown> = {};
  for (const marker of markers) if (plain[marker] !== undefined) changes.push(`({}).${marker} is ${JSON.stringify(plain[marker])}`);
  // for…in sees inherited enumerable keys: a clean Object.prototype has none.
  for (const key in plain) changes.push(`({}) inherits an enumerable ${key}`);
  return changes;
}
