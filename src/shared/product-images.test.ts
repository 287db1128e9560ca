import { describe, expect, it } from 'vitest';
import { isDisplayableImage } from './product-images';

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
