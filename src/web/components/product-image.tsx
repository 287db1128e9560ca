import { useState } from 'react';
import { isDisplayableImage } from '@shared/product-images';
import { cn } from '@web/lib/cn';

const PLACEHOLDER = '/images/placeholder.svg';

/**
 * How soon the browser fetches an image: `first` for the one a page is judged by (its largest
 * paint), `eager` for the others in view at load, `lazy` for the rest.
 */
export type ImageLoad = 'first' | 'eager' | 'lazy';

/**
 * Falls back to our placeholder when the product has no image, its image is on a host we do
 * not load from (decision 007), or it fails to load.
 */
export function ProductImage({
  src,
  alt,
  className,
  load = 'lazy',
}: {
  src: string | null;
  alt: string;
  className?: string;
  load?: ImageLoad;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed || !isDisplayableImage(src) ? PLACEHOLDER : src}
      alt={alt}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : undefined}
      decoding="async"
      width={800}
      height={600}
      onError={() => setFailed(true)}
      className={cn('product-image', className)}
    />
  );
}
