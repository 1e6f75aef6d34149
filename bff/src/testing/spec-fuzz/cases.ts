// Builds one fuzz case from an operation and its known-good request (the authorization matrix's
// fixtures): either a valid variation or a mutation, and decides from the spec alone whether the
// result is invalid (then the BFF must answer 4xx). The spec, not the mutation's name, decides:
// a "mutation" the schema still allows (an emoji within the length) is judged as valid.
import { isRecord } from '@ile/domain';
import { randomUUID } from 'node:crypto';
import type { PreparedRequest } from '../authorization-matrix.ts';
import type { FuzzRequest } from './client.ts';
import { bodyIsValid, queryIsValid, valueIsValid } from './schemas.ts';
import { type FuzzOperation, type JsonSchema } from './spec.ts';
import { fakeValue, oddText, textOfLength, type Choose } from './values.ts';

/** The BFF's JSON body limit (app.ts JSON_BODY_LIMIT '32kb'). */
export const BODY_LIMIT_BYTES = 32 * 1024;

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; bytes: Buffer } | { kind: 'none' };

/** A request before it is encoded: decoded parameter values, query pairs, the body. */
interface Draft {
  params: Record<string, string>;
  /** Path parameters sent exactly as given (already encoded, possibly malformed). */
  rawParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  contentType: string | null;
  body: Body;
}

export interface FuzzCase {
  /** The generator that made it, for tallies: "valid: fixture", "mutation: missingRequired"… */
  kind: string;
  /** e.g. "valid: fixture", "mutation: missing required visit.address.city". */
  label: string;
  request: FuzzRequest;
  /** Why the spec makes this request invalid (then it must get a 4xx); empty when it is valid. */
  invalidBecause: string[];
}

type Path = (string | number)[];

interface Location {
  path: Path;
  schema: JsonSchema;
  present: boolean;
}

const JSON_TYPE = 'application/json';

function clone<T>(value: T): T {
  // Through JSON on purpose: JSON.parse keeps own "__proto__" keys as data, as the server's parser does.
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function schemaType(schema: JsonSchema): string | null {
  return typeof schema.type === 'string' ? schema.type : null;
}

/** Every property (present or not) and array item under `value`, with its schema. */
function locations(value: unknown, schema: JsonSchema, path: Path = [], out: Location[] = []): Location[] {
  if (schemaType(schema) === 'object' && isRecord(schema.properties) && isRecord(value)) {
    for (const [name, sub] of Object.entries(schema.properties)) {
      if (!isRecord(sub)) continue;
      const present = Object.prototype.hasOwnProperty.call(value, name);
      out.push({ path: [...path, name], schema: sub, present });
      if (present) locations(value[name], sub, [...path, name], out);
    }
  } else if (schemaType(schema) === 'array' && isRecord(schema.items) && Array.isArray(value)) {
    const items = schema.items;
    value.forEach((item, index) => {
      out.push({ path: [...path, index], schema: items, present: true });
      locations(item, items, [...path, index], out);
    });
  }
  return out;
}

function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  return node;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if ((isRecord(parent) || Array.isArray(parent)) && key !== undefined) {
    // defineProperty, not assignment: a key named "__proto__" must become data, never a prototype.
    Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return root;
}

function deleteAt(root: unknown, path: Path): void {
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (isRecord(parent) && typeof key === 'string') delete parent[key];
}

function label(path: Path): string {
  return path.length ? path.join('.') : '(body)';
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const OTHER_TYPES: readonly unknown[] = [123, -1, 0.5, 'text', '', true, false, null, [], {}, ['a', 1], { a: 1 }, 1e308, -0];

function draftOf(operation: FuzzOperation, prepared: PreparedRequest): Draft {
  return {
    params: { ...prepared.params },
    rawParams: {},
    query: Object.entries(prepared.query ?? {}),
    headers: { ...prepared.headers },
    contentType: operation.body ? JSON_TYPE : null,
    body: prepared.body !== undefined ? { kind: 'json', value: clone(prepared.body) } : { kind: 'none' },
  };
}

/** What the server's JSON parser would see (or null when the bytes are not JSON at all). */
function parsedBody(body: Body): { ok: true; value: unknown } | { ok: false } {
  if (body.kind === 'json') return { ok: true, value: body.value };
  if (body.kind === 'none') return { ok: false };
  try {
    // body-parser decodes UTF-8 with replacement characters, then JSON.parse.
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8').decode(body.bytes)) };
  } catch {
    return { ok: false };
  }
}

function bytesOf(body: Body): Buffer | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'raw') return body.bytes;
  return Buffer.from(JSON.stringify(body.value), 'utf8');
}

