import { useState } from 'react';
import { productPicture, type StoredPicture } from '@shared/product-images';
import { cn } from '@web/lib/cn';
import { useLowData } from '@web/lib/low-data';

const PLACEHOLDER = '/images/placeholder.svg';

/**
 * How soon the browser fetches an image: `first` for the one a page is judged by (its largest
 * paint), `eager` for the others in view at load, `lazy` for the rest.
 */
export type ImageLoad = 'first' | 'eager' | 'lazy';

/** What a product carries of its picture: a site image, or our copy (issue 32). */
export interface PictureOf {
  id: string;
  imageUrl: string | null;
  picture: StoredPicture | null;
}

/** A card's width on each layout (product-card.tsx's grid): what `sizes` tells the browser. */
export const CARD_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';
/** Cards offer widths up to this: a phone's card at 2x. */
export const CARD_MAX_WIDTH = 720;

/**
 * Our own copy of a product's picture, in the widths and formats the browser may choose from
 * (AVIF where it measured smaller, else WebP), or a site image; the placeholder while there is
 * neither, or when it fails to load. In low-data mode, only the smallest width. Nothing comes from another host (decision 007, issue 32).
 */
export function ProductImage({
  product,
  alt,
  className,
  load = 'lazy',
  sizes = '100vw',
  maxWidth,
}: {
  product: PictureOf;
  alt: string;
  className?: string;
  load?: ImageLoad;
  /** The image's rendered width per layout, as `sizes` reads. */
  sizes?: string;
  maxWidth?: number;
}) {
  const [failed, setFailed] = useState(false);
  // Low-data mode offers the smallest width alone, whatever the screen.
  const { on: lowData } = useLowData();
  const picture = failed
    ? null
    : productPicture(product.id, product.imageUrl, product.picture, lowData ? 0 : maxWidth);
  const img = (
    <img
      src={picture?.src ?? PLACEHOLDER}
      srcSet={picture?.srcset ?? undefined}
      sizes={picture?.srcset ? sizes : undefined}
      alt={alt}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : undefined}
      decoding="async"
      // Every picture is shown at 4:3 (.product-image): the box is known before it loads.
      width={800}
      height={600}
      onError={() => setFailed(true)}
      className={cn('product-image', className)}
    />
  );
  if (!picture?.avifSrcset) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avifSrcset} sizes={sizes} />
      {img}
    </picture>
  );
}
