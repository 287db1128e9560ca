import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AMAZON_TLDS } from '@shared/amazon-url';
import { pendingProducts } from './schema';
import { rateLimits } from '../../db/schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

/** A local page server standing in for Amazon: every Amazon request is routed here. */
let pages: Server;
let pageBody = '';
let pageRequests = 0;
beforeAll(async () => {
  pages = createServer((_req, res) => {
    pageRequests += 1;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(pageBody);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((r) => pages.close(r));
});
const t = useTestApp({
  personas: true,
  config: () => ({
    amazonPageOrigin: `http://127.0.0.1:${(pages.address() as AddressInfo).port}`,
  }),
});
const { who } = t;
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const valid = {
  name: 'Garmin inReach Mini 2',
  category: 'tech',
  price: 399.99,
  amazonUrl: 'https://www.amazon.com/Garmin-inReach/dp/B0B5XBT4ZR/ref=sr_1_3?keywords=garmin',
  imageUrl: '',
  description: 'Two-way satellite messenger with SOS, tracking and weather.',
};
const AMAZON_MESSAGE = 'Must be a valid Amazon product URL (e.g., amazon.com, amazon.co.uk)';

const send = (method: 'GET' | 'POST', url: string, m: Member | null, payload?: object) =>
  t.as(m).send(method, url, payload);
const submit = (m: Member | null, over: Record<string, unknown> = {}) =>
  send('POST', '/api/submissions', m, { ...valid, ...over });
const submissionCount = async () => (await t.db.select({ n: count() }).from(pendingProducts))[0]!.n;
let unique = 0;
/** A fresh product name and ASIN, so tests do not see each other's submissions. */
function fresh(over: Record<string, unknown> = {}) {
  unique += 1;
  const asin = `B0SUB${String(unique).padStart(5, '0')}`;
  return { name: `Submitted Gear ${unique}`, amazonUrl: `https://amazon.com/dp/${asin}`, ...over };
}

describe('POST /api/submissions: who may submit', () => {
  it("sends a visitor to sign in: 'Must be logged in to submit products'", async () => {
    const res = await submit(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Must be logged in to submit products');
  });

  it('refuses an unverified member with the spec message, storing nothing', async () => {
    const before = await submissionCount();
    const res = await submit(who.unverified, fresh());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Please verify your email address before submitting products',
    );
    expect(await submissionCount()).toBe(before);
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    'stores a %s member’s submission as pending, with the canonical link and its ASIN',
    async (persona) => {
      const input = fresh({ amazonUrl: 'https://amazon.co.uk/gp/product/B0UKSUB001?psc=1' });
      const res = await submit(who[persona], {
        ...input,
        name: `  ${input.name}  `,
        price: '24.5',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().submission).toMatchObject({
        name: input.name,
        category: 'tech',
        price: 24.5,
        amazonUrl: 'https://www.amazon.co.uk/dp/B0UKSUB001',
        imageUrl: null,
        status: 'pending',
        adminNotes: null,
        productId: null,
      });
      const [row] = await t.db
        .select()
        .from(pendingProducts)
        .where(eq(pendingProducts.id, res.json().submission.id));
      expect(row).toMatchObject({ asin: 'B0UKSUB001', userId: who[persona].id, reviewedBy: null });
    },
  );
});

describe('POST /api/submissions: validation (SPEC §5), nothing stored on failure', () => {
  it.each([
    [{ name: '  ' }, 'Product name is required'],
    [{ name: 'ab' }, 'Product name must be at least 3 characters'],
    [{ name: 'n'.repeat(201) }, 'Product name must be less than 200 characters'],
    [{ name: 'Pack <script>x</script>' }, 'Product name contains invalid characters'],
    [{ name: 'Pack javascript:x' }, 'Product name contains invalid characters'],
    [{ name: 'Pack <b onclick="x">' }, 'Product name contains invalid characters'],
    [{ category: '' }, 'Category is required'],
    [{ category: 'weapons' }, 'Unknown category'],
    [{ price: '' }, 'Price is required'],
    [{ price: 'abc' }, 'Price must be a number'],
    [{ price: 0 }, 'Price must be at least $0.01'],
    [{ price: 1000000 }, 'Price must be less than $1,000,000'],
    [{ price: 1.234 }, 'Price can have at most 2 decimal places'],
    [{ description: 'short' }, 'Description must be at least 20 characters'],
    [{ description: 'd'.repeat(5001) }, 'Description must be less than 5000 characters'],
    [{ description: `${valid.description}<SCRIPT>` }, 'Description contains invalid characters'],
    [
      { description: `${valid.description} javascript:void(0)` },
      'Description contains invalid characters',
    ],
    [
      { description: `${valid.description} <img onerror=x>` },
      'Description contains invalid characters',
    ],
    [{ amazonUrl: '' }, 'Amazon URL is required'],
    [
      { amazonUrl: `https://www.amazon.com/dp/B0B5XBT4ZR?${'q'.repeat(2000)}` },
      'Amazon URL must be less than 2000 characters',
    ],
    [{ amazonUrl: 'https://www.ebay.com/itm/123' }, AMAZON_MESSAGE],
    [{ amazonUrl: 'https://www.amazon.cn/dp/B0B5XBT4ZR' }, AMAZON_MESSAGE],
    [{ amazonUrl: 'https://smile.amazon.com/dp/B0B5XBT4ZR' }, AMAZON_MESSAGE],
    [{ amazonUrl: 'https://www.amazon.com/s?k=knife' }, AMAZON_MESSAGE],
    [{ imageUrl: 'not a url' }, 'Image URL must be a valid URL'],
    [{ imageUrl: 'javascript:alert(1)' }, 'Image URL must be a valid URL'],
    [
      { imageUrl: `https://img.example/${'i'.repeat(2000)}` },
      'Image URL must be less than 2000 characters',
    ],
  ])('refuses %o with 400 and its message', async (over, message) => {
    const before = await submissionCount();
    const res = await submit(who.verified, { ...fresh(), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await submissionCount()).toBe(before);
  });

  it.each(AMAZON_TLDS.flatMap((tld) => [`amazon.${tld}`, `www.amazon.${tld}`]))(
    'accepts a product on %s',
    async (host) => {
      const res = await submit(who.verified, fresh({ amazonUrl: `https://${host}/dp/B0HOST0001` }));
      expect(res.statusCode).toBe(201);
      expect(res.json().submission.amazonUrl).toBe(
        `https://www.${host.replace(/^www\./, '')}/dp/B0HOST0001`,
      );
    },
  );

  it('limits a member to 10 submissions a day', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 10; i += 1) expect((await submit(m, fresh())).statusCode).toBe(201);
    const before = await submissionCount();
    const res = await submit(m, fresh());
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe("You've reached the daily limit for product submissions");
    expect(await submissionCount()).toBe(before);
  });
});

describe("POST /api/submissions: the maker's claims and sized kind (issue 48)", () => {
  const rowOf = async (id: string) =>
    (await t.db.select().from(pendingProducts).where(eq(pendingProducts.id, id)))[0]!;

  it('stores the claims offered in base units, and the kind of sized gear', async () => {
    const res = await submit(who.verified, {
      ...fresh(),
      specs: { weight: 113.4, battery: 3500, runtime: 12.5, length: null },
      sized: 'gloves',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().submission).toMatchObject({
      specs: { weight: 113.4, battery: 3500, runtime: 12.5 },
      sized: 'gloves',
    });
    expect(await rowOf(res.json().submission.id)).toMatchObject({
      specWeight: expect.closeTo(113.4, 3),
      specBattery: 3500,
      specRuntime: 12.5,
      specLength: null,
      sized: 'gloves',
    });
  });

  it('stores none when none are offered', async () => {
    const res = await submit(who.verified, fresh());
    expect(res.json().submission).toMatchObject({ specs: {}, sized: null });
    expect(await rowOf(res.json().submission.id)).toMatchObject({ specWeight: null, sized: null });
  });

  it.each([
    [{ specs: { weight: -3 } }, 'specs.weight', 'Weight must be between 1 and 200,000 g'],
    [{ specs: { weight: 900_000 } }, 'specs.weight', 'Weight must be between 1 and 200,000 g'],
    [{ specs: { volume: '30 L' } }, 'specs.volume', 'Volume must be between 0.1 and 500 L'],
    [
      { specs: { waterResistance: 20_000 } },
      'specs.waterResistance',
      'Water resistance must be between 0.1 and 11,000 m',
    ],
    [{ sized: 'hat' }, 'sized', 'Unknown kind of sized gear'],
  ])('refuses %o with 400 naming %s, storing nothing', async (over, field, message) => {
    const before = await submissionCount();
    const res = await submit(who.verified, { ...fresh(), specs: { battery: 3500 }, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field, message });
    expect(await submissionCount()).toBe(before);
  });

  it.each([
    ['a visitor', null, 401],
    ['an unverified member', 'unverified', 403],
  ] as const)('refuses claims from %s, storing nothing', async (_label, persona, status) => {
    const before = await submissionCount();
    const res = await submit(persona ? who[persona] : null, {
      ...fresh(),
      specs: { weight: 500 },
      sized: 'pack',
    });
    expect(res.statusCode).toBe(status);
    expect(await submissionCount()).toBe(before);
  });
});

describe('the same ASIN twice', () => {
  it('warns when the catalogue or a pending submission already has the ASIN', async () => {
    const existing = await insertProduct(t.db, {
      name: 'Catalogue Headlamp',
      asin: 'B0DUPE0001',
      amazonUrl: 'https://www.amazon.com/dp/B0DUPE0001',
    });
    const url = 'https://www.amazon.com/Headlamp/dp/B0DUPE0001/ref=x';
    const lookup = await send(
      'GET',
      `/api/submissions/amazon-lookup?amazonUrl=${encodeURIComponent(url)}`,
      who.verified,
    );
    expect(lookup.json()).toEqual({
      asin: 'B0DUPE0001',
      canonicalUrl: 'https://www.amazon.com/dp/B0DUPE0001',
      matches: [{ kind: 'product', productId: existing.id, name: 'Catalogue Headlamp' }],
    });
    const first = await submit(who.verified, { ...fresh(), amazonUrl: url, name: 'My Headlamp' });
    expect(first.json().matches).toEqual([
      { kind: 'product', productId: existing.id, name: 'Catalogue Headlamp' },
    ]);
    const second = await submit(who.admin, { ...fresh(), amazonUrl: url, name: 'Headlamp Again' });
    expect(second.statusCode).toBe(201);
    expect(second.json().matches).toEqual([
      { kind: 'product', productId: existing.id, name: 'Catalogue Headlamp' },
      { kind: 'submission', productId: null, name: 'My Headlamp' },
    ]);
  });

  it('finds nothing for a new ASIN, and refuses what is not an Amazon product link', async () => {
    const url = encodeURIComponent('https://www.amazon.de/dp/B0NEWASIN1');
    const lookup = await send(
      'GET',
      `/api/submissions/amazon-lookup?amazonUrl=${url}`,
      who.verified,
    );
    expect(lookup.json()).toMatchObject({ asin: 'B0NEWASIN1', matches: [] });
    const bad = await send(
      'GET',
      `/api/submissions/amazon-lookup?amazonUrl=${encodeURIComponent('https://evil.example/dp/B0NEWASIN1')}`,
      who.verified,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(AMAZON_MESSAGE);
  });

  it.each([
    [null, 401, 'Must be logged in to submit products'],
    ['unverified', 403, 'Please verify your email address before submitting products'],
  ] as const)('refuses the lookup to %s', async (persona, status, message) => {
    const url = encodeURIComponent('https://www.amazon.com/dp/B0NEWASIN1');
    const res = await send(
      'GET',
      `/api/submissions/amazon-lookup?amazonUrl=${url}`,
      persona ? who[persona] : null,
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
  });
});

describe('POST /api/submissions/amazon-details (auto-fill)', () => {
  const details = (m: Member | null, amazonUrl = 'https://www.amazon.com/dp/B0B5XBT4ZR') =>
    send('POST', '/api/submissions/amazon-details', m, { amazonUrl });

  it('reads the page through the local stand-in and answers what it says', async () => {
    pageBody =
      '<html><head><meta property="og:title" content="Amazon.com: Trail Stove : Sports"><meta name="description" content="A compact stove that boils water in three minutes."><meta property="og:image" content="https://m.media-amazon.com/images/I/stove.jpg"></head></html>';
    const res = await details(who.verified);
    expect(res.json()).toEqual({
      details: {
        name: 'Trail Stove',
        description: 'A compact stove that boils water in three minutes.',
        imageUrl: 'https://m.media-amazon.com/images/I/stove.jpg',
        specs: {},
      },
    });
  });

  it("answers the maker's figures from the page's product details, in base units", async () => {
    pageBody =
      '<html><head><meta property="og:title" content="Trail Stove"></head><body><table><tr><th>Item Weight</th><td>3.53 ounces</td></tr><tr><th>Product Dimensions</th><td>4 x 3 x 2 inches</td></tr></table></body></html>';
    const res = await details(who.verified);
    expect(res.json().details.specs).toEqual({
      weight: 100.074,
      length: 10.16,
      width: 7.62,
      height: 5.08,
    });
  });

  it('answers details: null, quietly, for a page it cannot read', async () => {
    pageBody = '<html><head><title>Amazon.com</title></head></html>';
    const res = await details(who.verified);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ details: null });
  });

  it('requests nothing for a link that is not an Amazon product page', async () => {
    const before = pageRequests;
    const res = await details(who.verified, 'https://evil.example/dp/B0B5XBT4ZR');
    expect(res.statusCode).toBe(400);
    expect(pageRequests).toBe(before);
  });

  it.each([
    [null, 401],
    ['unverified', 403],
  ] as const)('refuses %s without requesting anything', async (persona, status) => {
    const before = pageRequests;
    expect((await details(persona ? who[persona] : null)).statusCode).toBe(status);
    expect(pageRequests).toBe(before);
  });

  it('limits each member to 30 look-ups an hour', async () => {
    pageBody = '<html><head><meta property="og:title" content="Stove"></head></html>';
    const m = await createMember(t);
    for (let i = 0; i < 30; i += 1) expect((await details(m)).statusCode).toBe(200);
    const before = pageRequests;
    const res = await details(m);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Please wait before looking up more products');
    expect(pageRequests).toBe(before);
  });
});
