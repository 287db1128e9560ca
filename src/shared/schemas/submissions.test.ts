import { describe, expect, it } from 'vitest';
import { AMAZON_TLDS } from '../amazon-url';
import { ZSubmissionDecision, ZSubmissionRequest, hasUnsafeMarkup } from './submissions';

const valid = {
  name: 'Garmin inReach Mini 2',
  category: 'tech',
  price: '399.99',
  amazonUrl: 'https://www.amazon.com/Garmin-inReach/dp/B0B5XBT4ZR/ref=sr_1_3?keywords=garmin',
  imageUrl: '',
  description: 'Two-way satellite messenger with SOS, tracking and weather.',
};

function firstMessage(input: unknown): string | undefined {
  const result = ZSubmissionRequest.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const AMAZON_MESSAGE = 'Must be a valid Amazon product URL (e.g., amazon.com, amazon.co.uk)';

describe('ZSubmissionRequest (SPEC §5 Product submission)', () => {
  it('trims, reads the price, stores the canonical Amazon link and an empty image as null', () => {
    const result = ZSubmissionRequest.parse({ ...valid, name: `  ${valid.name}  ` });
    expect(result).toEqual({
      name: 'Garmin inReach Mini 2',
      category: 'tech',
      price: 399.99,
      amazonUrl: 'https://www.amazon.com/dp/B0B5XBT4ZR',
      imageUrl: null,
      description: valid.description,
    });
  });

  it.each([
    [{ imageUrl: undefined }, null],
    [{ imageUrl: null }, null],
    [{ imageUrl: '   ' }, null],
    [
      { imageUrl: ' https://m.media-amazon.com/images/I/71abc.jpg ' },
      'https://m.media-amazon.com/images/I/71abc.jpg',
    ],
  ])('image URL %o is stored as %s', (over, stored) => {
    expect(ZSubmissionRequest.parse({ ...valid, ...over }).imageUrl).toBe(stored);
  });

  it.each([
    [0.01, 0.01],
    ['0.01', 0.01],
    [999999.99, 999999.99],
    ['$24.50', 24.5],
    [' 24 ', 24],
    ['.5', 0.5],
    ['7.', 7],
    [19.99, 19.99],
  ])('accepts the price %s as %s', (price, stored) => {
    expect(ZSubmissionRequest.parse({ ...valid, price }).price).toBe(stored);
  });

  it.each([
    // Name: required, 3-200 after trimming, no unsafe markup.
    [{ name: undefined }, 'Product name is required'],
    [{ name: '   ' }, 'Product name is required'],
    [{ name: ' ab ' }, 'Product name must be at least 3 characters'],
    [{ name: 'n'.repeat(201) }, 'Product name must be less than 200 characters'],
    [{ name: 'Knife <script>alert(1)</script>' }, 'Product name contains invalid characters'],
    [{ name: 'Knife </SCRIPT >' }, 'Product name contains invalid characters'],
    [{ name: 'Knife javascript:alert(1)' }, 'Product name contains invalid characters'],
    [{ name: 'Knife JavaScript : void(0)' }, 'Product name contains invalid characters'],
    [{ name: 'Knife <img src=x onerror=alert(1)>' }, 'Product name contains invalid characters'],
    [{ name: 'Knife onClick ="steal()"' }, 'Product name contains invalid characters'],
    // Category: one of the six.
    [{ category: '' }, 'Category is required'],
    [{ category: undefined }, 'Category is required'],
    [{ category: 'c'.repeat(101) }, 'Category must be less than 100 characters'],
    [{ category: 'weapons' }, 'Unknown category'],
    // Price: 0.01 to 999999.99, at most two decimals.
    [{ price: '' }, 'Price is required'],
    [{ price: undefined }, 'Price is required'],
    [{ price: null }, 'Price is required'],
    [{ price: 'twelve' }, 'Price must be a number'],
    [{ price: '12,50' }, 'Price must be a number'],
    [{ price: 0 }, 'Price must be at least $0.01'],
    [{ price: '-5' }, 'Price must be at least $0.01'],
    [{ price: 1_000_000 }, 'Price must be less than $1,000,000'],
    [{ price: '999999.999' }, 'Price must be less than $1,000,000'],
    [{ price: 12.345 }, 'Price can have at most 2 decimal places'],
    [{ price: '0.001' }, 'Price must be at least $0.01'],
    [{ price: '24.999999999' }, 'Price can have at most 2 decimal places'],
    [{ price: 24.999999999 }, 'Price can have at most 2 decimal places'],
    [{ price: '1e2' }, 'Price must be a number'],
    [{ price: ' 0x10' }, 'Price must be a number'],
    [{ price: '1,299.99' }, 'Price must be a number'],
    // Description: 20-5000 after trimming, no unsafe markup.
    [{ description: '' }, 'Description is required'],
    [{ description: '  too short by far  ' }, 'Description must be at least 20 characters'],
    [{ description: 'd'.repeat(5001) }, 'Description must be less than 5000 characters'],
    [
      { description: `${valid.description} <script src=//x.example></script>` },
      'Description contains invalid characters',
    ],
    [
      { description: `${valid.description} javascript:alert(1)` },
      'Description contains invalid characters',
    ],
    [
      { description: `${valid.description} <a onmouseover=alert(1)>` },
      'Description contains invalid characters',
    ],
    // Amazon URL: required, at most 2000, an Amazon product page on a listed storefront.
    [{ amazonUrl: '' }, 'Amazon URL is required'],
    [{ amazonUrl: undefined }, 'Amazon URL is required'],
    [
      { amazonUrl: `https://www.amazon.com/dp/B0B5XBT4ZR?q=${'x'.repeat(2000)}` },
      'Amazon URL must be less than 2000 characters',
    ],
    [{ amazonUrl: 'not a url' }, AMAZON_MESSAGE],
    [{ amazonUrl: 'https://www.ebay.com/itm/1234567890' }, AMAZON_MESSAGE],
    [{ amazonUrl: 'https://www.amazon.cn/dp/B0B5XBT4ZR' }, AMAZON_MESSAGE],
    [{ amazonUrl: 'https://www.amazon.com/s?k=headlamp' }, AMAZON_MESSAGE],
    [{ amazonUrl: 'https://amzn.to/3abcdEF' }, AMAZON_MESSAGE],
    // Image URL: optional, a web address of at most 2000.
    [{ imageUrl: 'not a url' }, 'Image URL must be a valid URL'],
    [{ imageUrl: 'javascript:alert(1)' }, 'Image URL must be a valid URL'],
    [{ imageUrl: 'data:image/png;base64,AAAA' }, 'Image URL must be a valid URL'],
    [
      { imageUrl: `https://img.example/${'i'.repeat(2000)}.jpg` },
      'Image URL must be less than 2000 characters',
    ],
    [{ imageUrl: 42 }, 'Image URL must be a valid URL'],
  ])('refuses %o with its message', (over, message) => {
    expect(firstMessage({ ...valid, ...over })).toBe(message);
  });

  it.each(AMAZON_TLDS.flatMap((tld) => [`amazon.${tld}`, `www.amazon.${tld}`]))(
    'accepts a product page on %s',
    (host) => {
      const tld = host.replace(/^www\./, '').slice('amazon.'.length);
      expect(
        ZSubmissionRequest.parse({ ...valid, amazonUrl: `https://${host}/dp/B0B5XBT4ZR` })
          .amazonUrl,
      ).toBe(`https://www.amazon.${tld}/dp/B0B5XBT4ZR`);
    },
  );

  it('accepts exactly the limits', () => {
    expect(firstMessage({ ...valid, name: 'abc' })).toBeUndefined();
    expect(firstMessage({ ...valid, name: 'n'.repeat(200) })).toBeUndefined();
    expect(firstMessage({ ...valid, description: 'd'.repeat(20) })).toBeUndefined();
    expect(firstMessage({ ...valid, description: 'd'.repeat(5000) })).toBeUndefined();
  });

  it('lets ordinary words through the unsafe-markup check', () => {
    for (const text of [
      'Online ready',
      'Size one = small',
      'Button = on',
      'Scripted drills',
      'Java script: no',
      'a <b>bold</b> claim',
    ]) {
      expect(hasUnsafeMarkup(text), text).toBe(false);
    }
  });
});

describe('ZSubmissionDecision', () => {
  it('takes optional notes, trimmed, at most 2000', () => {
    expect(ZSubmissionDecision.parse(undefined)).toBeUndefined();
    expect(ZSubmissionDecision.parse(null)).toBeNull();
    expect(ZSubmissionDecision.parse({})).toEqual({ notes: undefined });
    expect(ZSubmissionDecision.parse({ notes: '  ok  ' })).toEqual({ notes: 'ok' });
    const tooLong = ZSubmissionDecision.safeParse({ notes: 'n'.repeat(2001) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Admin notes must be less than 2000 characters');
  });
});