/** Everything the spec says is wrong with the request (empty when it is valid). */
function problems(operation: FuzzOperation, draft: Draft, bytes: Buffer | undefined, protocol: string[]): string[] {
  const found = [...protocol];
  for (const param of operation.params) {
    if (param.in === 'path') {
      const raw = draft.rawParams[param.name];
      let value = draft.params[param.name];
      if (raw !== undefined) {
        try {
          value = decodeURIComponent(raw);
        } catch {
          found.push(`path parameter ${param.name} is not valid percent-encoding`);
          continue;
        }
      }
      if (value === undefined || !valueIsValid(param.schema, value)) found.push(`path parameter ${param.name}=${JSON.stringify(value)} does not fit its schema`);
    } else if (param.in === 'header') {
      // HTTP strips a field value's leading and trailing spaces and tabs before anyone sees it.
      const value = Object.entries(draft.headers)
        .find(([name]) => name.toLowerCase() === param.name.toLowerCase())?.[1]
        .replace(/^[ \t]+|[ \t]+$/g, '');
      if (value === undefined) {
        if (param.required) found.push(`header ${param.name} is missing`);
      } else if (!valueIsValid(param.schema, value)) found.push(`header ${param.name}=${JSON.stringify(value)} does not fit its schema`);
    }
  }
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of draft.query) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  if (!queryIsValid(operation, query)) found.push(`query ${JSON.stringify(query)} does not fit the declared parameters`);
  if (operation.body) {
    const declaredJson = draft.contentType !== null && /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(draft.contentType);
    if (bytes === undefined || bytes.length === 0) {
      if (operation.body.required) found.push('the required body is missing');
    } else if (!declaredJson) {
      found.push(`content type ${JSON.stringify(draft.contentType)} is not application/json`);
    } else if (bytes.length > BODY_LIMIT_BYTES) {
      found.push(`the body is ${bytes.length} bytes, over the ${BODY_LIMIT_BYTES}-byte limit`);
    } else {
      const parsed = parsedBody(draft.body);
      if (!parsed.ok) found.push('the body is not JSON');
      else if (!bodyIsValid(operation.body.schema, parsed.value)) found.push('the body does not fit the request schema');
    }
  }
  return found;
}

function encodePath(operation: FuzzOperation, draft: Draft): string {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => draft.rawParams[name] ?? encodeURIComponent(draft.params[name] ?? ''));
}

function finish(operation: FuzzOperation, draft: Draft, caseLabel: string, protocol: string[] = []): FuzzCase {
  const query = draft.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const headers: Record<string, string> = { accept: JSON_TYPE, ...draft.headers };
  if (draft.contentType !== null && draft.body.kind !== 'none') headers['content-type'] = draft.contentType;
  const body = bytesOf(draft.body);
  const request: FuzzRequest = { method: operation.method.toUpperCase(), url: `${encodePath(operation, draft)}${query ? `?${query}` : ''}`, headers, ...(body ? { body } : {}) };
  return { kind: caseLabel, label: caseLabel, request, invalidBecause: problems(operation, draft, body, protocol) };
}

// ——— valid variations ———

