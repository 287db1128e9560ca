import { describe, expect, it } from 'vitest';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import { settingsChanges } from './settings-changes';

const SAVED: TNotificationSettings = {
  kinds: {
    review_decided: { site: true, email: true },
    kit_review: { site: true, email: false },
  },
  digest: false,
};

describe('what saving the notification settings sends', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsChanges(SAVED, structuredClone(SAVED))).toEqual({});
  });

  it('names only the kinds that changed, whole, and the digest only if it changed', () => {
    const edited = structuredClone(SAVED);
    edited.kinds.kit_review = { site: true, email: true };
    expect(settingsChanges(SAVED, edited)).toEqual({
      kinds: { kit_review: { site: true, email: true } },
    });
    edited.digest = true;
    expect(settingsChanges(SAVED, edited)).toEqual({
      kinds: { kit_review: { site: true, email: true } },
      digest: true,
    });
  });

  it('sends a channel turned off', () => {
    const edited = structuredClone(SAVED);
    edited.kinds.review_decided = { site: false, email: true };
    expect(settingsChanges(SAVED, edited)).toEqual({
      kinds: { review_decided: { site: false, email: true } },
    });
  });
});
