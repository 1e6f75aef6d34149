export { getPushKey, subscribePush, unsubscribePush } from './requests.ts';
export type { PushKey, PushSubscribed, PushSubscriptionInput, PushUnsubscribed } from './requests.ts';
export { pushKeys, pushKeyQueryOptions } from './queries.ts';
export { usePushKey } from './hooks.ts';
