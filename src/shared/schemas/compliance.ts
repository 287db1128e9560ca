import { z } from 'zod';
import {
  CLAIM_FLAG_REASON_MAX,
  CLAIM_FLAG_REASON_MIN,
  CLAIM_STATUS_IDS,
  COMPLIANCE_MSG,
  isLeveled,
  NIJ_LEVELS,
  nsnDigits,
  SOURCE_REFERENCE_MAX,
  SOURCE_URL_MAX,
  STANDARD_IDS,
} from '../compliance';
import { isWebUrl, requiredText } from './common';

export const ZStandard = z.enum(STANDARD_IDS, {
  error: (issue) => COMPLIANCE_MSG.unknownStandard(String(issue.input)),
});

/** The latest date it is anywhere on Earth (UTC+14), so a check dated today is never refused. */
const latestCheckDay = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

const isCalendarDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

const checkedAtField = z
  .string({ error: COMPLIANCE_MSG.checkedAt })
  .regex(/^\d{4}-\d{2}-\d{2}$/, COMPLIANCE_MSG.checkedAt)
  .refine((v) => isCalendarDay(v) && v <= latestCheckDay(), COMPLIANCE_MSG.checkedAt);

/** Where a check was made: the list or document by name and edition, and a link to it. */
export const ZClaimSource = z.strictObject({
  reference: requiredText(
    COMPLIANCE_MSG.sourceReference,
    SOURCE_REFERENCE_MAX,
    COMPLIANCE_MSG.sourceReference,
  ),
  url: z
    .string({ error: COMPLIANCE_MSG.sourceUrl })
    .trim()
    .max(SOURCE_URL_MAX, COMPLIANCE_MSG.sourceUrl)
    .refine(isWebUrl, COMPLIANCE_MSG.sourceUrl),
});

/**
 * One compliance claim as an admin writes it (issue 49): a level for an NIJ standard, the stock
 * number for NSN (typed with or without its hyphens, kept as 13 digits), and for a checked claim
 * the day it was checked and the source. Who checked is the admin who saves it.
 */
export const ZComplianceClaimWrite = z
  .strictObject({
    standard: ZStandard,
    level: z.string({ error: COMPLIANCE_MSG.levelNotAsked }).trim().optional(),
    nsn: z
      .string({ error: COMPLIANCE_MSG.nsn })
      .transform((v, ctx) => {
        const digits = nsnDigits(v);
        if (digits) return digits;
        ctx.addIssue({ code: 'custom', message: COMPLIANCE_MSG.nsn });
        return z.NEVER;
      })
      .optional(),
    status: z.enum(CLAIM_STATUS_IDS),
    checkedAt: checkedAtField.optional(),
    source: ZClaimSource.optional(),
  })
  .superRefine((claim, ctx) => {
    const { standard } = claim;
    if (isLeveled(standard)) {
      if (!(NIJ_LEVELS[standard] as readonly string[]).includes(claim.level ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['level'], message: COMPLIANCE_MSG.level(standard) });
      }
    } else if (claim.level !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['level'], message: COMPLIANCE_MSG.levelNotAsked });
    }
    if (standard === 'nsn' && claim.nsn === undefined) {
      ctx.addIssue({ code: 'custom', path: ['nsn'], message: COMPLIANCE_MSG.nsn });
    } else if (standard !== 'nsn' && claim.nsn !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['nsn'], message: COMPLIANCE_MSG.nsnNotAsked });
    }
    if (claim.status === 'checked') {
      if (claim.checkedAt === undefined) {
        ctx.addIssue({ code: 'custom', path: ['checkedAt'], message: COMPLIANCE_MSG.checkedAt });
      }
      if (claim.source === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['source'],
          message: COMPLIANCE_MSG.sourceReference,
        });
      }
    } else if (claim.checkedAt !== undefined || claim.source !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: COMPLIANCE_MSG.checkNotAsked });
    }
  });
export type TComplianceClaimWrite = z.output<typeof ZComplianceClaimWrite>;

/** A product's claims as an admin saves them, whole: each standard at most once. */
export const ZComplianceWrite = z
  .array(ZComplianceClaimWrite)
  .max(STANDARD_IDS.length, COMPLIANCE_MSG.standardTwice)
  .refine(
    (claims) => new Set(claims.map((c) => c.standard)).size === claims.length,
    COMPLIANCE_MSG.standardTwice,
  );

/** A claim as the product answer carries it. */
export const ZComplianceClaim = z.object({
  standard: ZStandard,
  level: z.string().optional(),
  nsn: z.string().optional(),
  status: z.enum(CLAIM_STATUS_IDS),
  checkedAt: z.string().optional(),
  source: z.object({ reference: z.string(), url: z.string() }).optional(),
});
export type TComplianceClaim = z.infer<typeof ZComplianceClaim>;

/**
 * The catalogue's `standard` filter: one standard or several (`?standard=apel&standard=berry`
 * or `?standard=apel,berry`), a product matching when it claims every one. An unknown one is
 * refused by name.
 */
export const standardFilterParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    [value]
      .flat()
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ZStandard))
  .transform((standards) => [...new Set(standards)])
  .optional();

/** A member's flag on a product's claim of a standard (issue 49): what looks wrong. */
export const ZClaimFlagRequest = z.strictObject({
  reason: z
    .string({ error: COMPLIANCE_MSG.flagReason })
    .trim()
    .min(CLAIM_FLAG_REASON_MIN, COMPLIANCE_MSG.flagReason)
    .max(CLAIM_FLAG_REASON_MAX, COMPLIANCE_MSG.flagReason),
});
export type TClaimFlagRequest = z.input<typeof ZClaimFlagRequest>;

export const ZClaimFlagParams = z.object({
  id: z.uuid('Product Not Found'),
  standard: ZStandard,
});

export const ZClaimFlagIdParam = z.object({ id: z.uuid(COMPLIANCE_MSG.flagNotFound) });

/** An admin's answer to a flag: dismissed (the claim stands) or upheld (it was wrong). */
export const ZClaimFlagDecision = z.strictObject({
  decision: z.enum(['dismiss', 'uphold'], COMPLIANCE_MSG.decision),
});
export type TClaimFlagDecision = z.input<typeof ZClaimFlagDecision>;

const ZProductRef = z.object({ id: z.string(), name: z.string() });

/** The admin's Standards tab: open flags on claims, and checks due again (issue 49). */
export const ZComplianceQueue = z.object({
  flags: z.array(
    z.object({
      id: z.string(),
      product: ZProductRef,
      standard: ZStandard,
      /** The claim as it stands now; null when it was taken off since. */
      claim: ZComplianceClaim.nullable(),
      reason: z.string(),
      flaggedBy: z.string(),
      flaggedAt: z.string(),
    }),
  ),
  due: z.array(
    z.object({
      product: ZProductRef,
      /** The checks on it older than a year, oldest first. */
      claims: z.array(ZComplianceClaim),
    }),
  ),
  /** Products with a check due again: `due` lists the oldest 50. */
  dueTotal: z.number(),
});
export type TComplianceQueue = z.infer<typeof ZComplianceQueue>;
