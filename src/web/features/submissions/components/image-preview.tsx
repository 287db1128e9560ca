import { isDisplayableImage, isSitePath } from '@shared/product-images';
import { isWebUrl } from '@shared/schemas/common';

/**
 * What will become of the product's picture. Nothing is loaded from the address here: a
 * reader's browser never contacts a picture's host (issue 32). Our server copies a picture on
 * Amazon's image hosts once the product is approved; any other host leaves the placeholder.
 */
export function ImagePreview({ url }: { url: string }) {
  const trimmed = url.trim();
  if (!trimmed || isSitePath(trimmed) || !isWebUrl(trimmed)) return null;
  if (!isDisplayableImage(trimmed)) {
    return (
      <p className="text-sm text-muted-foreground">
        Only Amazon product images are shown on Battle Ready; this product will show a placeholder
        picture. You can leave the field empty.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      Battle Ready keeps its own copy of this picture: it is fetched once the product is approved,
      and the product shows a placeholder until then.
    </p>
  );
}
