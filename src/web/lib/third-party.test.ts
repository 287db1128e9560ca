import { describe, expect, it } from 'vitest';
import { createAds } from './ads';
import { createAnalytics } from './analytics';
import type { ThirdPartyPage } from './third-party';

/** A stand-in page: its <meta> tags, the scripts added and the queues, for inspection. */
function fakePage(meta: Record<string, string> = {}) {
  const scripts: { src: string; crossOrigin?: string }[] = [];
  const queues: Record<string, unknown[]> = {};
  const page: ThirdPartyPage = {
    meta: (name) => meta[name] ?? null,
    addScript: (src, crossOrigin) => scripts.push({ src, crossOrigin }),
    queue: (name) => (queues[name] ??= []),
    origin: () => 'https://battleready.example',
  };
  return { page, scripts, queues };
}

/** gtag commands as plain arrays (the dataLayer holds Arguments objects). */
const commands = (layer: unknown[] = []) =>
  layer.map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    return Array.from(entry as ArrayLike<unknown>);
  });

describe('analytics', () => {
  it('does nothing at all without an analytics ID: no script, no dataLayer', () => {
    const { page, scripts, queues } = fakePage();
    const analytics = createAnalytics(page);
    analytics.trackPageView('/products?search=boot', 'All Products | Battle Ready');
    analytics.trackPageView('/faq', 'FAQ | Battle Ready');
    expect(scripts).toEqual([]);
    expect(queues).toEqual({});
  });

  it('does nothing with a malformed ID in the page', () => {
    const { page, scripts, queues } = fakePage({ 'br-analytics-id': 'G-1"><script>' });
    createAnalytics(page).trackPageView('/', 'Home');
    expect(scripts).toEqual([]);
    expect(queues).toEqual({});
  });

  it("loads Google's tag once and sends a page view per navigation with path, query and title", () => {
    const { page, scripts, queues } = fakePage({ 'br-analytics-id': 'G-ABC123XYZ' });
    const analytics = createAnalytics(page);
    analytics.trackPageView('/', 'Battle Ready – Military & Tactical Gear Reviews');
    analytics.trackPageView('/products?search=boot&sort=rating', 'All Products | Battle Ready');
    expect(scripts).toEqual([
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ', crossOrigin: undefined },
    ]);
    const [js, config, ...events] = commands(queues.dataLayer);
    expect(js![0]).toBe('js');
    expect(js![1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-ABC123XYZ', { send_page_view: false }]);
    expect(events).toEqual([
      [
        'event',
        'page_view',
        {
          page_path: '/',
          page_location: 'https://battleready.example/',
          page_title: 'Battle Ready – Military & Tactical Gear Reviews',
        },
      ],
      [
        'event',
        'page_view',
        {
          page_path: '/products?search=boot&sort=rating',
          page_location: 'https://battleready.example/products?search=boot&sort=rating',
          page_title: 'All Products | Battle Ready',
        },
      ],
    ]);
  });
});

describe('ads', () => {
  it('names no client and requests nothing when the page has none', () => {
    const { page, scripts, queues } = fakePage({ 'br-analytics-id': 'G-ABC123XYZ' });
    const ads = createAds(page);
    expect(ads.client()).toBeNull();
    ads.requestAd();
    expect(scripts).toEqual([]);
    expect(queues).toEqual({});
  });

  it('loads the AdSense script once and pushes one request per ad unit', () => {
    const { page, scripts, queues } = fakePage({ 'br-adsense-client': 'ca-pub-1234567890123456' });
    const ads = createAds(page);
    expect(ads.client()).toBe('ca-pub-1234567890123456');
    ads.requestAd();
    ads.requestAd();
    expect(scripts).toEqual([
      {
        src: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
        crossOrigin: 'anonymous',
      },
    ]);
    expect(queues.adsbygoogle).toEqual([{}, {}]);
  });
});
