import { z } from 'zod';
import { pageParam } from './common';

// The moderation audit log (issue 6, beyond the spec): who did what to which thing, and when.

export const AUDIT_ACTIONS = [
  'review.approve',
  'review.reject',
  'report.approve',
  'report.reject',
  'revision.hide',
  'revision.unhide',
  'submission.approve',
  'submission.reject',
  'flag.resolve',
  'flag.dismiss',
  'role.grant',
  'role.remove',
  'user.create',
  'user.delete',
  'product.edit',
  'product.delete',
  'legal.upload',
  'setting.change',
  'invitation.create',
  'invitation.revoke',
  'invitation.renew',
  'contact.update',
  'contact.delete',
  'advisor.create',
  'advisor.update',
  'advisor.delete',
  'verification.revoke',
  'verification.lift',
  'alert.post',
  'alert.update',
  'alert.resolve',
  'alert.reopen',
  'claim_flag.dismiss',
  'claim_flag.uphold',
  'question.approve',
  'question.reject',
  'answer.approve',
  'answer.reject',
  'review.submit',
  'review.hide',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'review.approve': 'Approved a review',
  'review.reject': 'Rejected a review',
  'report.approve': 'Approved a field report',
  'report.reject': 'Rejected a field report',
  'revision.hide': "Hid a review's earlier version",
  'revision.unhide': "Showed a review's earlier version again",
  'submission.approve': 'Approved a product submission',
  'submission.reject': 'Rejected a product submission',
  'flag.resolve': 'Resolved a flag',
  'flag.dismiss': 'Dismissed a flag',
  'role.grant': 'Granted admin',
  'role.remove': 'Removed admin',
  'user.create': 'Created a user',
  'user.delete': 'Deleted a user',
  'product.edit': 'Edited a product',
  'product.delete': 'Deleted a product',
  'legal.upload': 'Uploaded a legal document',
  'setting.change': 'Changed a setting',
  'invitation.create': 'Created an invitation',
  'invitation.revoke': 'Revoked an invitation',
  'invitation.renew': 'Renewed an invitation',
  'contact.update': 'Updated a contact message',
  'contact.delete': 'Deleted a contact message',
  'advisor.create': 'Added an advisor',
  'advisor.update': 'Updated an advisor',
  'advisor.delete': 'Deleted an advisor',
  'verification.revoke': "Revoked a member's service verification",
  'verification.lift': "Lifted the revocation of a member's service verification",
  'alert.post': 'Posted a product alert',
  'alert.update': 'Updated a product alert',
  'alert.resolve': 'Closed a product alert as resolved',
  'alert.reopen': 'Reopened a product alert',
  'claim_flag.dismiss': "Dismissed a flag on a product's compliance claim",
  'claim_flag.uphold': "Upheld a flag on a product's compliance claim",
  'question.approve': 'Approved a question',
  'question.reject': 'Rejected a question',
  'answer.approve': 'Approved an answer',
  'answer.reject': 'Rejected an answer',
  'review.submit': 'Submitted a review',
  'review.hide': 'Hid a review by the weight of flags',
};

export const ZAuditEntry = z.object({
  id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  /** Null once the acting account is deleted; `actorLabel` keeps who it was. */
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS, 'Unknown action').optional(),
  actorId: z.string().max(100).optional(),
  page: pageParam,
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