function fakeParamValue(schema: JsonSchema, choose: Choose): string {
  const value = fakeValue(schema, choose.seed());
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const VALID_VARIANTS = ['fixture', 'fake field', 'fake body', 'fake parameters', 'odd unicode'] as const;

function validVariant(operation: FuzzOperation, draft: Draft, choose: Choose): FuzzCase {
  const variant = choose.pick(VALID_VARIANTS);
  const body = draft.body.kind === 'json' ? draft.body.value : undefined;
  const schema = operation.body?.schema;
  if (variant === 'fake field' && schema && body !== undefined) {
    const spots = locations(body, schema);
    if (spots.length) {
      const spot = choose.pick(spots);
      setAt(body, spot.path, fakeValue(spot.schema, choose.seed()));
      return finish(operation, draft, `valid: faked ${label(spot.path)}`);
    }
  }
  if (variant === 'fake body' && schema) {
    draft.body = { kind: 'json', value: fakeValue(schema, choose.seed()) };
    return finish(operation, draft, 'valid: body made by json-schema-faker');
  }
  if (variant === 'fake parameters' && operation.params.some((param) => param.in !== 'header')) {
    for (const param of operation.params) {
      if (param.in === 'path') draft.params[param.name] = fakeParamValue(param.schema, choose);
      if (param.in === 'query' && choose.int(0, 1) === 1) draft.query = [...draft.query.filter(([name]) => name !== param.name), [param.name, fakeParamValue(param.schema, choose)]];
    }
    return finish(operation, draft, 'valid: parameters made by json-schema-faker');
  }
  if (variant === 'odd unicode' && schema && body !== undefined) {
    const strings = locations(body, schema).filter((spot) => spot.present && typeof getAt(body, spot.path) === 'string');
    if (strings.length) {
      const spot = choose.pick(strings);
      setAt(body, spot.path, oddText(choose, String(getAt(body, spot.path))));
      return finish(operation, draft, `odd unicode in ${label(spot.path)}`);
    }
  }
  return finish(operation, draft, 'valid: fixture');
}

// ——— mutations ———

type Mutation = (operation: FuzzOperation, draft: Draft, choose: Choose) => FuzzCase | null;

function jsonBody(draft: Draft): unknown {
  return draft.body.kind === 'json' ? draft.body.value : undefined;
}

const missingRequired: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!operation.body || body === undefined) return null;
  const objects = [{ path: [] as Path, schema: operation.body.schema }, ...locations(body, operation.body.schema).filter((spot) => spot.present)];
  const candidates = objects.flatMap((spot) => {
    const required = Array.isArray(spot.schema.required) ? spot.schema.required.filter((name): name is string => typeof name === 'string') : [];
    const value = getAt(body, spot.path);
    return isRecord(value) ? required.filter((name) => Object.prototype.hasOwnProperty.call(value, name)).map((name) => [...spot.path, name]) : [];
  });
  if (!candidates.length) return null;
  const path = choose.pick(candidates);
  deleteAt(body, path);
  return finish(operation, draft, `mutation: missing required ${label(path)}`);
};

const wrongType: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!operation.body || body === undefined) return null;
  const spots = [{ path: [] as Path, schema: operation.body.schema, present: true }, ...locations(body, operation.body.schema).filter((spot) => spot.present)];
  const spot = choose.pick(spots);
  const current = jsonType(getAt(body, spot.path));
  const replacement = choose.pick(OTHER_TYPES.filter((value) => jsonType(value) !== current));
  draft.body = { kind: 'json', value: setAt(body, spot.path, clone(replacement)) };
  return finish(operation, draft, `mutation: ${label(spot.path)} as ${jsonType(replacement)} ${JSON.stringify(replacement)}`);
};

const LENGTH_UNITS = ['a', 'é', '😀', 'ab\u0301', '\u0000', 'x\u200b'];

