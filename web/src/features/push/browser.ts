// What the browser can do for Web Push, read from the real globals each time (stories replace them).
// The service worker is registered only when the customer taps "Turn on", never on page load.

export const SERVICE_WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  if (typeof window === 'undefined') return false;
  return Boolean(navigator.serviceWorker) && typeof window.PushManager === 'function' && typeof window.Notification === 'function';
}

export function permission(): NotificationPermission {
  return Notification.permission;
}

/** The VAPID key (URL-safe base64) as the bytes pushManager.subscribe wants. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's subscription if it already has one (no registration is made to find out). */
export async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Registers the service worker and subscribes (or reuses this browser's subscription). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // subscribe() needs an active worker: `ready` waits for it.
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  return existing ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** The endpoint and keys the server needs, or null when the browser gave an incomplete subscription. */
export function subscriptionBody(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}
