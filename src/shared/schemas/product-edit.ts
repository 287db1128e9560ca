import { z } from 'zod';
import {
  amazonUrlField,
  categoryField,
  isWebUrl,
  optionalImageUrl,
  priceField,
  productDescriptionField,
  productNameField,
} from './submissions';

/** Optional on an edit (SPEC §2 Admin, Products): empty becomes null, anything else an Amazon product. */
const optionalAmazonUrlField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => v?.trim() || null)
  .pipe(amazonUrlField.nullable());

/** The demo catalogue's pictures are the site's own (`/images/…`): an edit must keep them. */
const SITE_PATH = /^\/(?!\/)[\w\-./]+$/;

const productImageUrlField = optionalImageUrl((v) => isWebUrl(v) || SITE_PATH.test(v));

/**
 * SPEC §2 Admin, Products: edit name, category, price (step 0.01), description (required);
 * Amazon and image URLs optional, empty → null. The same rules as a submission (issue 6).
 */
export const ZProductEdit = z.object({
  name: productNameField,
  category: categoryField,
  price: priceField,
  amazonUrl: optionalAmazonUrlField,
  imageUrl: productImageUrlField,
  description: productDescriptionField,
});
export type TProductEditInput = z.input<typeof ZProductEdit>;
export type TProductEdit = z.output<typeof ZProductEdit>;
