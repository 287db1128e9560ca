import { pgEnum } from 'drizzle-orm/pg-core';
import { BRANCH_IDS } from '../../../shared/catalog';
import { REPORT_STATE_IDS } from '../../../shared/field-reports';

export const branchEnum = pgEnum('branch', BRANCH_IDS);
export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'rejected']);
/** A field report's word on the gear now (issue 30). */
export const reportStateEnum = pgEnum('report_state', REPORT_STATE_IDS);
export const voteTypeEnum = pgEnum('vote_type', ['upvote', 'downvote']);
export const flagReasonEnum = pgEnum('flag_reason', [
  'spam',
  'inappropriate',
  'misleading',
  'off-topic',
  'other',
]);
export const mediaKindEnum = pgEnum('media_kind', ['photo', 'video']);
export const flagStatusEnum = pgEnum('flag_status', ['pending', 'resolved', 'dismissed']);
export const roleEnum = pgEnum('role', ['admin', 'super_admin']);
export const invitationStatusEnum = pgEnum('invitation_status', [
  'pending',
  'accepted',
  'rejected',
  'expired',
]);
export const submissionStatusEnum = pgEnum('submission_status', [
  'pending',
  'approved',
  'rejected',
]);
export const contactStatusEnum = pgEnum('contact_status', ['new', 'in_progress', 'resolved']);
export const legalDocumentTypeEnum = pgEnum('legal_document_type', ['terms', 'privacy']);
