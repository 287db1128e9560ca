import { z } from 'zod';

// Issue 52: what every post the OPSEC check covers takes, apart from the check itself, so the
// schemas of reviews, field reports, questions and answers load without its rules.

export const OPSEC_MSG = {
  acknowledged: 'opsecAcknowledged must be true or false',
  found:
    'This may reveal more than you mean to. Edit it out, or confirm you want to post it anyway.',
} as const;

/**
 * On every review, field report, question and answer written or edited: true once the author
 * has seen what the check found and posts anyway. Without it, findings are a 422.
 */
export const opsecAcknowledgedInput = {
  opsecAcknowledged: z.boolean({ error: OPSEC_MSG.acknowledged }).optional().default(false),
};
