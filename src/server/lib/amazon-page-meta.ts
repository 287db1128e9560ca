import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  URL_MAX,
} from '@shared/limits';
import { isDisplayableImage } from '@shared/product-images';
import type { TSpecValues } from '@shared/schemas/specs';
import { hasUnsafeMarkup, type TAmazonDetails } from '@shared/schemas/submissions';

/** What a page's <head> said: meta tags by property or name (lower-cased), links by rel. */
export interface PageMeta {
  properties: Record<string, string>;
  links: Record<string, string>;
  title: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Cuts at a word boundary so an auto-filled field never ends mid-word. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * Amazon titles read "Amazon.com: Garmin inReach Mini 2 … : Electronics" or end
 * " - Amazon.co.uk": keep the product's own name.
 */
export function productNameFrom(title: string): string {
  let name = squash(title);
  const prefixed = /^amazon(\.[a-z.]+)?\s*:\s*/i;
  if (prefixed.test(name)) {
    name = name.replace(prefixed, '').replace(/\s+:\s+[^:]{1,60}$/, '');
  }
  name = name.replace(/\s+[-|]\s+amazon(\.[a-z.]+)?$/i, '').trim();
  // A robot check or an error page is titled with the store's name alone.
  return /^amazon(\.[a-z.]+)?$/i.test(name) ? '' : name;
}

function firstOf(meta: PageMeta, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = meta.properties[key];
    if (value && squash(value)) return value;
  }
  return undefined;
}

function imageFrom(meta: PageMeta, page: URL): string | null {
  const raw = firstOf(meta, ['og:image', 'og:image:secure_url', 'twitter:image']);
  const href = raw ?? meta.links.image_src;
  if (!href) return null;
  try {
    const url = new URL(href.trim(), page).toString();
    // A picture the site would not show (decision 007) is no help to the form.
    return isDisplayableImage(url) && url.length <= URL_MAX ? url : null;
  } catch {
    return null;
  }
}

/**
 * Fields the form may fill, with the figures the page's details gave (`specs`); null when the
 * page gave nothing usable for any of them.
 */
export function detailsFromMeta(
  meta: PageMeta,
  page: URL,
  specs: TSpecValues = {},
): TAmazonDetails | null {
  const rawName = firstOf(meta, ['og:title', 'title', 'twitter:title']) ?? meta.title;
  const name = clip(productNameFrom(rawName), PRODUCT_NAME_MAX);
  const rawDescription = firstOf(meta, ['og:description', 'description', 'twitter:description']);
  const description = rawDescription ? clip(squash(rawDescription), PRODUCT_DESCRIPTION_MAX) : '';
  const details: TAmazonDetails = {
    name: name.length >= PRODUCT_NAME_MIN && !hasUnsafeMarkup(name) ? name : null,
    description: description && !hasUnsafeMarkup(description) ? description : null,
    imageUrl: imageFrom(meta, page),
    specs,
  };
  const said = details.name || details.description || details.imageUrl;
  return said || Object.keys(specs).length > 0 ? details : null;
}
