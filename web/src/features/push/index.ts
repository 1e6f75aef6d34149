// Web Push for customers: the "Phone notifications" control and the calls behind it.
export { PhoneNotifications, type PushState } from './components/phone-notifications.tsx';
export { getPushKey, subscribePush, unsubscribePush, pushKeys, usePushKey } from './api/index.ts';
export type { PushKey, PushSubscriptionInput } from './api/index.ts';
