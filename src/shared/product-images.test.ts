import { describe, expect, it } from 'vitest';
import { isDisplayableImage, productPicture, type StoredPicture } from './product-images';

describe('isDisplayableImage (decision 007)', () => {
  it.each([
    ['/images/categories/tech.svg', true],
    ['https://m.media-amazon.com/images/I/71abc.jpg', true],
    ['https://images-na.ssl-images-amazon.com/images/I/71abc.jpg', true],
    ['http://m.media-amazon.com/images/I/71abc.jpg', false],
    ['https://m.media-amazon.com.evil.example/x.jpg', false],
    ['https://tracker.example/pixel.gif', false],
    ['//tracker.example/pixel.gif', false],
    ['data:image/png;base64,AAAA', false],
    ['not a url', false],
  ])('%s → %s', (src, expected) => {
    expect(isDisplayableImage(src)).toBe(expected);
  });
});

describe('productPicture', () => {
  const stored: StoredPicture = {
    hash: 'abc',
    widths: [240, 480, 720, 1080],
    avif: true,
    width: 1600,
    height: 1200,
  };
  const widthsOf = (srcset: string | null) =>
    srcset?.split(', ').map((candidate) => candidate.split(' ')[1]);

  it('offers every width, the second as the fallback', () => {
    const picture = productPicture('p1', null, stored);
    expect(widthsOf(picture?.srcset ?? null)).toEqual(['240w', '480w', '720w', '1080w']);
    expect(widthsOf(picture?.avifSrcset ?? null)).toEqual(['240w', '480w', '720w', '1080w']);
    expect(picture?.src).toBe('/api/pictures/p1/abc-480.webp');
  });

  it('offers no width past the widest asked for', () => {
    expect(widthsOf(productPicture('p1', null, stored, 720)?.srcset ?? null)).toEqual([
      '240w',
      '480w',
      '720w',
    ]);
  });

  it('offers the smallest alone when nothing wider may be (low-data mode)', () => {
    const picture = productPicture('p1', null, stored, 0);
    expect(picture?.src).toBe('/api/pictures/p1/abc-240.webp');
    expect(widthsOf(picture?.srcset ?? null)).toEqual(['240w']);
    expect(picture?.avifSrcset).toBe('/api/pictures/p1/abc-240.avif 240w');
  });
});
