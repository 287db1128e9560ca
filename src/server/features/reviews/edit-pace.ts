import { EDIT_LIMIT } from '@shared/limits';
import { editLimitMessage } from '@shared/schemas/field-reports';
import type { Tx } from '../../db/types';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';

/**
 * Issue 44: counts one edit of a review or field report (issue 50: or question or answer) by its
 * author, all against one EDIT_LIMIT, so an hour's edits stay a few versions for moderators to
 * read. Call it in the edit's transaction once the edit is allowed: an edit refused later rolls
 * back, uncounted, and the one past the limit changes nothing.
 */
export async function countEdit(tx: Tx, memberId: string) {
  const limit = await consumeRateLimit(tx, 'content_edit', memberId, EDIT_LIMIT);
  if (!limit.allowed) {
    throw tooMany(editLimitMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }
}
