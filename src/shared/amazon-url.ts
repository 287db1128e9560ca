// Amazon product links (SPEC §5 Product submission): which hosts count, and the product's ASIN.
// Shared, so the form can recognise a link as the member pastes it and the server agrees.

/** The Amazon storefronts SPEC §5 accepts, as `amazon.<tld>`, each optionally with `www.`. */
export const AMAZON_TLDS = [
  'com',
  'co.uk',
  'ca',
  'de',
  'fr',
  'es',
  'it',
  'co.jp',
  'com.au',
  'in',
  'com.br',
  'com.mx',
  'nl',
  'se',
  'pl',
  'com.tr',
  'ae',
  'sg',
] as const;
export type AmazonTld = (typeof AMAZON_TLDS)[number];

const TLDS: ReadonlySet<string> = new Set(AMAZON_TLDS);
const ASIN = /^[A-Z0-9]{10}$/i;

/**
 * The path shapes a product page comes in: the ASIN is the segment after one of these.
 * `/Some-Slug/dp/ASIN/ref=…`, `/gp/product/ASIN`, `/gp/aw/d/ASIN` (mobile),
 * `/gp/offer-listing/ASIN`, `/exec/obidos/ASIN/ASIN` (old links).
 */
const MARKERS: readonly (readonly string[])[] = [
  ['dp'],
  ['gp', 'product'],
  ['gp', 'aw', 'd'],
  ['gp', 'offer-listing'],
  ['exec', 'obidos', 'asin'],
];

/** `amazon.co.uk` or `www.amazon.co.uk` → `co.uk`; any other host → null. */
export function amazonTld(hostname: string): AmazonTld | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  if (!bare.startsWith('amazon.')) return null;
  const tld = bare.slice('amazon.'.length);
  return TLDS.has(tld) ? (tld as AmazonTld) : null;
}

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** The ASIN in a product page's path, upper-cased; null when the path is not a product page. */
export function asinFromPath(pathname: string): string | null {
  const segments = segmentsOf(pathname);
  const lower = segments.map((s) => s.toLowerCase());
  for (let i = 0; i < segments.length; i += 1) {
    for (const marker of MARKERS) {
      if (!marker.every((m, j) => lower[i + j] === m)) continue;
      const candidate = segments[i + marker.length];
      if (candidate && ASIN.test(candidate)) return candidate.toUpperCase();
    }
  }
  return null;
}

export interface AmazonProduct {
  tld: AmazonTld;
  asin: string;
  /** `https://www.amazon.<tld>/dp/<ASIN>`: what we store and link to. */
  canonicalUrl: string;
}

export const canonicalAmazonUrl = (tld: AmazonTld, asin: string) =>
  `https://www.amazon.${tld}/dp/${asin}`;

/** A pasted link without a scheme (`amazon.com/dp/…`) is read as https. */
export function withScheme(raw: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
}

/** Reads a link to an Amazon product page; null for anything else (other hosts, searches …). */
export function parseAmazonProductUrl(raw: string): AmazonProduct | null {
  let url: URL;
  try {
    url = new URL(withScheme(raw.trim()));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const tld = amazonTld(url.hostname);
  if (!tld) return null;
  const asin = asinFromPath(url.pathname);
  if (!asin) return null;
  return { tld, asin, canonicalUrl: canonicalAmazonUrl(tld, asin) };
}