const boundary: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!operation.body || body === undefined) return null;
  const spots = locations(body, operation.body.schema).filter(
    (spot) => ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'].some((keyword) => typeof spot.schema[keyword] === 'number'),
  );
  if (!spots.length) return null;
  const spot = choose.pick(spots);
  const { schema } = spot;
  const num = (keyword: string) => (typeof schema[keyword] === 'number' ? (schema[keyword] as number) : null);
  const edges = (min: number | null, max: number | null) => [min === null ? null : min - 1, min, max, max === null ? null : max + 1].filter((n): n is number => n !== null && n >= 0);
  const type = schemaType(schema);
  let value: unknown;
  let what: string;
  if (type === 'string') {
    const n = choose.pick(edges(num('minLength'), num('maxLength')));
    const unit = choose.pick(LENGTH_UNITS);
    value = textOfLength(n, unit);
    what = `${n} code points of ${JSON.stringify(unit)}`;
  } else if (type === 'integer' || type === 'number') {
    const min = num('minimum');
    const max = num('maximum');
    value = choose.pick([min === null ? null : min - 1, min, max, max === null ? null : max + 1].filter((n): n is number => n !== null));
    what = String(value);
  } else if (type === 'array') {
    const n = choose.pick(edges(num('minItems'), num('maxItems')));
    const current = getAt(body, spot.path);
    const sample = Array.isArray(current) && current.length ? current : [fakeValue(isRecord(schema.items) ? schema.items : {}, choose.seed())];
    value = Array.from({ length: n }, (_item, index) => clone(sample[index % sample.length]));
    what = `${n} items`;
  } else return null;
  setAt(body, spot.path, value);
  return finish(operation, draft, `mutation: boundary ${label(spot.path)} = ${what}`);
};

const EXTRA_KEYS = ['role', 'isAdmin', 'status', 'userId', 'id', 'amountKobo', 'paidAt', 'extra', '', ' ', 'a.b', '$where', '\u0000', '😀'];

function objectSpots(operation: FuzzOperation, body: unknown): Path[] {
  if (!operation.body) return [];
  const nested = locations(body, operation.body.schema).filter((spot) => spot.present && isRecord(getAt(body, spot.path)));
  return [[], ...nested.map((spot) => spot.path)];
}

const extraProperty: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!isRecord(body)) return null;
  const at = choose.pick(objectSpots(operation, body));
  const key = choose.pick(EXTRA_KEYS);
  setAt(body, [...at, key], choose.pick(['admin', true, 0, 'x', null, { nested: 1 }]));
  return finish(operation, draft, `mutation: extra property ${JSON.stringify(key)} in ${label(at)}`);
};

/** What each prototype key carries: a marker the prototype guard looks for afterwards. */
export const POLLUTION_MARKER = 'fuzzPolluted';
const PROTO_PAYLOADS: readonly [string, unknown][] = [
  ['__proto__', { [POLLUTION_MARKER]: 'yes', role: 'admin', isAdmin: true }],
  ['constructor', { prototype: { [POLLUTION_MARKER]: 'yes', role: 'admin' } }],
  ['prototype', { [POLLUTION_MARKER]: 'yes' }],
  ['__proto__', [POLLUTION_MARKER]],
  ['__proto__', null],
];

const prototypeKeys: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!isRecord(body)) return null;
  const at = choose.pick(objectSpots(operation, body));
  const [key, payload] = choose.pick(PROTO_PAYLOADS);
  setAt(body, [...at, key], clone(payload));
  return finish(operation, draft, `mutation: ${JSON.stringify(key)} key in ${label(at)}`);
};

const oddUnicodeKeyOrValue: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!operation.body || body === undefined) return null;
  const strings = locations(body, operation.body.schema).filter((spot) => spot.present && typeof getAt(body, spot.path) === 'string');
  if (!strings.length) return null;
  const spot = choose.pick(strings);
  setAt(body, spot.path, oddText(choose, String(getAt(body, spot.path))));
  return finish(operation, draft, `mutation: odd unicode in ${label(spot.path)}`);
};

