import { describe, expect, it } from 'vitest';
import { MODERATION_LIST_MAX } from '../limits';
import { ZBulkReviewDecision } from './admin';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const problem = (body: unknown) => {
  const parsed = ZBulkReviewDecision.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('a bulk review decision (issue 29)', () => {
  it('takes 1 to MODERATION_LIST_MAX review ids, an action and an optional note', () => {
    expect(problem({ ids: [id(1)], action: 'approve' })).toBeNull();
    const all = Array.from({ length: MODERATION_LIST_MAX }, (_, i) => id(i));
    expect(problem({ ids: all, action: 'reject', note: ' Spam ' })).toBeNull();
    expect(ZBulkReviewDecision.parse({ ids: [id(1)], action: 'reject', note: ' ' }).note).toBe(
      undefined,
    );
  });

  it.each([
    [{ action: 'approve' }, 'Choose at least one review'],
    [{ ids: 'x', action: 'approve' }, 'Choose at least one review'],
    [{ ids: [], action: 'approve' }, 'Choose at least one review'],
    [
      { ids: Array.from({ length: MODERATION_LIST_MAX + 1 }, (_, i) => id(i)), action: 'approve' },
      `Choose at most ${MODERATION_LIST_MAX} reviews at once`,
    ],
    [{ ids: ['nope'], action: 'approve' }, 'Review not found'],
    [{ ids: [id(1)] }, 'Action must be approve or reject'],
    [{ ids: [id(1)], action: 'delete' }, 'Action must be approve or reject'],
    [
      { ids: [id(1)], action: 'reject', note: 'n'.repeat(1001) },
      'The note to the author must be at most 1000 characters',
    ],
  ])('refuses %j: %s', (body, message) => {
    expect(problem(body)).toBe(message);
  });
});
