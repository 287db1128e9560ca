import { describe, expect, it } from 'vitest';
import type { TMediaPhoto } from './media';
import { reviewFormToRequest, ZReviewForm, ZReviewWrite } from './reviews';

const photo = (n: number): TMediaPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'photo',
  url: `/api/media/files/photos/u/p${n}.webp`,
  thumbnailUrl: `/api/media/files/photos/u/p${n}-thumb.webp`,
  width: 800,
  height: 600,
});

const form = (over: Record<string, unknown> = {}) => ({
  title: 'Tough enough',
  content: 'Ten characters at least.',
  rating: 5,
  durability: 8,
  portability: 8,
  costValue: 8,
  civilianAdaptation: 8,
  overallUtility: 8,
  pros: 'Light\n\n Tough ',
  cons: '',
  photos: [],
  video: null,
  ...over,
});

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('the review form and its request (SPEC §5)', () => {
  it("refuses a sixth photo with 'Maximum 5 photos allowed'", () => {
    const six = [1, 2, 3, 4, 5, 6].map(photo);
    expect(firstMessage(ZReviewForm.safeParse(form({ photos: six })))).toBe(
      'Maximum 5 photos allowed',
    );
    expect(ZReviewForm.safeParse(form({ photos: six.slice(0, 5) })).success).toBe(true);
  });

  it('sends the uploads by id, in order, with pros and cons one per line', () => {
    const video = { id: 'v', kind: 'video' as const, url: '/v.mp4', contentType: 'video/mp4' };
    const request = reviewFormToRequest(
      ZReviewForm.parse(form({ photos: [photo(2), photo(1)], video })),
    );
    expect(request).toMatchObject({
      photoIds: [photo(2).id, photo(1).id],
      videoId: 'v',
      pros: ['Light', '', ' Tough '],
    });
    expect(request).not.toHaveProperty('photos');
    expect(ZReviewWrite.parse({ ...request, videoId: null }).pros).toEqual(['Light', 'Tough']);
  });

  it('defaults a request without media to no photos and no video', () => {
    const { photos: _p, video: _v, pros: _pr, cons: _c, ...fields } = form();
    expect(ZReviewWrite.parse(fields)).toMatchObject({ photoIds: [], videoId: null });
  });
});
