// Reads every operation of openapi.yaml with its $refs resolved: the parameters and request body a
// fuzzer needs to build requests, and the declared responses a checker needs to judge answers.
import { isRecord } from '@ile/domain';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_FILE } from '../../http/openapi-validator.ts';
import { HTTP_METHODS, type HttpMethod } from '../authorization-matrix.ts';

export type JsonSchema = Record<string, unknown>;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface DeclaredResponse {
  /** The JSON body's schema, or null when the response declares no body (a redirect). */
  schema: JsonSchema | null;
  /** Declared response headers, lower-cased, with their schemas. */
  headers: Record<string, JsonSchema>;
}

export interface FuzzOperation {
  method: HttpMethod;
  /** As written in the spec, e.g. /app/bookings/{id}/cancel. */
  path: string;
  operationId: string;
  /** The raw x-roles (judged by the authorization matrix's rolesOf). */
  roles: unknown;
  params: ParameterSpec[];
  /** `x-eov-allow-unknown-query-parameters`: the validator lets undeclared query names through. */
  allowsUnknownQuery: boolean;
  /** The application/json request body; null when the operation takes none. */
  body: { schema: JsonSchema; required: boolean } | null;
  /** Keyed by the status as the spec writes it ('200', '4XX', 'default'). */
  responses: Record<string, DeclaredResponse>;
}

/**
 * Replaces every local $ref with the object it names. The same ref always resolves to the same
 * object, so compiled validators can be cached by identity; a cycle is an error (none exists today).
 */
function dereference(root: unknown): unknown {
  const resolved = new Map<string, unknown>();
  const walk = (node: unknown, trail: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, trail));
    if (!isRecord(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
      if (trail.includes(ref)) throw new Error(`$ref cycle: ${[...trail, ref].join(' → ')}`);
      const cached = resolved.get(ref);
      if (cached !== undefined) return cached;
      let target: unknown = root;
      for (const part of ref.slice(2).split('/')) target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
      if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
      const value = walk(target, [...trail, ref]);
      resolved.set(ref, value);
      return value;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) copy[key] = walk(value, trail);
    return copy;
  };
  return walk(root, []);
}

function isMethod(value: string): value is HttpMethod {
  return HTTP_METHODS.some((method) => method === value);
}

function parameterOf(raw: unknown, where: string): ParameterSpec {
  if (!isRecord(raw) || typeof raw.name !== 'string' || !isRecord(raw.schema)) throw new Error(`${where}: a parameter without name or schema`);
  const place = raw.in;
  if (place !== 'path' && place !== 'query' && place !== 'header') throw new Error(`${where}: parameter ${raw.name} is in ${String(place)}, which the fuzzer does not know`);
  return { name: raw.name, in: place, required: raw.required === true || place === 'path', schema: raw.schema };
}

function responsesOf(raw: unknown, where: string): Record<string, DeclaredResponse> {
  if (!isRecord(raw)) throw new Error(`${where} declares no responses`);
  const out: Record<string, DeclaredResponse> = {};
  for (const [status, response] of Object.entries(raw)) {
    if (!isRecord(response)) continue;
    const content = isRecord(response.content) ? response.content : {};
    const json = content['application/json'];
    const others = Object.keys(content).filter((type) => type !== 'application/json');
    if (others.length) throw new Error(`${where} ${status} declares ${others.join(', ')}: the checker validates application/json only`);
    const headers: Record<string, JsonSchema> = {};
    if (isRecord(response.headers)) {
      for (const [name, header] of Object.entries(response.headers)) if (isRecord(header) && isRecord(header.schema)) headers[name.toLowerCase()] = header.schema;
    }
    out[status] = { schema: isRecord(json) && isRecord(json.schema) ? json.schema : null, headers };
  }
  return out;
}

/** Every operation in the spec (default: openapi.yaml), in the spec's order, fully resolved. */
export function readFuzzOperations(file: string = OPENAPI_FILE): FuzzOperation[] {
  const spec = dereference(parse(readFileSync(file, 'utf8')));
  const paths = isRecord(spec) && isRecord(spec.paths) ? spec.paths : {};
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [method, operation] of Object.entries(item)) {
      if (!isMethod(method) || !isRecord(operation)) continue;
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path}`;
      const where = `${operationId} (${method.toUpperCase()} ${path})`;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const params = [...shared, ...own].map((raw) => parameterOf(raw, where));
      let body: FuzzOperation['body'] = null;
      if (isRecord(operation.requestBody)) {
        const content = isRecord(operation.requestBody.content) ? operation.requestBody.content : {};
        const json = content['application/json'];
        if (!isRecord(json) || !isRecord(json.schema) || Object.keys(content).length !== 1) throw new Error(`${where}: the fuzzer expects exactly one application/json request body`);
        body = { schema: json.schema, required: operation.requestBody.required === true };
      }
      const allowsUnknownQuery = operation['x-eov-allow-unknown-query-parameters'] === true;
      operations.push({ method, path, operationId, roles: operation['x-roles'], params, allowsUnknownQuery, body, responses: responsesOf(operation.responses, where) });
    }
  }
  return operations;
}

/** The declared response for a status: the exact code only ('default' does not count as declaring it), else a range such as 4XX. */
export function declaredResponse(operation: FuzzOperation, status: number): DeclaredResponse | null {
  return operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? null;
}
