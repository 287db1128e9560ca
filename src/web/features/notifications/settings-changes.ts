import type { Channels, NotificationKind } from '@shared/notifications';
import type {
  TNotificationSettings,
  TNotificationSettingsUpdate,
} from '@shared/schemas/notifications';

/**
 * What a save sends: only the kinds whose channels differ from what was saved, and the digest
 * if it changed. The PUT leaves every kind it does not name alone, so a change made in another
 * tab to a kind this form did not touch survives.
 */
export function settingsChanges(
  saved: TNotificationSettings,
  edited: TNotificationSettings,
): TNotificationSettingsUpdate {
  const kinds: TNotificationSettingsUpdate['kinds'] = {};
  for (const [kind, channels] of Object.entries(edited.kinds) as [NotificationKind, Channels][]) {
    const before = saved.kinds[kind];
    const same =
      before?.site === channels.site &&
      before.email === channels.email &&
      before.push === channels.push;
    if (!same) kinds[kind] = channels;
  }
  return {
    ...(Object.keys(kinds).length > 0 ? { kinds } : {}),
    ...(saved.digest !== edited.digest ? { digest: edited.digest } : {}),
  };
}
