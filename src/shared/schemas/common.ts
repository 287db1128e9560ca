import { z } from 'zod';
import { PAGE_MAX, PRICE_MAX, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, SEARCH_MAX } from '../limits';

/** A required, trimmed text field with the spec's "required" and "too long" messages. */
export function requiredText(requiredMessage: string, max: number, maxMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, maxMessage);
}

/** An optional trimmed text field; empty input becomes undefined. */
export function optionalText(max: number, maxMessage: string) {
  return z
    .string({ error: maxMessage })
    .trim()
    .max(max, maxMessage)
    .optional()
    .transform((v) => (v ? v : undefined));
}

export function emailField(invalidMessage: string, max: number, maxMessage: string) {
  return z
    .string({ error: invalidMessage })
    .trim()
    .pipe(z.email(invalidMessage).max(max, maxMessage));
}

/** Query-string page number: digits only, 1..PAGE_MAX. */
export const pageParam = z
  .string()
  .regex(/^\d+$/, 'Page must be a whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, 'Page must be at least 1')
      .max(PAGE_MAX, `Page must be at most ${PAGE_MAX}`),
  )
  .optional()
  .default(1);

/** Query-string money amount: up to 2 decimals, non-negative. */
export function moneyParam(label: string) {
  return z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${label} must be a number with at most 2 decimals`)
    .transform(Number)
    .pipe(z.number().max(PRICE_MAX, `${label} must be at most ${PRICE_MAX}`))
    .optional();
}

export const uuidParam = z.object({ id: z.uuid('Product Not Found') });

/** Every error answer of the API (server/plugins/errors.ts), as its document names it. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string().describe('What went wrong, for programs: e.g. `validation`, `not_found`'),
    message: z.string().describe('What went wrong, in words to show the reader'),
    field: z.string().optional().describe('The input field it is about, dotted, when there is one'),
    // Its kinds are shared/opsec.ts's; not named here, so every form need not load the check.
    findings: z
      .array(
        z.object({
          field: z.string(),
          kind: z.string(),
          text: z.string(),
          start: z.number(),
          end: z.number(),
          why: z.string(),
        }),
      )
      .optional()
      .describe('With `opsec_findings` (422): what the OPSEC check found, field by field'),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZOk = z.object({ ok: z.literal(true) });

/** The five Battle-Ready metrics as numbers: 1-10 on a review, 0-10 means on a product. */
/** One of the five scores a member gives (SPEC §5), by its label in messages. */
export const scoreInput = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 1 to 10` })
    .int(`${label} must be a whole number from 1 to 10`)
    .min(REVIEW_SCORE_MIN, `${label} must be a whole number from 1 to 10`)
    .max(REVIEW_SCORE_MAX, `${label} must be a whole number from 1 to 10`);

export const scoreFields = {
  durability: z.number(),
  portability: z.number(),
  costValue: z.number(),
  civilianAdaptation: z.number(),
  overallUtility: z.number(),
};

/** A free-text search: trimmed, bounded; empty means no search. */
export const searchParam = z
  .string()
  .trim()
  .max(SEARCH_MAX, `Search must be less than ${SEARCH_MAX} characters`)
  .optional()
  .transform((v) => (v ? v : undefined));

/** An absolute http(s) address. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
