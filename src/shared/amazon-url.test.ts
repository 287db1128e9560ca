import { describe, expect, it } from 'vitest';
import { AMAZON_TLDS, amazonTld, parseAmazonProductUrl } from './amazon-url';

describe('parseAmazonProductUrl: the ASIN from the usual link shapes', () => {
  it.each([
    ['https://www.amazon.com/dp/B0CHX3QBCH', 'com', 'B0CHX3QBCH'],
    ['https://amazon.com/dp/B0CHX3QBCH', 'com', 'B0CHX3QBCH'],
    ['http://www.amazon.com/dp/B0CHX3QBCH', 'com', 'B0CHX3QBCH'],
    ['www.amazon.com/dp/B0CHX3QBCH', 'com', 'B0CHX3QBCH'],
    ['  https://www.amazon.com/dp/B0CHX3QBCH  ', 'com', 'B0CHX3QBCH'],
    ['https://www.amazon.com/dp/b0chx3qbch', 'com', 'B0CHX3QBCH'],
    [
      'https://www.amazon.com/Garmin-inReach-Satellite-Communicator-Navigation/dp/B0B5XBT4ZR/ref=sr_1_3?crid=2X&keywords=garmin&qid=1700000000&sr=8-3',
      'com',
      'B0B5XBT4ZR',
    ],
    ['https://www.amazon.com/dp/B0B5XBT4ZR?th=1&psc=1', 'com', 'B0B5XBT4ZR'],
    ['https://www.amazon.com/dp/B0B5XBT4ZR/', 'com', 'B0B5XBT4ZR'],
    ['https://www.amazon.com/dp/B0B5XBT4ZR#customerReviews', 'com', 'B0B5XBT4ZR'],
    ['https://www.amazon.co.uk/gp/product/B07XJ8C8F5', 'co.uk', 'B07XJ8C8F5'],
    [
      'https://www.amazon.co.uk/gp/product/B07XJ8C8F5/ref=ppx_yo_dt_b_asin_title',
      'co.uk',
      'B07XJ8C8F5',
    ],
    ['https://www.amazon.de/gp/aw/d/B08N5WRWNW', 'de', 'B08N5WRWNW'],
    ['https://www.amazon.de/gp/aw/d/B08N5WRWNW/?_encoding=UTF8&pd_rd_w=x', 'de', 'B08N5WRWNW'],
    ['https://www.amazon.co.jp/%E3%83%86%E3%82%B9%E3%83%88/dp/B0C1234567', 'co.jp', 'B0C1234567'],
    ['https://www.amazon.fr/gp/offer-listing/B0C1234567', 'fr', 'B0C1234567'],
    ['https://www.amazon.com/exec/obidos/ASIN/0596517742', 'com', '0596517742'],
    ['https://www.amazon.com/Learning-Python/dp/0596517742', 'com', '0596517742'],
    ['https://WWW.AMAZON.COM.AU/DP/B0C1234567', 'com.au', 'B0C1234567'],
    ['https://www.amazon.com.:443/dp/B0C1234567', 'com', 'B0C1234567'],
  ])('%s → amazon.%s, %s', (url, tld, asin) => {
    expect(parseAmazonProductUrl(url)).toEqual({
      tld,
      asin,
      canonicalUrl: `https://www.amazon.${tld}/dp/${asin}`,
    });
  });

  it.each([
    ['a search, no product', 'https://www.amazon.com/s?k=headlamp'],
    ['a store page', 'https://www.amazon.com/stores/Garmin/page/1234'],
    ['an ASIN too short', 'https://www.amazon.com/dp/B0CHX3QBC'],
    ['an ASIN too long', 'https://www.amazon.com/dp/B0CHX3QBCHX'],
    ['an ASIN with a symbol', 'https://www.amazon.com/dp/B0CHX3-BCH'],
    ['the ASIN only in the query', 'https://www.amazon.com/product?asin=B0CHX3QBCH'],
    ['a short link', 'https://amzn.to/3abcdEF'],
    ['another short link', 'https://a.co/d/abc1234'],
    ['a subdomain', 'https://smile.amazon.com/dp/B0CHX3QBCH'],
    ['a lookalike host', 'https://www.amazon.com.evil.example/dp/B0CHX3QBCH'],
    ['a lookalike prefix', 'https://notamazon.com/dp/B0CHX3QBCH'],
    ['an unlisted storefront', 'https://www.amazon.cn/dp/B0CHX3QBCH'],
    ['another scheme', 'ftp://www.amazon.com/dp/B0CHX3QBCH'],
    ['javascript', 'javascript:alert(1)//www.amazon.com/dp/B0CHX3QBCH'],
    ['not a URL', 'http://'],
    ['empty', ''],
  ])('refuses %s', (_label, url) => {
    expect(parseAmazonProductUrl(url)).toBeNull();
  });
});

describe('amazonTld', () => {
  it('knows each storefront SPEC §5 lists, with and without www', () => {
    expect(AMAZON_TLDS).toHaveLength(18);
    for (const tld of AMAZON_TLDS) {
      expect(amazonTld(`amazon.${tld}`)).toBe(tld);
      expect(amazonTld(`www.amazon.${tld}`)).toBe(tld);
      expect(amazonTld(`shop.amazon.${tld}`)).toBeNull();
    }
  });
});
