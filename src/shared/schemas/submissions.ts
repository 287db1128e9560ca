import { z } from 'zod';
import { parseAmazonProductUrl } from '../amazon-url';
import { CATEGORY_IDS } from '../catalog';
import {
  ADMIN_NOTES_MAX,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  URL_MAX,
} from '../limits';
import { isWebUrl, optionalText } from './common';
import { ZSubmission } from './me';
import { ZClaimedSpecs, ZSizedKind, ZSpecValues } from './specs';

// Product submission (SPEC §5): one schema for the form and POST /api/submissions.

export const SUBMISSION_MSG = {
  nameRequired: 'Product name is required',
  nameTooShort: 'Product name must be at least 3 characters',
  nameTooLong: 'Product name must be less than 200 characters',
  nameUnsafe: 'Product name contains invalid characters',
  categoryRequired: 'Category is required',
  categoryTooLong: 'Category must be less than 100 characters',
  categoryUnknown: 'Unknown category',
  priceRequired: 'Price is required',
  priceNotANumber: 'Price must be a number',
  priceTooLow: 'Price must be at least $0.01',
  priceTooHigh: 'Price must be less than $1,000,000',
  priceDecimals: 'Price can have at most 2 decimal places',
  descriptionRequired: 'Description is required',
  descriptionTooShort: 'Description must be at least 20 characters',
  descriptionTooLong: 'Description must be less than 5000 characters',
  descriptionUnsafe: 'Description contains invalid characters',
  amazonRequired: 'Amazon URL is required',
  amazonTooLong: 'Amazon URL must be less than 2000 characters',
  // SPEC §5 gives this message with a `{host}` placeholder; the storefront it names is amazon.com.
  amazonInvalid: 'Must be a valid Amazon product URL (e.g., amazon.com, amazon.co.uk)',
  imageInvalid: 'Image URL must be a valid URL',
  imageTooLong: 'Image URL must be less than 2000 characters',
  notesTooLong: 'Admin notes must be less than 2000 characters',
  signIn: 'Must be logged in to submit products',
  verify: 'Please verify your email address before submitting products',
  dailyLimit: "You've reached the daily limit for product submissions",
} as const;

/**
 * SPEC §5: script tags, `javascript:` and inline event handlers are refused in the name and
 * description. Everything is rendered as text anyway; this keeps markup meant for another page
 * out of the catalogue altogether. An event handler is `on…=` inside a tag (`<img onerror=…`)
 * or with a quoted value (`" onmouseover="…`), so prose such as "size one = small" passes.
 */
const UNSAFE_PATTERNS = [
  /<\s*\/?\s*script/i,
  /javascript\s*:/i,
  /<[^>]*\bon[a-z]+\s*=/i,
  /\bon[a-z]+\s*=\s*["'`]/i,
];
export const hasUnsafeMarkup = (text: string) => UNSAFE_PATTERNS.some((p) => p.test(text));

const safeText = (
  messages: { required: string; short: string; long: string; unsafe: string },
  min: number,
  max: number,
) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .min(min, messages.short)
    .max(max, messages.long)
    .refine((v) => !hasUnsafeMarkup(v), messages.unsafe);

/** Exactly representable in cents: 19.99 is, 24.999999999 and 12.345 are not. */
const hasTwoDecimalsAtMost = (v: number) => Number(v.toFixed(2)) === v;
/** Plain decimal notation only: no `1e2`, no `0x10`, no separators. */
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/** A number, or what the member typed in the Price field (`24.99`, `$24.99`). */
export const priceField = z
  .union([z.number(), z.string()], { error: SUBMISSION_MSG.priceRequired })
  .transform((v) => {
    if (typeof v === 'number') return v;
    const typed = v.trim().replace(/^\$\s*/, '');
    if (typed === '') return undefined;
    return DECIMAL.test(typed) ? Number(typed) : Number.NaN;
  })
  .pipe(
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? SUBMISSION_MSG.priceRequired : SUBMISSION_MSG.priceNotANumber,
      })
      .min(PRICE_MIN, SUBMISSION_MSG.priceTooLow)
      .max(PRICE_MAX, SUBMISSION_MSG.priceTooHigh)
      .refine(hasTwoDecimalsAtMost, SUBMISSION_MSG.priceDecimals),
  );

export const categoryField = z
  .string({ error: SUBMISSION_MSG.categoryRequired })
  .trim()
  .min(1, SUBMISSION_MSG.categoryRequired)
  .max(PRODUCT_CATEGORY_MAX, SUBMISSION_MSG.categoryTooLong)
  .pipe(z.enum(CATEGORY_IDS, SUBMISSION_MSG.categoryUnknown));

