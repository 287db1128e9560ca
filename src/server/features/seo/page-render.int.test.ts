import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_VIEWER_ID, SSR_STATE_ID, type PageAnswers } from '@shared/page-render';
import { createMember, type Member } from '../../test/accounts';
import { heardBy, productEvent } from '../../test/change-feed';
import { insertProduct } from '../../test/fixtures';
import { requestsFrom } from '../../test/requests';
import type { EventStream } from '../../test/sse-client';
import { useTestApp } from '../../test/use-test-app';

// Issue 16: the pages search engines index arrive rendered, with the answers they were rendered
// from; member, admin and one-time pages arrive empty for the browser to render.

const RENDERER = path.resolve('src/web/entry-server.tsx');
const TRICKY_NAME = "Kit $& Co $' end </script><script>alert(1)</script>";

const t = useTestApp({ webRoot: true, config: { pageRenderer: RENDERER } });
let member: Member;
let productId: string;

beforeAll(async () => {
  productId = (await insertProduct(t.db, { name: TRICKY_NAME })).id;
  member = await createMember(t);
});

async function page(url: string, who: Member | null = null, app = t.app) {
  const res = await requestsFrom(app, who).get(url);
  const doc = parseDocument(res.body);
  const root = DomUtils.findOne((el) => el.attribs.id === 'root', doc.children)!;
  const stateEl = DomUtils.findOne((el) => el.attribs.id === SSR_STATE_ID, doc.children);
  const state = stateEl ? (JSON.parse(DomUtils.textContent(stateEl)) as PageAnswers) : null;
  return { res, text: DomUtils.textContent(root), state, raw: res.body };
}

describe('a public page', () => {
  it('arrives with its content and the answers it was rendered from', async () => {
    const { res, text, state, raw } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(text).toContain('Gear reviews from the people who carry it');
    expect(text).toContain(TRICKY_NAME);
    expect(JSON.stringify(state)).toContain(TRICKY_NAME);
    // Nothing a visitor's product name holds can close the state's script element.
    expect(raw).not.toContain('</script><script>alert(1)');
    expect(raw).not.toContain('<!--app-html-->');
    // Each icon is drawn once, in the sprite before #root, and used by reference (issue 26).
    const [sprite, rest] = raw.split('<div id="root">') as [string, string];
    const used = new Set([...rest.matchAll(/<use href="#(i-[a-z0-9-]+)"/g)].map((m) => m[1]));
    const drawn = [...sprite.matchAll(/<symbol id="(i-[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(used.size).toBeGreaterThan(0);
    expect(new Set(drawn)).toEqual(used);
    expect(drawn).toHaveLength(used.size);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  // Issue 51: the browser's service worker keeps these with the page, to read offline.
  it('names the API paths its answers were read from, and only those that answered', async () => {
    const { state } = await page('/');
    expect(state?.read).toEqual(
      expect.arrayContaining(['/api/settings/public', '/api/products/highlights']),
    );
    const framed = await page('/', member);
    expect(framed.state?.read).not.toContain('/api/me/gear-kit');
  });

  it("renders a product's page with its name taken literally", async () => {
    const { res, text } = await page(`/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(text).toContain(TRICKY_NAME);
  });

  it("renders a signed-in member's page in their frame: their header's shape, none of their data", async () => {
    const { res, state, raw } = await page('/', member);
    const json = JSON.stringify(state);
    expect(json).not.toContain(member.email);
    expect(json).not.toContain(member.id);
    // The header's shape (signed in, no Gear Kit yet), which the browser then fills.
    const viewer = state?.answers.find(([key]) => key.join() === 'viewer')?.[1];
    expect(viewer).toMatchObject({ id: FRAME_VIEWER_ID, email: '', name: '', gearKitCount: 0 });
    expect(raw).toContain('aria-label="Account menu"');
    expect(raw).not.toContain('>Sign In<');
    // The member's own answers are left for the browser to ask.
    expect(json).not.toContain('gear-kit');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("leaves out a visitor's viewer answer only when there is none to give", async () => {
    const { state } = await page('/');
    expect(JSON.stringify(state)).not.toContain(member.email);
  });
});

describe('pages rendered in the browser', () => {
  for (const url of ['/profile', '/admin', '/auth', '/submit-product', '/no/such/page']) {
    it(`${url} arrives empty, with no answers`, async () => {
      const { text, state } = await page(url);
      expect(text).toBe('');
      expect(state).toBeNull();
    });
  }

  it('an unknown product arrives empty, with its 404', async () => {
    const { res, text } = await page('/product/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(text).toBe('');
  });
});

describe('a renderer that fails', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-renderer-'));
  const file = path.join(dir, 'renderer.mjs');

  beforeAll(() => {
    fs.writeFileSync(file, 'export const renderPage = async () => { throw new Error("boom"); };');
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const failing = useTestApp({ config: () => ({ webRoot: t.webRoot, pageRenderer: file }) });

  it('leaves the page to the browser instead of failing it', async () => {
    const res = await failing.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>');
  });
});

describe("a visitor's page, kept in the read cache", () => {
  const cached = useTestApp({
    config: () => ({
      webRoot: t.webRoot,
      pageRenderer: RENDERER,
      readCacheBytes: 8 * 1024 * 1024,
    }),
  });
  let stream: EventStream;

  beforeAll(async () => {
    stream = await heardBy(cached.app);
  });

  afterAll(() => {
    stream?.close();
  });

  it('is served again until any change, and never to a member', async () => {
    const product = await insertProduct(cached.db, { name: 'Page Cached Pack' });
    await stream.next(productEvent(product.id, 0));
    const url = `/product/${product.id}`;
    const first = await page(url, null, cached.app);
    expect(first.text).toContain('Page Cached Pack');
    // The answers carry the time they were fetched: the same state is the same render.
    const again = await page(url, null, cached.app);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(first.state));

    const member = await createMember(cached);
    const framed = await page(url, member, cached.app);
    expect(framed.raw).toContain('aria-label="Account menu"');
    expect(JSON.stringify(framed.state)).not.toBe(JSON.stringify(first.state));

    const before = Date.now();
    const other = await insertProduct(cached.db, { name: 'Unrelated Item' });
    await stream.next(productEvent(other.id, before));
    const after = await page(url, null, cached.app);
    expect(after.text).toContain('Page Cached Pack');
    expect(JSON.stringify(after.state)).not.toBe(JSON.stringify(first.state));
  });
});
