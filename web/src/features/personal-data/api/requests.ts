// Plain request functions for data rights: a client in, the answer's data out, or an ApiError thrown.
// The Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '@ile/domain/schema';
import type { CurrentUser } from '../../../api/types.ts';

export type PersonalData = components['schemas']['PersonalData'];
export type PersonSummary = components['schemas']['PersonSummary'];
export type AdminEraseRequest = components['schemas']['AdminEraseRequest'];

/** Everything Ilé holds on the signed-in person (the BFF sends it as an attachment). */
export async function exportMyData(client: ApiClient): Promise<PersonalData> {
  return unwrap(client.GET('/app/account/data'));
}

/** Erases the signed-in account; the BFF ends the session and clears its cookies. */
export async function deleteMyAccount(client: ApiClient): Promise<{ erased: true }> {
  return (await unwrap(client.POST('/app/account/delete', { body: { confirm: true } }))).data;
}

export async function setMarketingTexts(client: ApiClient, marketingTexts: boolean): Promise<CurrentUser> {
  return (await unwrap(client.PUT('/app/account/marketing', { body: { marketingTexts } }))).data;
}

export async function adminFindPeople(client: ApiClient, q: string): Promise<PersonSummary[]> {
  return (await unwrap(client.GET('/app/admin/people', { params: { query: { q } } }))).data.items;
}

export async function adminExportPersonData(client: ApiClient, id: string): Promise<PersonalData> {
  return unwrap(client.GET('/app/admin/people/{id}/data', { params: { path: { id } } }));
}

export async function adminErasePerson(client: ApiClient, id: string, reason: string): Promise<{ erased: true }> {
  return (await unwrap(client.POST('/app/admin/people/{id}/erase', { params: { path: { id } }, body: { confirm: true, reason } }))).data;
}
