import { pictureKey, type StoredPicture } from '@shared/product-images';

/** Every file of a product's copy of its picture: a deletion removes them with the row. */
export const pictureKeys = (productId: string, picture: StoredPicture) =>
  picture.widths.flatMap((w) => [
    pictureKey(productId, picture.hash, w, 'webp'),
    ...(picture.avif ? [pictureKey(productId, picture.hash, w, 'avif')] : []),
  ]);
