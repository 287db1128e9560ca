import type { RejectionReason } from '@shared/moderation-figures';

/** What a moderator says with a rejection: a note to the author, and why (issue 52). */
export interface Said {
  note?: string;
  reason?: RejectionReason;
}

/** A decision's body: only what was said (an empty note is none). */
export const decisionBody = (said: Said = {}) => ({
  ...(said.note ? { note: said.note } : {}),
  ...(said.reason ? { reason: said.reason } : {}),
});
