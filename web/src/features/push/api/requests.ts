// Plain request functions for the Web Push calls: a client in, the answer's `data` out, or an
// ApiError thrown. No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '@ile/domain/schema';

export type PushKey = components['schemas']['PushKey'];
export type PushSubscriptionInput = components['schemas']['PushSubscriptionInput'];
export type PushSubscribed = components['schemas']['PushSubscribed'];
export type PushUnsubscribed = components['schemas']['PushUnsubscribed'];

/** The VAPID public key browsers subscribe with; `publicKey` is null when the server sends no pushes. */
export async function getPushKey(client: ApiClient): Promise<PushKey> {
  return (await unwrap(client.GET('/app/push/key'))).data;
}

/** Keeps this browser's subscription for the signed-in customer (the same endpoint twice keeps one). */
export async function subscribePush(client: ApiClient, body: PushSubscriptionInput): Promise<PushSubscribed> {
  return (await unwrap(client.POST('/app/push/subscriptions', { body }))).data;
}

/** Forgets this browser's subscription. */
export async function unsubscribePush(client: ApiClient, endpoint: string): Promise<PushUnsubscribed> {
  return (await unwrap(client.POST('/app/push/subscriptions/remove', { body: { endpoint } }))).data;
}
