import { describe, expect, it } from 'vitest';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import { settingsChanges } from './settings-changes';

const SAVED: TNotificationSettings = {
  kinds: {
    review_decided: { site: true, email: true, push: false },
    kit_review: { site: true, email: false, push: false },
  },
  digest: false,
};

describe('what saving the notification settings sends', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsChanges(SAVED, structuredClone(SAVED))).toEqual({});
  });

  it('names only the kinds that changed, whole, and the digest only if it changed', () => {
    const edited = structuredClone(SAVED);
    edited.kinds.kit_review = { site: true, email: true, push: false };
    expect(settingsChanges(SAVED, edited)).toEqual({
      kinds: { kit_review: { site: true, email: true, push: false } },
    });
    edited.digest = true;
    expect(settingsChanges(SAVED, edited)).toEqual({
      kinds: { kit_review: { site: true, email: true, push: false } },
      digest: true,
    });
  });

  it('sends a channel turned off', () => {
    const edited = structuredClone(SAVED);
    edited.kinds.review_decided = { site: false, email: true, push: false };
    expect(settingsChanges(SAVED, edited)).toEqual({
      kinds: { review_decided: { site: false, email: true, push: false } },
    });
  });

  it('sends push turned on, beside the other channels as they were', () => {
    const edited = structuredClone(SAVED);
    edited.kinds.kit_review = { site: true, email: false, push: true };
    expect(settingsChanges(SAVED, edited)).toEqual({
      kinds: { kit_review: { site: true, email: false, push: true } },
    });
  });
});
