// Sends a customer's notification to each browser they subscribed, after the write that created
// it commits. Fire and forget: a slow or failing push service never delays or fails the request,
// 404/410 (the browser unsubscribed) deletes the subscription, anything else is logged.
import webpush from 'web-push';
import type { PushConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import { allowedEndpoint } from './endpoint.ts';
import type { PushRepository, PushSubscriptionRecord } from './repository.ts';

/** What the service worker shows: the notification's title, text and the page it opens. */
export interface PushMessage {
  title: string;
  body: string;
  link: string | null;
}

/** Called once a write that created notifications for these customers has committed. */
export type NotifiedListener = (userIds: readonly string[], message: PushMessage) => void;

/** A push waits up to a day for a phone that is off; older news is not worth showing. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Pushes in flight at once, so a broadcast to every customer never floods the push services. */
const CONCURRENCY = 8;

export interface PushSenderDeps {
  config: PushConfig;
  db: Db;
  repo: PushRepository;
  logger: Logger;
}

export function createPushSender({ config, db, repo, logger }: PushSenderDeps) {
  const vapid = config.vapid;
  if (vapid) {
    // A key pair that can't sign would fail every push quietly: refuse to start instead.
    try {
      webpush.getVapidHeaders('https://fcm.googleapis.com', vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
    } catch (error) {
      throw new Error(`VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a key pair from \`npx web-push generate-vapid-keys\`: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  /** Sends still running, so tests (and shutdown) can wait for them. */
  const inFlight = new Set<Promise<void>>();

  async function sendOne(subscription: PushSubscriptionRecord, payload: string): Promise<void> {
    if (!vapid) return;
    // Checked again at send time: the allow-list may have shrunk since the customer subscribed.
    const url = allowedEndpoint(subscription.endpoint, config);
    if (!url) {
      logger.warn('push endpoint no longer allowed; not sent', { subscription: subscription.id, host: new URL(subscription.endpoint).hostname });
      return;
    }
    const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
    try {
      // Our own request rather than web-push's: a timeout, and never follow a redirect off the allow-list.
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) {
        await db.write((transaction) => repo.removeEndpoint(transaction, subscription.endpoint));
        logger.info('push subscription gone; removed', { subscription: subscription.id, status: res.status });
        return;
      }
      if (res.status < 200 || res.status >= 300) logger.warn('push refused', { subscription: subscription.id, status: res.status });
    } catch (error) {
      logger.warn('push failed', { subscription: subscription.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function send(userIds: readonly string[], message: PushMessage): Promise<void> {
    const subscriptions = await repo.forUsers(userIds);
    const payload = JSON.stringify({ title: message.title, body: message.body, link: message.link });
    for (let i = 0; i < subscriptions.length; i += CONCURRENCY) {
      await Promise.all(subscriptions.slice(i, i + CONCURRENCY).map((subscription) => sendOne(subscription, payload)));
    }
  }

  const notified: NotifiedListener = (userIds, message) => {
    if (!vapid || !userIds.length) return;
    const running = send(userIds, message)
      .catch((error: unknown) => logger.error('push sending failed', { error }))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  };

  return {
    enabled: vapid !== null,
    publicKey: vapid?.publicKey ?? null,
    notified,
    /** Resolves when every push started so far has finished. */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