const hugeBody: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!operation.body || body === undefined) return null;
  const text = JSON.stringify(body);
  const shape = choose.pick(['just at the limit', 'one byte over', 'far over', 'many keys', 'long array'] as const);
  // A padding property at the root: the body's size is what is being tested, not its fields.
  const pad = (target: number) => {
    const base = text === '{}' ? '{"pad":""}' : `${text.slice(0, -1)},"pad":""}`;
    if (!text.startsWith('{')) return `[${'0,'.repeat(Math.max(0, Math.floor((target - 3) / 2)))}0]`;
    return `${base.slice(0, -2)}${'x'.repeat(Math.max(0, target - Buffer.byteLength(base, 'utf8')))}"}`;
  };
  let raw: string;
  if (shape === 'just at the limit') raw = pad(BODY_LIMIT_BYTES);
  else if (shape === 'one byte over') raw = pad(BODY_LIMIT_BYTES + 1);
  else if (shape === 'far over') raw = pad(choose.pick([64 * 1024, 1024 * 1024]));
  else if (shape === 'many keys') raw = `{${Array.from({ length: 4000 }, (_k, i) => `"k${i}":${i}`).join(',')}}`;
  else raw = `{"items":[${Array.from({ length: 12_000 }, () => '"a"').join(',')}]}`;
  draft.body = { kind: 'raw', bytes: Buffer.from(raw, 'utf8') };
  return finish(operation, draft, `mutation: huge body, ${shape} (${Buffer.byteLength(raw)} bytes)`);
};

const deepNesting: Mutation = (operation, draft, choose) => {
  const body = jsonBody(draft);
  if (!operation.body || body === undefined) return null;
  const depth = choose.pick([64, 1000, 5000, 20_000]);
  const nest = choose.int(0, 1) === 0 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const spots = locations(body, operation.body.schema).filter((spot) => spot.present);
  // Either a field holds the nesting or the whole body is it.
  const spot = spots.length && choose.int(0, 1) === 0 ? choose.pick(spots) : null;
  const marker = '"__fuzz_nest__"';
  const text = spot ? JSON.stringify(setAt(body, spot.path, '__fuzz_nest__')).replace(marker, nest) : nest;
  draft.body = { kind: 'raw', bytes: Buffer.from(text, 'utf8') };
  return finish(operation, draft, `mutation: nesting ${depth} deep in ${spot ? label(spot.path) : '(body)'}`);
};

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  '*/*',
  'json',
  '',
];

const wrongContentType: Mutation = (operation, draft, choose) => {
  if (!operation.body || draft.body.kind === 'none') return null;
  const type = choose.pick([...CONTENT_TYPES, null]);
  draft.contentType = type;
  if (type === null) delete draft.headers['content-type'];
  return finish(operation, draft, `mutation: content type ${JSON.stringify(type)}`, [`content type ${JSON.stringify(type)} is not application/json`]);
};

const malformedJson: Mutation = (operation, draft, choose) => {
  if (!operation.body) return null;
  const text = JSON.stringify(jsonBody(draft) ?? {});
  const kind = choose.pick(['truncated', 'trailing comma', 'single quotes', 'NaN', 'comment', 'invalid UTF-8', 'not an object', 'empty'] as const);
  let bytes: Buffer;
  switch (kind) {
    case 'truncated':
      bytes = Buffer.from(text.slice(0, choose.int(1, Math.max(1, text.length - 1))));
      break;
    case 'trailing comma':
      bytes = Buffer.from(`${text.slice(0, -1)},}`);
      break;
    case 'single quotes':
      bytes = Buffer.from(text.replace(/"/g, "'"));
      break;
    case 'NaN':
      bytes = Buffer.from(text === '{}' ? '{"a":NaN}' : `${text.slice(0, -1)},"a":NaN}`);
      break;
    case 'comment':
      bytes = Buffer.from(`/* hi */${text}`);
      break;
    case 'invalid UTF-8': {
      // Bytes that are not UTF-8 inside a string value: the parser sees replacement characters.
      const at = text.indexOf('":"');
      bytes = at < 0 ? Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0xfe])]) : Buffer.concat([Buffer.from(text.slice(0, at + 3)), Buffer.from([0xc3, 0x28, 0xff, 0xed, 0xa0, 0x80]), Buffer.from(text.slice(at + 3))]);
      break;
    }
    case 'not an object':
      bytes = Buffer.from(choose.pick(['null', '0', '"text"', '[]', 'true', '[{}]', '-1e999']));
      break;
    case 'empty':
      bytes = Buffer.alloc(0);
      break;
  }
  draft.body = bytes.length ? { kind: 'raw', bytes } : { kind: 'none' };
  return finish(operation, draft, `mutation: body ${kind}`);
};

