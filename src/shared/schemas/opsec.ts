import { z } from 'zod';
import { OPSEC_KINDS } from '../opsec';

// Issue 52: the OPSEC check before posting. Messages verbatim.

/** Longer than any one field we check (a review is at most 5,000 characters). */
export const OPSEC_TEXT_MAX = 10_000;
/** Checks one member may ask for: the forms check as typed locally, so this is generous. */
export const OPSEC_CHECK_LIMIT = { max: 120, windowMinutes: 10 } as const;

export const OPSEC_CHECK_MSG = {
  textRequired: 'Text is required',
  textTooLong: `Text must be at most ${OPSEC_TEXT_MAX} characters`,
  tooMany: 'Too many checks; please wait a few minutes',
} as const;

export const ZOpsecFinding = z.object({
  kind: z.enum(OPSEC_KINDS),
  text: z.string(),
  start: z.number().describe('UTF-16 index into the text where the finding starts'),
  end: z.number().describe('UTF-16 index just past its end'),
  why: z.string(),
});
export type TOpsecFinding = z.infer<typeof ZOpsecFinding>;

/** A finding in one field of a form: the 422 of a write names the field it was found in. */
export const ZFieldOpsecFinding = ZOpsecFinding.extend({
  field: z.string().describe('The request field, dotted (`pros.1`)'),
});
export type TFieldOpsecFinding = z.infer<typeof ZFieldOpsecFinding>;

export const ZOpsecCheck = z.object({
  text: z
    .string({ error: OPSEC_CHECK_MSG.textRequired })
    .max(OPSEC_TEXT_MAX, OPSEC_CHECK_MSG.textTooLong),
});
export type TOpsecCheck = z.input<typeof ZOpsecCheck>;

export const ZOpsecFindings = z.object({ findings: z.array(ZOpsecFinding) });
export type TOpsecFindings = z.infer<typeof ZOpsecFindings>;
