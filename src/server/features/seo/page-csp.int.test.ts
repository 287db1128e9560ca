import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '../site/schema';
import { useTestApp } from '../../test/use-test-app';
import { STAND_IN_SCRIPT } from '../../test/web-root';

// Decision 010: a page's CSP names a third party only for what the settings switch on, and the
// page tells the browser exactly those IDs.

const GA = 'G-TEST12345';
const CLIENT = 'ca-pub-1234567890123456';
const GA_SCRIPT = ['https://*.googletagmanager.com'];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ADS_SCRIPT = [
  'https://pagead2.googlesyndication.com',
  'https://partner.googleadservices.com',
  'https://tpc.googlesyndication.com',
  'https://www.googletagservices.com',
  'https://adservice.google.com',
];
const ADS_IMG = [
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
];
const ADS_CONNECT = [
  'https://pagead2.googlesyndication.com',
  'https://adservice.google.com',
  'https://googleads.g.doubleclick.net',
];
const ADS_FRAME = [
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://www.google.com',
];

/** The template's inline script, which the CSP lets run by its hash (decision 018). */
const TEMPLATE_SCRIPT = `'sha256-${createHash('sha256').update(STAND_IN_SCRIPT).digest('base64')}'`;

const t = useTestApp({ personas: true, webRoot: true });
const { who } = t;

/** Stored as an admin's save would leave it, including values saved before formats were checked. */
async function setSettings(values: Record<string, string>) {
  for (const [settingKey, settingValue] of Object.entries(values)) {
    await t.db
      .insert(siteSettings)
      .values({ settingKey, settingValue })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue } });
  }
}
const allOff = () =>
  setSettings({ google_analytics_id: '', adsense_enabled: 'false', google_adsense_client_id: '' });

async function page(url = '/products?category=tech') {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  const csp = Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;
  const meta = (name: string) =>
    new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(res.body)?.[1] ?? null;
  return {
    res,
    csp,
    header: String(header),
    analyticsMeta: meta('br-analytics-id'),
    adsMeta: meta('br-adsense-client'),
  };
}

describe('page CSP and integration IDs follow the site settings (anyone)', () => {
  it('names no Google host and no ID by default', async () => {
    await allOff();
    const p = await page();
    expect(p.header).not.toMatch(/google|doubleclick/);
    expect(p.csp['script-src']).toEqual(["'self'", TEMPLATE_SCRIPT]);
    // Product pictures are our own copies (issue 32): no image host but ours.
    expect(p.csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(p.csp['connect-src']).toEqual(["'self'"]);
    expect(p.csp['frame-src']).toEqual(["'self'"]);
    expect(p.analyticsMeta).toBeNull();
    expect(p.adsMeta).toBeNull();
  });

  it("adds exactly Google Analytics' hosts when an analytics ID is set; ads stay out", async () => {
    await allOff();
    await setSettings({ google_analytics_id: GA });
    const p = await page();
    expect(p.csp['script-src']).toEqual(["'self'", TEMPLATE_SCRIPT, ...GA_SCRIPT]);
    expect(p.csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...GA_IMG]);
    expect(p.csp['connect-src']).toEqual(["'self'", ...GA_CONNECT]);
    expect(p.csp['frame-src']).toEqual(["'self'"]);
    expect(p.header).not.toMatch(/googlesyndication|doubleclick|googleadservices/);
    expect(p.analyticsMeta).toBe(GA);
    expect(p.adsMeta).toBeNull();
  });

  it('adds no ad host while AdSense lacks either its switch or its client ID', async () => {
    await allOff();
    await setSettings({ adsense_enabled: 'true' });
    const switchedOnOnly = await page();
    expect(switchedOnOnly.header).not.toMatch(/google|doubleclick/);
    expect(switchedOnOnly.adsMeta).toBeNull();
    await setSettings({ adsense_enabled: 'false', google_adsense_client_id: CLIENT });
    const clientOnly = await page();
    expect(clientOnly.header).not.toMatch(/google|doubleclick/);
    expect(clientOnly.adsMeta).toBeNull();
  });

  it('adds both sets when both are on, each host once', async () => {
    await setSettings({
      google_analytics_id: GA,
      adsense_enabled: 'true',
      google_adsense_client_id: CLIENT,
    });
    const p = await page(`/product/00000000-0000-4000-8000-000000000000`);
    expect(p.res.statusCode).toBe(404);
    expect(p.csp['script-src']).toEqual(["'self'", TEMPLATE_SCRIPT, ...GA_SCRIPT, ...ADS_SCRIPT]);
    expect(p.csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...GA_IMG, ...ADS_IMG]);
    expect(p.csp['connect-src']).toEqual(["'self'", ...GA_CONNECT, ...ADS_CONNECT]);
    expect(p.csp['frame-src']).toEqual(["'self'", ...ADS_FRAME]);
    expect(p.analyticsMeta).toBe(GA);
    expect(p.adsMeta).toBe(CLIENT);
    // Still nothing inline but what a hash names (decision 018).
    expect(p.csp['script-src']!.join(' ')).not.toMatch(/unsafe|nonce/);
    expect(p.csp['style-src']).toEqual(["'self'"]);
  });

  it('gives every visitor the same page and the same CSP: nothing in them is per request', async () => {
    const first = await page('/faq');
    for (let i = 0; i < 5; i++) {
      const again = await page('/faq');
      expect(again.res.body).toBe(first.res.body);
      expect(again.header).toBe(first.header);
    }
    expect(first.header).not.toMatch(/nonce/);
    expect(first.res.body).not.toMatch(/nonce/);
  });

  it('keeps the strict CSP on API answers, whatever the settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json().analyticsId).toBe(GA);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/google|doubleclick/);
  });

  it('turns off the powerful features the site never uses', async () => {
    const policy = String((await page()).res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).not.toMatch(/fullscreen|clipboard/);
  });

  it("keeps helmet's other headers on a widened page", async () => {
    await allOff();
    const strict = (await page()).res.headers;
    await setSettings({ google_analytics_id: GA });
    const widened = (await page()).res.headers;
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'permissions-policy',
    ]) {
      expect(widened[name], name).toBeDefined();
      expect(widened[name], name).toBe(strict[name]);
    }
    expect(widened['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('ignores IDs stored before their format was checked', async () => {
    await setSettings({
      google_analytics_id: 'G-1"><script>',
      adsense_enabled: 'true',
      google_adsense_client_id: 'pub-123',
    });
    const p = await page();
    expect(p.header).not.toMatch(/google|doubleclick/);
    expect(p.res.body).not.toContain('br-analytics-id');
    // The template's own script is the only plain <script> in the page.
    expect(p.res.body.split('<script>')).toHaveLength(2);
  });

  it("follows an admin's save on the very next page, and back (no cache to go stale)", async () => {
    await allOff();
    const save = (key: string, value: string) =>
      t.as(who.admin).put(`/api/admin/settings/${key}`, { value });
    expect((await save('google_analytics_id', GA)).statusCode).toBe(200);
    expect((await page('/faq')).analyticsMeta).toBe(GA);
    expect((await save('google_analytics_id', '')).statusCode).toBe(200);
    const off = await page('/faq');
    expect(off.analyticsMeta).toBeNull();
    expect(off.header).not.toMatch(/google/);
  });
});
