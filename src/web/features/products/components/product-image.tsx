import { useState } from 'react';
import { isDisplayableImage } from '@shared/product-images';
import { cn } from '@web/lib/cn';

const PLACEHOLDER = '/images/placeholder.svg';

/**
 * Falls back to our placeholder when the product has no image, its image is on a host we do
 * not load from (decision 007), or it fails to load.
 */
export function ProductImage({
  src,
  alt,
  className,
  eager,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed || !isDisplayableImage(src) ? PLACEHOLDER : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={800}
      height={600}
      onError={() => setFailed(true)}
      className={cn('aspect-[4/3] w-full bg-muted object-cover', className)}
    />
  );
}
