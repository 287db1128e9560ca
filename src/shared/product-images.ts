// Where product pictures may come from (decision 007). Our own pages never load images from
// hosts a submitter chose: that would tell a stranger's server who looked at which product.
// Amazon's image hosts are the exception, since every product already links to Amazon.

export const PRODUCT_IMAGE_HOSTS = [
  'm.media-amazon.com',
  'images-na.ssl-images-amazon.com',
  'images-eu.ssl-images-amazon.com',
  'images-fe.ssl-images-amazon.com',
] as const;

const HOSTS: ReadonlySet<string> = new Set(PRODUCT_IMAGE_HOSTS);

/** A path on the site itself (`/images/…`), never a protocol-relative `//host/…`. */
export const isSitePath = (src: string) => /^\/(?!\/)[\w\-./]+$/.test(src);

/** A site image as lists carry it; any other address is not for a browser (issue 32). */
export const siteImageOrNull = (src: string | null) => (src && isSitePath(src) ? src : null);

/** True for our own images (`/images/…`) and https images on Amazon's image hosts. */
export function isDisplayableImage(src: string): boolean {
  if (isSitePath(src)) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The widths our own copy of a product's picture is kept at (features/pictures): a phone's
 * card, a desktop card at 2x, the product page at 2x.
 */
export const PICTURE_WIDTHS = [240, 480, 720, 1080] as const;

/** What products.picture holds: our re-encoded copy (issue 32). */
export interface StoredPicture {
  /** Names the files: pictures/<product id>/<hash>-<width>.<webp|avif>. */
  hash: string;
  widths: number[];
  avif: boolean;
  width: number;
  height: number;
}

/** Where the app serves our copies of product pictures (features/pictures). */
export const PICTURES_PATH = '/api/pictures';

/** What the browser is given to show a product's picture: ours, or a site image. */
export interface ProductPicture {
  src: string;
  /** `url 240w, url 480w, …` (WebP); null for a single site image. */
  srcset: string | null;
  /** The same widths as AVIF, when it measured smaller. */
  avifSrcset: string | null;
  width: number;
  height: number;
}

export const pictureKey = (productId: string, hash: string, width: number, format: string) =>
  `pictures/${productId}/${hash}-${width}.${format}`;

/**
 * The picture a product shows: our copy once made, a site image (the demo's) as it is, and
 * none (the placeholder) for an address we have not copied yet, or could not.
 */
export function productPicture(
  productId: string,
  imageUrl: string | null,
  stored: StoredPicture | null,
  /**
   * The widest a list offers: past 2x a phone's card, pixels cost more than they show. The
   * smallest is always offered: 0 asks for it alone (low-data mode).
   */
  maxWidth = Infinity,
): ProductPicture | null {
  if (stored) {
    const url = (w: number, format: string) =>
      `${PICTURES_PATH}/${pictureKey(productId, stored.hash, w, format).slice('pictures/'.length)}`;
    const widths = stored.widths.filter((w, i) => i === 0 || w <= maxWidth);
    const set = (format: string) => widths.map((w) => `${url(w, format)} ${w}w`).join(', ');
    const middle = widths[Math.min(1, widths.length - 1)]!;
    return {
      src: url(middle, 'webp'),
      srcset: set('webp'),
      avifSrcset: stored.avif ? set('avif') : null,
      width: stored.width,
      height: stored.height,
    };
  }
  if (imageUrl && isSitePath(imageUrl)) {
    return { src: imageUrl, srcset: null, avifSrcset: null, width: 800, height: 600 };
  }
  return null;
}
