import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertProduct, insertReview } from '../../test/fixtures';
import { startTestApp, TEST_PUBLIC_URL } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

let webRoot: string;
beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'br-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<html><head><!--app-head--></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.map'), '{}');
  fs.mkdirSync(path.join(webRoot, 'images'));
  fs.writeFileSync(path.join(webRoot, 'images', 'tent.svg'), '<svg/>');
});
afterAll(() => {
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const t = useTestApp({ config: () => ({ webRoot }) });
let productId: string;
beforeAll(async () => {
  productId = (await insertProduct(t.db, { name: 'Trail <Runner> & Co', price: 89.5 })).id;
  const author = await insertMember(t.db, { branch: 'army', name: 'Reviewer "One"' });
  await insertReview(t.db, productId, author, {
    title: 'Good',
    durability: 9,
    portability: 8,
    costValue: 7,
    civilianAdaptation: 8,
    overallUtility: 9,
  });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

describe('SPA pages with server-rendered head (anyone)', () => {
  it('renders the home head: title, canonical, organisation and website search action', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<title>Battle Ready – Military &amp; Tactical Gear Reviews</title>',
    );
    expect(res.body).toContain(`<link data-head rel="canonical" href="${TEST_PUBLIC_URL}/">`);
    const types = jsonLd(res.body).map((l) => l['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(jsonLd(res.body)[1].potentialAction.target).toBe(
      `${TEST_PUBLIC_URL}/products?search={search_term_string}`,
    );
  });

  it('renders a product with escaped text and truthful structured data', async () => {
    const res = await page(`/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Trail &lt;Runner&gt; &amp; Co | Battle Ready</title>');
    const product = jsonLd(res.body).find((l) => l['@type'] === 'Product');
    // BRI = round(10 × mean(9,8,7,8,9)) = 82 → 8.2 out of 10.
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '8.2',
      bestRating: 10,
      worstRating: 1,
      reviewCount: 1,
    });
    expect(product.offers).toMatchObject({ price: '89.50', priceCurrency: 'USD' });
    expect(product.review[0].reviewRating).toMatchObject({
      ratingValue: 8.2,
      bestRating: 10,
      worstRating: 1,
    });
    expect(product.review[0].author.name).toBe('Reviewer "One"');
    const crumbs = jsonLd(res.body).find((l) => l['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'All Products',
      'Deployment Essentials',
      'Trail <Runner> & Co',
    ]);
  });

  it('answers 404 with "Product Not Found" for an unknown product and "Mission Failed" elsewhere', async () => {
    const missing = await page('/product/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Product Not Found | Battle Ready</title>');
    expect(missing.body).toContain('name="robots" content="noindex"');
    const unknown = await page('/no/such/place');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Mission Failed | Battle Ready</title>');
  });

  it("names a shared Mission Matcher link's mission and budget in its head", async () => {
    const shared = await page('/mission-matcher?profile=pt-fitness&budget=450&durability=high');
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain(
      '<title>PT &amp; fitness kit within $450 – Mission Matcher | Battle Ready</title>',
    );
    expect(shared.body).toContain(
      'content="PT &amp; fitness kit within $450, ranked by the community&#39;s reviews: 2 × Training &amp; PT Gear, 1 × Nutrition &amp; Sustainment, 1 × Tech &amp; Communications."',
    );
    expect(shared.body).toContain(
      `href="${TEST_PUBLIC_URL}/mission-matcher?profile=pt-fitness&amp;budget=450"`,
    );
    const plain = await page('/mission-matcher?budget=3');
    expect(plain.body).toContain('<title>Mission Matcher | Battle Ready</title>');
  });

  it('keeps the category in the catalogue canonical URL', async () => {
    expect((await page('/products?category=tech&sort=rating')).body).toContain(
      `href="${TEST_PUBLIC_URL}/products?category=tech"`,
    );
  });

  it('serves hashed assets for a year and pages without caching, under a self-only CSP', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Pictures change only with a release: a week. Source maps stay with the operator.
    const picture = await t.app.inject({ method: 'GET', url: '/images/tent.svg' });
    expect(picture.headers['cache-control']).toBe('public, max-age=604800');
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    const html = await page('/about');
    expect(html.headers['cache-control']).toBe('no-cache');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // Images: our own only; product pictures are our copies (issue 32).
    const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('answers missing files and unknown API paths with JSON 404s, never the SPA', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    expect((await t.app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
  });
});

describe('sitemap and robots (anyone)', () => {
  it('lists public pages and every product, but no private pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>${TEST_PUBLIC_URL}/product/${productId}</loc>`);
    expect(res.body).toContain(`<loc>${TEST_PUBLIC_URL}/faq</loc>`);
    expect(res.body).toContain(`<loc>${TEST_PUBLIC_URL}/mission-matcher</loc>`);
    expect(res.body).not.toContain('/admin');
    expect(res.body).not.toContain('/profile');
  });

  it('points robots at the sitemap and keeps crawlers out of private areas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
  });
});

describe('compression', () => {
  it('serves a precompressed asset when the client accepts it', async () => {
    fs.writeFileSync(path.join(webRoot, 'assets', 'big-1.js'), 'x'.repeat(4000));
    fs.writeFileSync(path.join(webRoot, 'assets', 'big-1.js.br'), 'BROTLI');
    // @fastify/static lists files at start-up: a fresh app sees the new ones.
    const t2 = await startTestApp({ webRoot });
    try {
      const res = await t2.app.inject({
        method: 'GET',
        url: '/assets/big-1.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.body).toBe('BROTLI');
    } finally {
      await t2.close();
    }
  });

  it('compresses JSON above 1 KB, and leaves small bodies alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('page compression', () => {
  it('compresses the rendered page for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/${productId}`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('Trail &lt;Runner&gt; &amp; Co');
  });
});
