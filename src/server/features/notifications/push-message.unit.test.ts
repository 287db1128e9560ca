import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_IDS } from '@shared/notifications';
import type { Notice } from './notice';
import { PUSH_TITLES, pushMessage } from './push-message';
import { reviewDecided } from './notices';

const notice = (link: string | null): Notice => ({
  userId: 'u1',
  kind: 'kit_review',
  actorId: 'u2',
  title: 'New review of the Widget in your Gear Kit: "Great" by Jane',
  detail: null,
  link,
});

describe("a push's payload", () => {
  it("says the kind's title and the notice's link, nothing of the notice's own words", () => {
    const decided = reviewDecided({
      authorId: 'u1',
      moderatorId: 'm1',
      title: 'Held up in the rain',
      productId: 'p1',
      productName: 'Alpha Boot',
      status: 'rejected',
      note: 'Please remove the phone number',
    });
    const message = pushMessage(decided);
    expect(message).toEqual({ title: PUSH_TITLES.review_decided, url: decided.link });
    expect(Object.keys(message).sort()).toEqual(['title', 'url']);
    expect(JSON.stringify(message)).not.toMatch(/rain|Alpha|phone/);
  });

  it('goes to the notifications page when the notice links nowhere, or off the site', () => {
    for (const link of [null, '//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      expect(pushMessage(notice(link)).url).toBe('/notifications');
    }
    expect(pushMessage(notice('/product/p1?report=r1')).url).toBe('/product/p1?report=r1');
  });

  it('has a title for every kind, naming nobody', () => {
    for (const kind of NOTIFICATION_KIND_IDS) {
      expect(PUSH_TITLES[kind].length).toBeGreaterThan(10);
      expect(PUSH_TITLES[kind]).not.toMatch(/["“]/);
    }
  });
});
