// JSON Schema validation against the spec's own schemas (OpenAPI 3.1 = JSON Schema 2020-12).
// Requests and responses are judged with the formats the BFF's validator uses (ajv 2020,
// ajv-formats "fast"): an e-mail the BFF accepted and echoes back is judged by the same rule.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FuzzOperation, JsonSchema, ParameterSpec } from './spec.ts';

function makeAjv(mode: 'fast', coerceTypes: boolean): Ajv2020 {
  // strict off: the spec's schemas carry OpenAPI keywords (example, discriminator, x-*) ajv does not know.
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes, validateFormats: true });
  addFormats(ajv, { mode });
  return ajv;
}

const requestAjv = makeAjv('fast', false);
// Query strings arrive as text; the validator coerces them to the declared types before judging.
const queryAjv = makeAjv('fast', true);
const responseAjv = makeAjv('fast', false);

const compiled = new WeakMap<Ajv2020, WeakMap<object, ValidateFunction>>();

function validatorFor(ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
  let cache = compiled.get(ajv);
  if (!cache) compiled.set(ajv, (cache = new WeakMap()));
  let validate = cache.get(schema);
  if (!validate) cache.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** Whether a request body (already parsed JSON) is what the operation's schema allows. */
export function bodyIsValid(schema: JsonSchema, body: unknown): boolean {
  return validatorFor(requestAjv, schema)(body);
}

/** Whether a single value fits a schema (used for path and header parameters, which are strings). */
export function valueIsValid(schema: JsonSchema, value: unknown): boolean {
  return validatorFor(requestAjv, schema)(value);
}

const querySchemas = new WeakMap<FuzzOperation, JsonSchema>();

/** The operation's query parameters as one object schema: unknown parameters are not allowed (the BFF refuses them). */
function querySchemaOf(operation: FuzzOperation): JsonSchema {
  let schema = querySchemas.get(operation);
  if (!schema) {
    const query = operation.params.filter((param) => param.in === 'query');
    schema = {
      type: 'object',
      additionalProperties: operation.allowsUnknownQuery,
      required: query.filter((param) => param.required).map((param) => param.name),
      properties: Object.fromEntries(query.map((param: ParameterSpec) => [param.name, param.schema])),
    };
    querySchemas.set(operation, schema);
  }
  return schema;
}

/** Whether a query (name → one value, or several for a repeated name) is what the operation allows. */
export function queryIsValid(operation: FuzzOperation, query: Record<string, string | string[]>): boolean {
  for (const [name, value] of Object.entries(query)) {
    // A repeated name arrives as an array: only an array-typed parameter takes that.
    if (Array.isArray(value) && operation.params.find((param) => param.in === 'query' && param.name === name)?.schema.type !== 'array') return false;
  }
  return validatorFor(queryAjv, querySchemaOf(operation))({ ...query });
}

/** Validation errors of a response body against its declared schema, in words; empty when it conforms. */
export function responseSchemaErrors(schema: JsonSchema, body: unknown): string[] {
  const validate = validatorFor(responseAjv, schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`);
}

/** Whether a response header value fits its declared schema. */
export function headerIsValid(schema: JsonSchema, value: string): boolean {
  return validatorFor(responseAjv, schema)(value);
}
