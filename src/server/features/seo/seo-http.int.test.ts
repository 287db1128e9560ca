import { eq } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../legal/schema';
import { products } from '../products/schema';
import { answers, questions } from '../questions/schema';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { listenOnLoopback, TEST_PUBLIC_URL } from '../../test/harness';
import { validateStructuredData } from '../../test/structured-data-rules';
import { useTestApp } from '../../test/use-test-app';
import { STAND_IN_SCRIPT } from '../../test/web-root';

// What a crawler that runs no JavaScript gets, over a real socket: the server-rendered head and
// its JSON-LD (checked against schema.org and Google's snippet rules), the sitemap, robots.txt
// and the 404 page.

const HOSTILE_NAME = 'Boot "Ranger" 8in </script><script>alert(1)</script>';
const HOSTILE_AUTHOR = 'Sgt "Rock" </script><b>';

const t = useTestApp({ webRoot: true });
let origin: string;
const ids = { rated: '', bare: '', noImage: '', asked: '' };

beforeAll(async () => {
  origin = await listenOnLoopback(t.app);

  // Reviewed, with picture and Amazon link, under a name that tries to close the script element.
  const rated = await insertProduct(t.db, {
    name: HOSTILE_NAME,
    createdAt: new Date('2024-01-10T12:00:00Z'),
  });
  const author = await insertMember(t.db, { name: HOSTILE_AUTHOR });
  const other = await insertMember(t.db, { name: 'PO Jones' });
  await insertReview(t.db, rated.id, author, {
    title: 'Held up',
    createdAt: new Date('2024-06-01T08:00:00Z'),
    durability: 10,
    portability: 9,
    costValue: 8,
    civilianAdaptation: 9,
    overallUtility: 10,
  });
  await insertReview(t.db, rated.id, other, {
    createdAt: new Date('2024-05-01T08:00:00Z'),
    durability: 1,
    portability: 1,
    costValue: 1,
    civilianAdaptation: 1,
    overallUtility: 1,
  });
  // A third member's: one review per member and product (issue 27).
  const waiting = await insertMember(t.db, { name: 'Cpl Diaz' });
  await insertReview(t.db, rated.id, waiting, { status: 'pending', title: 'Not yet approved' });
  // No reviews, no picture, no Amazon link.
  const bare = await insertProduct(t.db, {
    name: 'Plain Canteen',
    imageUrl: null,
    amazonUrl: null,
    asin: null,
    createdAt: new Date('2024-02-03T09:00:00Z'),
  });
  // Reviewed, with an Amazon link but no picture.
  const noImage = await insertProduct(t.db, { name: 'Compass & Lanyard', imageUrl: null });
  await insertReview(t.db, noImage.id, other);
  // Issue 50: a question with an answer its asker marked and one more, and one unanswered.
  const asked = await insertProduct(t.db, { name: 'Plate Carrier' });
  const [question] = await t.db
    .insert(questions)
    .values({
      productId: asked.id,
      userId: other,
      text: 'Does it take a 10x12 plate?',
      status: 'approved',
      answerCount: 2,
    })
    .returning();
  const [helped] = await t.db
    .insert(answers)
    .values([
      {
        questionId: question!.id,
        productId: asked.id,
        userId: author,
        text: 'Yes, a SAPI fits.',
        status: 'approved',
        upvotes: 2,
      },
      {
        questionId: question!.id,
        productId: asked.id,
        userId: waiting,
        text: 'Mine takes one too.',
        status: 'approved',
      },
    ])
    .returning();
  await t.db
    .update(questions)
    .set({ acceptedAnswerId: helped!.id })
    .where(eq(questions.id, question!.id));
  await t.db.insert(questions).values({
    productId: asked.id,
    userId: author,
    text: 'What colour is the buckle?',
    status: 'approved',
  });
  Object.assign(ids, { rated: rated.id, bare: bare.id, noImage: noImage.id, asked: asked.id });
});

/** A page as a crawler without JavaScript reads it. */
async function crawl(path: string) {
  const res = await fetch(origin + path, { headers: { accept: 'text/html' } });
  const doc = parseDocument(await res.text());
  const all = (tag: string) => DomUtils.getElementsByTagName(tag, doc);
  const scripts = all('script');
  const attr = (tag: string, name: string, value: string, get: string) =>
    all(tag).find((el) => el.attribs[name] === value)?.attribs[get];
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    title: DomUtils.textContent(all('title')[0]!),
    canonical: attr('link', 'rel', 'canonical', 'href'),
    robots: attr('meta', 'name', 'robots', 'content'),
    ogImage: attr('meta', 'property', 'og:image', 'content'),
    scripts,
    jsonLd: scripts
      .filter((s) => s.attribs.type === 'application/ld+json')
      .map((s) => JSON.parse(DomUtils.textContent(s)) as Record<string, unknown>),
  };
}

