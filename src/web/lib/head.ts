import { createContext, useContext, useEffect } from 'react';
import { useLocation } from '@web/lib/router';
import { PAGES, type PageKey } from '@shared/pages';
import type { StaticPage } from '@shared/pages';
import { absolute, staticHead, type HeadData } from '@shared/seo';
import type { PageSite } from '@shared/page-render';
import { trackPageView } from './analytics';
import { pageShown } from './offline/worker-link';

/** The site's name (SITE_NAME) and origin, which every page's head names. */
export type Site = PageSite;

const SiteContext = createContext<Site>({ name: 'Battle Ready', origin: '' });
export const SiteProvider = SiteContext.Provider;
export const useSite = () => useContext(SiteContext);

/** The server renders og:site_name into every page; read it so SITE_NAME needs no second channel. */
export function siteInBrowser(): Site {
  return {
    name:
      document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ??
      'Battle Ready',
    origin: window.location.origin,
  };
}

let lastTracked = '';

function setHead(head: HeadData, site: Site) {
  document.title = head.title;
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  const add = (tag: string, attrs: Record<string, string>, text?: string) => {
    const el = document.createElement(tag);
    el.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    if (text) el.textContent = text;
    document.head.append(el);
  };
  const url = site.origin + head.path;
  add('meta', { name: 'description', content: head.description });
  if (head.noindex) add('meta', { name: 'robots', content: 'noindex' });
  add('link', { rel: 'canonical', href: url });
  add('meta', { property: 'og:site_name', content: site.name });
  add('meta', { property: 'og:title', content: head.title });
  add('meta', { property: 'og:description', content: head.description });
  add('meta', { property: 'og:type', content: head.ogType ?? 'website' });
  add('meta', { property: 'og:url', content: url });
  add('meta', {
    property: 'og:image',
    content: absolute(site.origin, head.image ?? '/images/og-default.svg'),
  });
  add('meta', { name: 'twitter:card', content: 'summary_large_image' });
  for (const ld of head.jsonLd) add('script', { type: 'application/ld+json' }, JSON.stringify(ld));
}

/**
 * Applies a page's head and, once per navigation, sends the page view with the final title.
 * `build` gives null while the page's data is loading.
 */
export function useHead(build: (site: Site) => HeadData | null, { kept = true } = {}) {
  const location = useLocation();
  const site = useSite();
  const head = build(site);
  const key = JSON.stringify(head);
  useEffect(() => {
    if (!head) return;
    setHead(head, site);
    const path = location.pathname + location.search;
    if (lastTracked !== location.key) {
      lastTracked = location.key;
      trackPageView(path, head.title);
      if (kept) pageShown(path, head.title);
    }
    // `key` stands for `head`, which is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, location.key]);
}

/** Every page whose head does not depend on what it shows: all but a product's. */
type StaticPageKey = Exclude<PageKey, 'product'>;

/** The head of a page of the route table, by its key; the 404 page's canonical URL is the path asked for. */
export function useStaticHead(key: StaticPageKey, page?: StaticPage) {
  const location = useLocation();
  const isNotFound = key === 'notFound';
  const { path, head } = PAGES[key];
  const data = page ?? head;
  // A path that is no page is not kept to read offline, nor the list of what is.
  useHead(
    (site) => {
      const built = staticHead(site.name, site.origin, isNotFound ? location.pathname : path, data);
      return isNotFound ? { ...built, noindex: true } : built;
    },
    { kept: !isNotFound && key !== 'offline' },
  );
}