const BAD_PATH_VALUES: readonly { raw: string; what: string }[] = [
  { raw: 'x'.repeat(41), what: '41 characters (max 40)' },
  { raw: 'x'.repeat(40), what: '40 characters, unknown' },
  { raw: 'x'.repeat(2000), what: '2000 characters' },
  { raw: '..', what: '..' },
  { raw: '%2e%2e%2f%2e%2e%2fetc%2fpasswd', what: 'encoded traversal' },
  { raw: '%00', what: 'NUL' },
  { raw: '%', what: 'a lone %' },
  { raw: '%E0%A4%A', what: 'truncated percent-encoding' },
  { raw: '%C3%28', what: 'percent-encoded invalid UTF-8' },
  { raw: '%ED%A0%80', what: 'an encoded lone surrogate' },
  { raw: encodeURIComponent("1' OR '1'='1"), what: 'SQL' },
  { raw: encodeURIComponent('😀'), what: 'emoji' },
  { raw: encodeURIComponent('\u202eabc'), what: 'RTL override' },
  { raw: '__proto__', what: '__proto__' },
  { raw: 'constructor', what: 'constructor (fits the pattern)' },
  { raw: '-1', what: '-1' },
  { raw: '0', what: '0' },
  { raw: '1e999', what: '1e999' },
];

const badPathParameter: Mutation = (operation, draft, choose) => {
  const params = operation.params.filter((param) => param.in === 'path');
  if (!params.length) return null;
  const param = choose.pick(params);
  const bad = choose.pick(BAD_PATH_VALUES);
  draft.rawParams[param.name] = bad.raw;
  return finish(operation, draft, `mutation: path ${param.name} = ${bad.what}`);
};

function badQueryValue(schema: JsonSchema, choose: Choose): string {
  const type = schemaType(schema);
  const candidates: string[] = ['', ' ', '\u0000', '😀', 'null', '[]', '{}', 'x'.repeat(300)];
  if (type === 'integer' || type === 'number') {
    for (const keyword of ['minimum', 'maximum'] as const) {
      const edge = schema[keyword];
      if (typeof edge === 'number') candidates.push(String(keyword === 'minimum' ? edge - 1 : edge + 1), String(edge));
    }
    candidates.push('abc', '1.5', '1e3', '0x10', '-0', 'Infinity', '9'.repeat(40));
  } else if (type === 'boolean') candidates.push('yes', '2', 'TRUE', 'false ');
  else if (Array.isArray(schema.enum)) candidates.push('bogus', String(schema.enum[0]).toUpperCase(), `${String(schema.enum[0])} `);
  else if (schema.format === 'date') candidates.push('2026-19-39', '2026-02-30', '0000-00-00', '26-1-1', '2026-12-05T00:00');
  return choose.pick(candidates);
}

