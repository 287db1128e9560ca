import { describe, expect, it } from 'vitest';
import type { TMediaPhoto } from './media';
import { FIT_MSG } from '../fit';
import { toBase } from '../specs';
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
  obtained: 'bought',
  ...over,
});

/** A request's fields without media, then what a test adds. */
const request = (over: Record<string, unknown> = {}) => {
  const { photos: _p, video: _v, pros: _pr, cons: _c, ...fields } = form();
  return { ...fields, ...over };
};
const issueOf = (over: Record<string, unknown>) =>
  ZReviewWrite.safeParse(request(over)).error?.issues[0];

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
    expect(ZReviewWrite.parse(request())).toMatchObject({ photoIds: [], videoId: null });
  });
});

describe("a review's fit and measures (issue 48)", () => {
  it('takes measurements in base units within each field, and trims what is typed', () => {
    const parsed = ZReviewWrite.parse(
      request({
        measured: { weight: 1240, volume: 35.5 },
        sizeWorn: ' 10.5 ',
        fit: 'true',
        benchmark: '',
      }),
    );
    expect(parsed).toMatchObject({ measured: { weight: 1240, volume: 35.5 }, sizeWorn: '10.5' });
    expect(parsed.benchmark).toBeUndefined();
  });

  it.each([
    [
      { measured: { weight: -3 } },
      'Weight must be between 1 and 200,000 g',
      ['measured', 'weight'],
    ],
    [
      { measured: { weight: 900_000 } },
      'Weight must be between 1 and 200,000 g',
      ['measured', 'weight'],
    ],
    [
      { measured: { runtime: 0 } },
      'Runtime must be between 0.1 and 10,000 h',
      ['measured', 'runtime'],
    ],
    [{ measured: { heft: 1 } }, FIT_MSG.unknownSpec, ['measured']],
    [{ fit: 'tight' }, FIT_MSG.verdict, ['fit']],
    [{ width: 'extra' }, FIT_MSG.width, ['width']],
    [{ sizeWorn: 'x'.repeat(21) }, FIT_MSG.sizeWorn, ['sizeWorn']],
    [{ benchmark: 'x'.repeat(61) }, FIT_MSG.benchmark, ['benchmark']],
  ])('refuses %j with its message at its field', (over, message, path) => {
    expect(issueOf(over)).toMatchObject({ message, path });
  });

  it('goes from the form to the request as the form holds it, measurements in base units', () => {
    const weight = toBase('weight', 2.5, 'imperial');
    const sent = reviewFormToRequest(
      ZReviewForm.parse(form({ measured: { weight }, sizeWorn: ' 10.5 W ', fit: 'large' })),
    );
    expect(sent.measured?.weight).toBeCloseTo(70.8738, 4);
    expect(sent).toMatchObject({ sizeWorn: '10.5 W', fit: 'large' });
    expect(ZReviewWrite.parse(sent).measured).toEqual({ weight });
  });
});
