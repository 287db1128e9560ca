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
