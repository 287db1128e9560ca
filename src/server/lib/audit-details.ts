import type { RejectionReason } from '@shared/moderation-figures';

/** Issue 52: what an audit entry records of a decision, for the figures counted from the log. */
export interface AuditDetails {
  /** The review's stars when it was submitted or decided. */
  rating?: number;
  /** Seconds from its wait starting (written, edited or hidden by flags) to the decision. */
  waitedSeconds?: number;
  /** The status it was decided from: a first decision is from `pending`. */
  from?: 'pending' | 'approved' | 'rejected';
  reason?: RejectionReason;
  /** An approval of a review members' flags had hidden. */
  restored?: boolean;
}
