import { useState } from 'react';
import { isDisplayableImage } from '@shared/product-images';
import { isWebUrl } from '@shared/schemas/submissions';

/**
 * What the product's picture will look like, before it is sent. Images on other hosts are
 * never loaded here either (decision 007): the member is told the product will show our
 * placeholder instead.
 */
export function ImagePreview({ url }: { url: string }) {
  const trimmed = url.trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!trimmed || !isWebUrl(trimmed)) return null;
  if (!isDisplayableImage(trimmed)) {
    return (
      <p className="text-sm text-muted-foreground">
        Only Amazon product images are shown on Battle Ready; this product will show a placeholder
        picture. You can leave the field empty.
      </p>
    );
  }
  if (failedUrl === trimmed) {
    return <p className="text-sm text-destructive">This image could not be loaded.</p>;
  }
  return (
    <img
      src={trimmed}
      alt="How the product will look"
      onError={() => setFailedUrl(trimmed)}
      className="h-24 w-32 rounded-md border bg-muted object-contain"
    />
  );
}
