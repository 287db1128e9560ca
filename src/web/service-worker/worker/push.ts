declare const self: ServiceWorkerGlobalScope;

/**
 * A push carries a title and a same-site link, nothing more (the push service reads what it
 * carries); anything else is shown as the site's own name, opening the notifications.
 */
function noticeOf(data: PushMessageData | null): { title: string; url: string } {
  const fallback = { title: 'Battle Ready', url: '/notifications' };
  try {
    const { title, url } = (data?.json() ?? {}) as { title?: unknown; url?: unknown };
    const path = typeof url === 'string' ? new URL(url, self.location.origin) : null;
    return {
      title: typeof title === 'string' && title ? title : fallback.title,
      url: path?.origin === self.location.origin ? path.pathname + path.search : fallback.url,
    };
  } catch {
    return fallback;
  }
}

export function listenForPushes() {
  self.addEventListener('push', (event) => {
    const { title, url } = noticeOf(event.data);
    event.waitUntil(
      self.registration.showNotification(title, {
        data: { url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      }),
    );
  });

  // The site's open tab goes to the link; with none open, a new one does.
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url } = event.notification.data as { url: string };
    event.waitUntil(
      (async () => {
        const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const tab = tabs[0];
        if (tab) {
          await tab.focus();
          await tab.navigate(url);
          return;
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}
