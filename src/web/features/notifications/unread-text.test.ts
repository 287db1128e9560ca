import { describe, expect, it } from 'vitest';
import { UNREAD_BADGE_CAP } from '@shared/notifications';
import { badgeText, bellLabel, riseAnnouncement } from './unread-text';

describe("the header bell's words", () => {
  it('shows no badge at 0, the count up to the cap, then the cap with a plus', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(UNREAD_BADGE_CAP)).toBe('99');
    expect(badgeText(UNREAD_BADGE_CAP + 1)).toBe('99+');
    expect(badgeText(4000)).toBe('99+');
  });

  it('names the bell with the count, or plainly when none are unread', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(250)).toBe('Notifications, 99+ unread');
  });

  it('announces a rise only: not the first count, nor a fall, nor no change', () => {
    expect(riseAnnouncement(undefined, 5)).toBeNull();
    expect(riseAnnouncement(5, 5)).toBeNull();
    expect(riseAnnouncement(5, 2)).toBeNull();
    expect(riseAnnouncement(0, 1)).toBe('1 new notification, 1 unread');
    expect(riseAnnouncement(2, 5)).toBe('3 new notifications, 5 unread');
    expect(riseAnnouncement(98, 120)).toBe('22 new notifications, 99+ unread');
  });
});