const productOf = (page: Awaited<ReturnType<typeof crawl>>) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page.jsonLd.find((l) => l['@type'] === 'Product') as Record<string, any>;

describe('product pages without JavaScript, over HTTP (anyone)', () => {
  it('carries the answered questions as Questions about the product, the marked answer accepted', async () => {
    const page = await crawl(`/product/${ids.asked}`);
    const asked = page.jsonLd.filter((l) => l['@type'] === 'Question');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      name: 'Does it take a 10x12 plate?',
      answerCount: 2,
      about: { '@id': `${TEST_PUBLIC_URL}/product/${ids.asked}#product` },
      acceptedAnswer: { '@type': 'Answer', text: 'Yes, a SAPI fits.', upvoteCount: 2 },
      suggestedAnswer: [{ '@type': 'Answer', text: 'Mine takes one too.', upvoteCount: 0 }],
    });
    const report = validateStructuredData(page.jsonLd);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual(['[3] Product.offers: availability is recommended']);
  });

  it.each(['rated', 'bare', 'noImage'] as const)(
    'the %s product has valid structured data and head',
    async (which) => {
      const page = await crawl(`/product/${ids[which]}`);
      expect(page.status).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.canonical).toBe(`${TEST_PUBLIC_URL}/product/${ids[which]}`);
      // Organisation, website, breadcrumbs, product; nothing the page could run.
      expect(page.jsonLd.map((l) => l['@type'])).toEqual([
        'Organization',
        'WebSite',
        'BreadcrumbList',
        'Product',
      ]);
      expect(page.scripts.filter((s) => DomUtils.textContent(s) !== STAND_IN_SCRIPT)).toHaveLength(
        4,
      );
      const report = validateStructuredData(page.jsonLd);
      expect(report.errors).toEqual([]);
      // Recommended, not required: we do not know whether Amazon has it in stock.
      expect(report.warnings).toEqual(['[3] Product.offers: availability is recommended']);
    },
  );

  it('keeps a name that tries to close the script element intact, as text', async () => {
    const page = await crawl(`/product/${ids.rated}`);
    expect(page.title).toBe(`${HOSTILE_NAME} | Battle Ready`);
    const product = productOf(page);
    expect(product.name).toBe(HOSTILE_NAME);
    expect(product.review.map((r: { author: { name: string } }) => r.author.name)).toContain(
      HOSTILE_AUTHOR,
    );
    const crumbs = page.jsonLd.find((l) => l['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.at(-1)!.name).toBe(HOSTILE_NAME);
  });

  it('rates on the 1-10 scale from approved reviews only, with price, picture and link', async () => {
    const product = productOf(await crawl(`/product/${ids.rated}`));
    // Means of the five scores: 9.2 and 1; BRI = round(10 × mean of the sub-score means) = 51.
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '5.1',
      bestRating: 10,
      worstRating: 1,
      reviewCount: 2,
    });
    expect(
      product.review.map((r: { reviewRating: { ratingValue: number } }) => r.reviewRating),
    ).toEqual([
      { '@type': 'Rating', ratingValue: 9.2, bestRating: 10, worstRating: 1 },
      { '@type': 'Rating', ratingValue: 1, bestRating: 10, worstRating: 1 },
    ]);
    expect(JSON.stringify(product)).not.toContain('Not yet approved');
    expect(product.offers).toEqual({
      '@type': 'Offer',
      price: '50.00',
      priceCurrency: 'USD',
      url: expect.stringMatching(/^https:\/\/www\.amazon\.com\/dp\/B0TEST\d{4}$/),
    });
    expect(product.image).toBe(`${TEST_PUBLIC_URL}/images/categories/deployment.svg`);
  });

  it('leaves out rating, reviews, picture and link when there are none', async () => {
    const page = await crawl(`/product/${ids.bare}`);
    const product = productOf(page);
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    expect(product).not.toHaveProperty('image');
    expect(product.offers).toEqual({ '@type': 'Offer', price: '50.00', priceCurrency: 'USD' });
    expect(page.ogImage).toBe(`${TEST_PUBLIC_URL}/images/og-default.svg`);
    expect(productOf(await crawl(`/product/${ids.noImage}`))).not.toHaveProperty('image');
  });

  it('answers unknown paths with the 404 page, marked noindex', async () => {
    const unknown = await crawl('/no/such/place');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toContain('text/html');
    expect(unknown.title).toBe('Mission Failed | Battle Ready');
    expect(unknown.robots).toBe('noindex');
    const product = await crawl('/product/00000000-0000-4000-8000-000000000000');
    expect(product.status).toBe(404);
    expect(product.title).toBe('Product Not Found | Battle Ready');
    expect(product.robots).toBe('noindex');
  });

  it("marks members' and admins' pages noindex, and leaves public ones indexable", async () => {
    for (const path of ['/auth', '/profile', '/admin', '/submit-product', '/setup'])
      expect((await crawl(path)).robots, path).toBe('noindex');
    for (const path of ['/', '/products', '/faq', '/terms'])
      expect((await crawl(path)).robots, path).toBeUndefined();
  });
});

