// A fake of the browser's Web Push pieces (Notification, PushManager, navigator.serviceWorker) for
// stories: each story installs one in `beforeEach` and the returned cleanup restores the real ones.
// Production code reads the real globals; only stories replace them.
import { buildPushSubscriptionInput } from './fixtures/index.ts';

export interface FakePushBrowserOptions {
  /** false: a browser without Web Push (no service worker, PushManager or Notification). */
  supported?: boolean;
  /** The permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the permission prompt answers; 'never' leaves it open (the customer hasn't decided yet). */
  answer?: NotificationPermission | 'never';
  /** This browser already holds a subscription (the customer turned them on before). */
  subscribed?: boolean;
  /** pushManager.subscribe() fails (the push service can't be reached). */
  subscribeFails?: boolean;
}

export interface FakePushBrowser {
  /** What production code did, in order: "register /sw.js", "requestPermission", "subscribe", "unsubscribe". */
  calls: string[];
  /** The applicationServerKey given to subscribe(), as bytes. */
  subscribedWithKey: () => Uint8Array | null;
  restore(): void;
}

type Restore = () => void;

function replace(target: object, name: string, value: unknown): Restore {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
  return () => {
    if (own) Object.defineProperty(target, name, own);
    else Reflect.deleteProperty(target, name);
  };
}

export function installFakePushBrowser(options: FakePushBrowserOptions = {}): FakePushBrowser {
  const { supported = true, answer = 'granted', subscribeFails = false } = options;
  const calls: string[] = [];
  const restores: Restore[] = [];
  if (!supported) {
    restores.push(replace(navigator, 'serviceWorker', undefined), replace(window, 'PushManager', undefined), replace(window, 'Notification', undefined));
    return { calls, subscribedWithKey: () => null, restore: () => restores.reverse().forEach((undo) => undo()) };
  }

  let permission: NotificationPermission = options.permission ?? (options.subscribed ? 'granted' : 'default');
  let registered = Boolean(options.subscribed);
  let key: Uint8Array | null = null;
  const input = buildPushSubscriptionInput();

  function makeSubscription() {
    return {
      endpoint: input.endpoint,
      toJSON: () => ({ endpoint: input.endpoint, expirationTime: null, keys: { ...input.keys } }),
      unsubscribe: async () => {
        calls.push('unsubscribe');
        subscription = null;
        return true;
      },
    };
  }
  let subscription: ReturnType<typeof makeSubscription> | null = options.subscribed ? makeSubscription() : null;

  const registration = {
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (opts: { applicationServerKey: Uint8Array }) => {
        calls.push('subscribe');
        key = new Uint8Array(opts.applicationServerKey);
        if (subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
        subscription = makeSubscription();
        return subscription;
      },
    },
  };

  class FakeNotification {
    static get permission() {
      return permission;
    }
    static requestPermission(): Promise<NotificationPermission> {
      calls.push('requestPermission');
      if (answer === 'never') return new Promise<NotificationPermission>(() => undefined);
      permission = answer;
      return Promise.resolve(answer);
    }
  }
  class FakePushManager {}

  restores.push(
    replace(window, 'Notification', FakeNotification),
    replace(window, 'PushManager', FakePushManager),
    replace(navigator, 'serviceWorker', {
      register: async (url: string) => {
        calls.push(`register ${url}`);
        registered = true;
        return registration;
      },
      get ready() {
        return Promise.resolve(registration);
      },
      getRegistration: async () => (registered ? registration : undefined),
    }),
  );
  return { calls, subscribedWithKey: () => key, restore: () => restores.reverse().forEach((undo) => undo()) };
}