/** Stored as the canonical `https://www.amazon.<tld>/dp/<ASIN>`, whatever shape was pasted. */
export const amazonUrlField = z
  .string({ error: SUBMISSION_MSG.amazonRequired })
  .trim()
  .min(1, SUBMISSION_MSG.amazonRequired)
  .max(URL_MAX, SUBMISSION_MSG.amazonTooLong)
  .transform((v, ctx) => {
    const product = parseAmazonProductUrl(v);
    if (product) return product.canonicalUrl;
    ctx.addIssue({ code: 'custom', message: SUBMISSION_MSG.amazonInvalid });
    return z.NEVER;
  });

/** An optional picture address that `accepts` allows; an empty field is null (SPEC §5). */
export const optionalImageUrl = (accepts: (url: string) => boolean) =>
  z
    .union([z.string(), z.null()], { error: SUBMISSION_MSG.imageInvalid })
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(
      z
        .string()
        .max(URL_MAX, SUBMISSION_MSG.imageTooLong)
        .refine(accepts, SUBMISSION_MSG.imageInvalid)
        .nullable(),
    );

/** A submission's picture: any web address (SPEC §5). */
export const imageUrlField = optionalImageUrl(isWebUrl);

export const productNameField = safeText(
  {
    required: SUBMISSION_MSG.nameRequired,
    short: SUBMISSION_MSG.nameTooShort,
    long: SUBMISSION_MSG.nameTooLong,
    unsafe: SUBMISSION_MSG.nameUnsafe,
  },
  PRODUCT_NAME_MIN,
  PRODUCT_NAME_MAX,
);

export const productDescriptionField = safeText(
  {
    required: SUBMISSION_MSG.descriptionRequired,
    short: SUBMISSION_MSG.descriptionTooShort,
    long: SUBMISSION_MSG.descriptionTooLong,
    unsafe: SUBMISSION_MSG.descriptionUnsafe,
  },
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_DESCRIPTION_MAX,
);

// Keys in the form's order: the first failing field is the one the toast names.
export const ZSubmissionRequest = z.object({
  amazonUrl: amazonUrlField,
  name: productNameField,
  category: categoryField,
  price: priceField,
  imageUrl: imageUrlField,
  description: productDescriptionField,
  /**
   * Issue 48: the maker's claims the submitter offers, in base units (a field left out or null
   * is none), carried to the product on approval; out of its range a 400 naming the field.
   */
  specs: ZClaimedSpecs.optional(),
  /** Issue 48: the kind of sized gear it is; left out or null, none. */
  sized: ZSizedKind.nullable().optional(),
});
export type TSubmissionInput = z.input<typeof ZSubmissionRequest>;
export type TSubmissionRequest = z.output<typeof ZSubmissionRequest>;

/** A catalogue product or a pending submission that has the same ASIN. */
export const ZAsinMatch = z.object({
  kind: z.enum(['product', 'submission']),
  /** The product's id; submissions are not public, so theirs is not given. */
  productId: z.string().nullable(),
  name: z.string(),
});
export type TAsinMatch = z.infer<typeof ZAsinMatch>;

export const ZSubmissionCreated = z.object({
  submission: ZSubmission,
  matches: z.array(ZAsinMatch),
});

export const ZAmazonUrlQuery = z.object({ amazonUrl: amazonUrlField });
export const ZAmazonLookup = z.object({
  asin: z.string(),
  canonicalUrl: z.string(),
  matches: z.array(ZAsinMatch),
});
export type TAmazonLookup = z.infer<typeof ZAmazonLookup>;

/** What an Amazon page said about itself; each part null when the page did not say. */
export const ZAmazonDetails = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Issue 48: the maker's figures the page's product details gave, in base units. */
  specs: ZSpecValues,
});
export type TAmazonDetails = z.infer<typeof ZAmazonDetails>;
/** `details` is null when the page could not be read (no network, blocked, not a product page). */
export const ZAmazonDetailsResponse = z.object({ details: ZAmazonDetails.nullable() });

export const ZSubmissionIdParam = z.object({ id: z.uuid('Submission not found') });
/** The body may be left out altogether: notes are optional. */
export const ZSubmissionDecision = z
  .object({ notes: optionalText(ADMIN_NOTES_MAX, SUBMISSION_MSG.notesTooLong) })
  .nullish();
export type TSubmissionDecision = z.input<typeof ZSubmissionDecision>;

export const ZAdminSubmission = ZSubmission.extend({
  submitter: z.object({ id: z.string(), name: z.string() }),
  matches: z.array(ZAsinMatch),
});
export type TAdminSubmission = z.infer<typeof ZAdminSubmission>;
export const ZAdminSubmissionList = z.object({ items: z.array(ZAdminSubmission) });
export const ZSubmissionDecided = z.object({
  submission: ZSubmission,
  /** The catalogue product an approval created; null on rejection. */
  productId: z.string().nullable(),
});
