// Ilé's service worker: shows the customer's Web Push notifications and opens the page one is about.
// Served from the site root (scope "/") and registered only when the customer turns phone
// notifications on. It caches nothing: the app works the same with or without it.

/** Only paths on this site are opened: a push never sends the customer elsewhere. */
function sameOriginUrl(link) {
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/dashboard', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/dashboard', self.location.origin).href;
  } catch {
    return new URL('/dashboard', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Ilé';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      lang: 'en-NG',
      data: { url: sameOriginUrl(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || sameOriginUrl(null);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An Ilé tab already open: bring it forward on the page, rather than opening another.
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        try {
          // navigate() works only on pages this worker controls; otherwise a new window opens below.
          const shown = await client.navigate(url);
          if (shown) {
            await shown.focus();
            return;
          }
        } catch {
          // Not controlled by this worker yet.
        }
        break;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// A new version takes over at once: it only shows notifications, so there is no state to keep.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
