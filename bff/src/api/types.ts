// Short names for the generated OpenAPI types the BFF reads and answers with.
import type { components, operations } from '@ile/domain/schema';

export type Schemas = components['schemas'];
export type ErrorBody = Schemas['Error'];

/** The JSON body an operation answers with for a status. */
export type ResponseBody<Op extends keyof operations, Status extends keyof operations[Op]['responses']> =
  operations[Op]['responses'][Status] extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON request body of an operation (already checked by the OpenAPI validator). */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