describe('sitemap.xml over HTTP (anyone)', () => {
  async function sitemap() {
    const res = await fetch(`${origin}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const doc = parseDocument(await res.text(), { xmlMode: true });
    return DomUtils.getElementsByTagName('url', doc).map((url) => {
      const child = (tag: string) => {
        const el = DomUtils.getElementsByTagName(tag, url)[0];
        return el ? DomUtils.textContent(el) : undefined;
      };
      return { loc: child('loc')!, lastmod: child('lastmod') };
    });
  }

  it('lists every public page and category, and no private page', async () => {
    const urls = await sitemap();
    const locs = urls.map((u) => u.loc.replace(TEST_PUBLIC_URL, ''));
    for (const path of ['/', '/products', '/compare', '/about', '/mission', '/faq', '/contact'])
      expect(locs).toContain(path);
    expect(locs).toEqual(expect.arrayContaining(['/terms', '/privacy']));
    expect(locs).toContain('/products?category=tech');
    for (const path of ['/admin', '/profile', '/auth', '/setup', '/submit-product'])
      expect(locs.some((l) => l.startsWith(path))).toBe(false);
    expect(urls.every((u) => u.loc.startsWith(`${TEST_PUBLIC_URL}/`))).toBe(true);
  });

  it('dates a product by its last visible change, and not by a view counted', async () => {
    const product = await insertProduct(t.db, {
      category: 'tech',
      createdAt: new Date('2023-03-04T10:00:00Z'),
    });
    const lastmod = async () =>
      (await sitemap()).find((u) => u.loc.endsWith(`/product/${product.id}`))?.lastmod;
    expect(await lastmod()).toBe('2023-03-04');
    expect((await fetch(`${origin}/api/products/${product.id}/views`, { method: 'POST' })).ok).toBe(
      true,
    );
    expect(await lastmod()).toBe('2023-03-04');
    await t.db.update(products).set({ price: 61 }).where(eq(products.id, product.id));
    expect(await lastmod()).toBe(new Date().toISOString().slice(0, 10));
  });

  it('dates catalogue pages by their latest product, legal pages by their document, and no others', async () => {
    const urls = await sitemap();
    const lastmodOf = (path: string) => urls.find((u) => u.loc === TEST_PUBLIC_URL + path)?.lastmod;
    const today = new Date().toISOString().slice(0, 10);
    // The reviewed product's figures were recomputed today; no product is in Nutrition.
    expect(lastmodOf('/products')).toBe(today);
    expect(lastmodOf('/')).toBe(today);
    expect(lastmodOf('/products?category=deployment')).toBe(today);
    expect(lastmodOf('/products?category=nutrition')).toBeUndefined();
    await t.db.insert(legalDocuments).values({
      documentType: 'terms',
      version: '1.0',
      fileUrl: 'legal/terms/x.pdf',
      uploadedAt: new Date('2024-07-08T00:00:00Z'),
    });
    const after = await sitemap();
    expect(after.find((u) => u.loc === `${TEST_PUBLIC_URL}/terms`)?.lastmod).toBe('2024-07-08');
    expect(after.find((u) => u.loc === `${TEST_PUBLIC_URL}/privacy`)?.lastmod).toBeUndefined();
    for (const path of ['/faq', '/about', '/mission', '/contact', '/compare'])
      expect(after.find((u) => u.loc === TEST_PUBLIC_URL + path)?.lastmod).toBeUndefined();
  });
});

describe('robots.txt over HTTP (anyone)', () => {
  it('keeps crawlers out of private areas and the API, and points at the sitemap', async () => {
    const body = await (await fetch(`${origin}/robots.txt`)).text();
    const disallowed = body
      .split('\n')
      .filter((l) => l.startsWith('Disallow:'))
      .map((l) => l.slice('Disallow:'.length).trim());
    // Robots rules match by path prefix; we use no Allow lines.
    const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));
    for (const path of ['/admin', '/profile', '/auth', '/auth/reset-password', '/api', '/api/'])
      expect(blocked(path), path).toBe(true);
    expect(blocked('/api/products')).toBe(true);
    for (const path of ['/', '/products?category=tech', `/product/${ids.rated}`, '/faq'])
      expect(blocked(path), path).toBe(false);
    expect(body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});
