// Plain request functions for the catalogue: a client in, the answer's `data` out, or an ApiError.
// No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { Service } from '../../../api/types.ts';

/** The bookable services in display order (admins also get hidden ones). */
export async function listServices(client: ApiClient): Promise<Service[]> {
  return (await unwrap(client.GET('/app/fetchServices'))).data;
}
