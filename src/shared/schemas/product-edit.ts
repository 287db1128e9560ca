import { z } from 'zod';
import { isSitePath } from '../product-images';
import { isWebUrl } from './common';
import { ZComplianceWrite } from './compliance';
import { ZClaimedSpecs, ZSizedKind } from './specs';
import {
  amazonUrlField,
  categoryField,
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
const productImageUrlField = optionalImageUrl((v) => isWebUrl(v) || isSitePath(v));

/**
 * SPEC §2 Admin, Products: edit name, category, price (step 0.01), description (required);
 * Amazon and image URLs optional, empty → null. The same rules as a submission (issue 6).
 * Issue 48 adds the claimed specs and whether it comes in sizes; issue 49 the compliance claims.
 */
export const ZProductEdit = z.object({
  name: productNameField,
  category: categoryField,
  price: priceField,
  amazonUrl: optionalAmazonUrlField,
  imageUrl: productImageUrlField,
  description: productDescriptionField,
  /** Issue 48: the maker's claims in base units; a field left out keeps its value. */
  specs: ZClaimedSpecs.optional(),
  /** Issue 48: the kind of sized gear it is, null for none; left out, it stays as it was. */
  sized: ZSizedKind.nullable().optional(),
  /** Issue 49: the compliance claims, whole; left out, they stay as they were. */
  compliance: ZComplianceWrite.optional(),
});
export type TProductEditInput = z.input<typeof ZProductEdit>;
export type TProductEdit = z.output<typeof ZProductEdit>;