const badQuery = (operation: FuzzOperation, draft: Draft, choose: Choose): FuzzCase => {
  const declared = operation.params.filter((param) => param.in === 'query');
  const kind = declared.length ? choose.pick(['bad value', 'repeated', 'unknown'] as const) : 'unknown';
  const param = declared.length ? choose.pick(declared) : null;
  if (kind === 'bad value' && param) {
    const value = badQueryValue(param.schema, choose);
    draft.query = [...draft.query.filter(([name]) => name !== param.name), [param.name, value]];
    return finish(operation, draft, `mutation: query ${param.name}=${JSON.stringify(value)}`);
  }
  if (kind === 'repeated' && param) {
    const value = fakeParamValue(param.schema, choose);
    draft.query = [...draft.query.filter(([name]) => name !== param.name), [param.name, value], [param.name, value]];
    return finish(operation, draft, `mutation: query ${param.name} twice`);
  }
  const name = choose.pick(['fuzz', '__proto__', '__proto__[fuzzPolluted]', 'constructor[prototype][fuzzPolluted]', 'page[]', '']);
  draft.query = [...draft.query, [name, 'yes']];
  return finish(operation, draft, `mutation: unknown query parameter ${JSON.stringify(name)}`);
};

const badHeader: Mutation = (operation, draft, choose) => {
  const headers = operation.params.filter((param) => param.in === 'header');
  if (!headers.length) return null;
  const param = choose.pick(headers);
  const value = choose.pick([null, '', 'not-a-uuid', `${randomUUID()}x`, randomUUID().replace(/-/g, ''), `${randomUUID()} `, '00000000-0000-0000-0000-000000000000', randomUUID().toUpperCase()]);
  for (const name of Object.keys(draft.headers)) if (name.toLowerCase() === param.name.toLowerCase()) delete draft.headers[name];
  if (value !== null) draft.headers[param.name] = value;
  return finish(operation, draft, `mutation: header ${param.name} = ${JSON.stringify(value)}`);
};

const hasBody = (operation: FuzzOperation) => operation.body !== null;
const hasParam = (place: 'path' | 'header') => (operation: FuzzOperation) => operation.params.some((param) => param.in === place);

/** Each mutation and the operations it applies to. */
const MUTATIONS: Record<string, { applies: (operation: FuzzOperation) => boolean; mutate: Mutation }> = {
  missingRequired: { applies: hasBody, mutate: missingRequired },
  wrongType: { applies: hasBody, mutate: wrongType },
  boundary: { applies: hasBody, mutate: boundary },
  extraProperty: { applies: hasBody, mutate: extraProperty },
  prototypeKeys: { applies: hasBody, mutate: prototypeKeys },
  oddUnicode: { applies: hasBody, mutate: oddUnicodeKeyOrValue },
  hugeBody: { applies: hasBody, mutate: hugeBody },
  deepNesting: { applies: hasBody, mutate: deepNesting },
  wrongContentType: { applies: hasBody, mutate: wrongContentType },
  malformedJson: { applies: hasBody, mutate: malformedJson },
  badPathParameter: { applies: hasParam('path'), mutate: badPathParameter },
  badHeader: { applies: hasParam('header'), mutate: badHeader },
  badQuery: { applies: () => true, mutate: badQuery },
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/**
 * One case for the operation: a third valid variations, the rest mutations that apply to it. A
 * mutation that finds nothing to change (no bounded field, no required field present) falls back
 * to a query mutation, which every operation can take.
 */
export function buildCase(operation: FuzzOperation, prepared: PreparedRequest, choose: Choose): FuzzCase {
  const draft = draftOf(operation, prepared);
  if (choose.int(0, 2) === 0) {
    const valid = validVariant(operation, draft, choose);
    return { ...valid, kind: valid.label.startsWith('valid: faked') ? 'valid: faked field' : valid.label.startsWith('odd unicode') ? 'valid: odd unicode' : valid.label };
  }
  const name = choose.pick(MUTATION_NAMES.filter((candidate) => MUTATIONS[candidate]?.applies(operation)));
  const made = MUTATIONS[name]?.mutate(operation, draft, choose);
  if (made) return { ...made, kind: `mutation: ${name}` };
  return { ...badQuery(operation, draftOf(operation, prepared), choose), kind: 'mutation: badQuery' };
}
