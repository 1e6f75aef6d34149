// Plain request functions for the admin's catalogue calls: a client in, the answer's `data` out, or an
// ApiError thrown. No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '@ile/domain/schema';
import type { Service } from '../../../api/types.ts';

export type ServiceUpdate = components['schemas']['ServiceUpdate'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type PriceItem = components['schemas']['PriceItem'];
/** One catalogue entry and every change made to it, newest first. */
export type AdminService = components['schemas']['AdminServiceResponse']['data'];

/**
 * The whole catalogue as an admin sees it: the same call as the public pages, whose answer includes
 * hidden services when an admin asks.
 */
export async function listCatalogue(client: ApiClient): Promise<Service[]> {
  return (await unwrap(client.GET('/app/fetchServices'))).data;
}

/** One catalogue entry with its change history (admins only; 404 for an unknown id). */
export async function adminGetService(client: ApiClient, id: string): Promise<AdminService> {
  return (await unwrap(client.GET('/app/admin/services/{id}', { params: { path: { id } } }))).data;
}

/**
 * Replaces a catalogue entry's words, inclusions, prices (every item, by key, in kobo) and whether it
 * is on sale. New bookings use it; bookings already made keep the price they were quoted.
 */
export async function adminUpdateService(client: ApiClient, id: string, body: ServiceUpdate): Promise<AdminService> {
  return (await unwrap(client.PUT('/app/admin/services/{id}', { params: { path: { id } }, body }))).data;
}
