import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The header's notification bell, as the specs that watch it rise read it (issues 40, 49, 50).

export const bell = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** The bell's accessible name with `unread` notifications. */
export const bellName = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/** The signed-in member's unread count, as the server has it now. */
export async function unreadNow(page: Page): Promise<number> {
  const res = await page.request.get('/api/me/notifications/unread');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { unreadCount: number }).unreadCount;
}
