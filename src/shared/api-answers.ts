import type { z } from 'zod';
import { ZAccountDeleted } from './schemas/account-deletion';
import {
  ZAdminFlagList,
  ZAdminStats,
  ZBulkReviewResult,
  ZModerationParity,
  ZPendingReportList,
  ZPendingReviewList,
} from './schemas/admin';
import { ZAdminUserCreated, ZAdminUserPage } from './schemas/admin-users';
import { ZAdminAdvisor, ZAdminAdvisorList } from './schemas/advisors';
import { ZAlert, ZAlertPage } from './schemas/alerts';
import {
  ZAccepted,
  ZAnswerPage,
  ZQaQueue,
  ZQaRevisionPage,
  ZQaWritten,
  ZQuestionPage,
  ZSimilarQuestions,
} from './schemas/questions';
import { ZAuditPage } from './schemas/audit';
import { ZComplianceQueue } from './schemas/compliance';
import { ZOk } from './schemas/common';
import { ZOpsecFindings } from './schemas/opsec';
import { ZPolicyVersion, ZPolicyVersionList, ZTransparency } from './schemas/transparency';
import { ZAppealFiled, ZMyAppeals, ZOpenAppealList } from './schemas/appeals';
import { ZAdminContact, ZAdminContactList } from './schemas/contact';
import { ZDurability } from './schemas/durability';
import { ZReport, ZReviewRevisionPage } from './schemas/field-reports';
import { ZHealth, ZLiveness, ZReadiness } from './schemas/health';
import { ZAdminLegalList, ZAdminLegalUploaded, ZLegalDocument } from './schemas/legal';
import {
  ZAdminInvitationList,
  ZAgreementStatus,
  ZDataExport,
  ZGearKitBatchResult,
  ZGearKitChange,
  ZGearKitList,
  ZInvitationAnswer,
  ZInvitationCheck,
  ZInvitationList,
  ZMeResponse,
  ZMyReviewList,
  ZSetupStatus,
  ZSubmissionList,
  ZViewer,
} from './schemas/me';
import { ZUploadedMedia } from './schemas/media';
import { ZMissionResult } from './schemas/mission';
import {
  ZNotificationPage,
  ZNotificationSettings,
  ZUnreadCount,
  ZUnsubscribeResult,
} from './schemas/notifications';
import { ZPictureStatus } from './schemas/picture-status';
import {
  ZCategoryList,
  ZProduct,
  ZProductHighlights,
  ZProductLookup,
  ZProductPage,
} from './schemas/products';
import { ZPushPublicKey } from './schemas/push';
import { ZReviewPage, ZReviewWritten, ZVoteResult } from './schemas/reviews';
import { ZRelatedGear, ZSuggestions } from './schemas/search';
import { ZAdvisorList, ZPublicConfig } from './schemas/site';
import { ZAdminSetting, ZAdminSettingList } from './schemas/site-settings';
import {
  ZAdminSubmissionList,
  ZAmazonDetailsResponse,
  ZAmazonLookup,
  ZSubmissionCreated,
  ZSubmissionDecided,
} from './schemas/submissions';
import { ZOidcStarted, ZVerificationResult, ZVerificationStatus } from './schemas/verification';

/**
 * Each API route's one answer: the schema of its success response, by `METHOD /path` as the
 * server declares the route (`:name` for a path parameter). The server refuses to start when a
 * documented /api route answers with any other schema or is missing here
 * (plugins/answers-check.ts); the web client types its calls from it (lib/api.ts), importing
 * the types only, so no schema reaches the browser this way.
 */
export const API_ANSWERS = {
  'GET /api/health': ZHealth,
  'GET /api/health/live': ZLiveness,
  'GET /api/health/ready': ZReadiness,
  'GET /api/me': ZMeResponse,
  'PATCH /api/me': ZViewer,
  'DELETE /api/me': ZAccountDeleted,
  'GET /api/me/export': ZDataExport,
  'GET /api/me/agreements': ZAgreementStatus,
  'POST /api/me/agreements': ZOk,
  'GET /api/setup/:token': ZSetupStatus,
  'POST /api/setup': ZSetupStatus,
  'GET /api/admin/users': ZAdminUserPage,
  'POST /api/admin/users': ZAdminUserCreated,
  'POST /api/admin/users/:id/admin': ZOk,
  'DELETE /api/admin/users/:id/admin': ZOk,
  'DELETE /api/admin/users/:id': ZOk,
  'POST /api/invitations': ZInvitationAnswer,
  'GET /api/me/invitations': ZInvitationList,
  'POST /api/invitations/validate': ZInvitationCheck,
  'GET /api/admin/invitations': ZAdminInvitationList,
  'POST /api/admin/invitations': ZInvitationAnswer,
  'POST /api/admin/invitations/:id/revoke': ZInvitationAnswer,
  'POST /api/admin/invitations/:id/renew': ZInvitationAnswer,
  'GET /api/me/notifications': ZNotificationPage,
  'GET /api/me/notifications/unread': ZUnreadCount,
  'POST /api/me/notifications/read': ZUnreadCount,
  'GET /api/me/notification-settings': ZNotificationSettings,
  'PUT /api/me/notification-settings': ZNotificationSettings,
  'POST /api/unsubscribe': ZUnsubscribeResult,
  'POST /api/unsubscribe/undo': ZUnsubscribeResult,
  'POST /api/unsubscribe/one-click': ZUnsubscribeResult,
  'GET /api/push/public-key': ZPushPublicKey,
  'POST /api/me/push-subscriptions': ZOk,
  'DELETE /api/me/push-subscriptions': ZOk,
  'GET /api/me/gear-kit': ZGearKitList,
  'PUT /api/me/gear-kit': ZGearKitBatchResult,
  'PUT /api/me/gear-kit/:id': ZGearKitChange,
  'DELETE /api/me/gear-kit/:id': ZGearKitChange,
  'GET /api/products/:id/related': ZRelatedGear,
  'GET /api/products/:id/durability': ZDurability,
  'GET /api/me/submissions': ZSubmissionList,
  'POST /api/submissions': ZSubmissionCreated,
  'GET /api/submissions/amazon-lookup': ZAmazonLookup,
  'POST /api/submissions/amazon-details': ZAmazonDetailsResponse,
  'GET /api/admin/submissions': ZAdminSubmissionList,
  'POST /api/admin/submissions/:id/approve': ZSubmissionDecided,
  'POST /api/admin/submissions/:id/reject': ZSubmissionDecided,
  'GET /api/admin/stats': ZAdminStats,
  'GET /api/admin/moderation-parity': ZModerationParity,
  'GET /api/admin/audit-log': ZAuditPage,
  'GET /api/products': ZProductPage,
  'GET /api/products/lookup': ZProductLookup,
  'GET /api/products/highlights': ZProductHighlights,
  'GET /api/products/:id': ZProduct,
  'POST /api/products/:id/views': ZOk,
  'GET /api/categories': ZCategoryList,
  'PATCH /api/admin/products/:id': ZProduct,
  'POST /api/products/:id/compliance/:standard/flags': ZOk,
  'GET /api/admin/compliance': ZComplianceQueue,
  'POST /api/admin/compliance-flags/:id/decision': ZOk,
  'GET /api/alerts': ZAlertPage,
  'POST /api/admin/products/:id/alerts': ZAlert,
  'PATCH /api/admin/alerts/:id': ZAlert,
  'GET /api/products/:id/questions': ZQuestionPage,
  'GET /api/products/:id/questions/similar': ZSimilarQuestions,
  'GET /api/questions/:id/answers': ZAnswerPage,
  'GET /api/questions/:id/revisions': ZQaRevisionPage,
  'GET /api/answers/:id/revisions': ZQaRevisionPage,
  'POST /api/products/:id/questions': ZQaWritten,
  'PATCH /api/questions/:id': ZQaWritten,
  'DELETE /api/questions/:id': ZOk,
  'POST /api/questions/:id/answers': ZQaWritten,
  'PATCH /api/answers/:id': ZQaWritten,
  'DELETE /api/answers/:id': ZOk,
  'POST /api/answers/:id/vote': ZVoteResult,
  'POST /api/questions/:id/accept': ZAccepted,
  'POST /api/questions/:id/flags': ZOk,
  'POST /api/answers/:id/flags': ZOk,
  'GET /api/admin/questions': ZQaQueue,
  'POST /api/admin/questions/:id/approve': ZOk,
  'POST /api/admin/questions/:id/reject': ZOk,
  'POST /api/admin/answers/:id/approve': ZOk,
  'POST /api/admin/answers/:id/reject': ZOk,
  'DELETE /api/admin/products/:id': ZOk,
  'GET /api/admin/products/:id/picture': ZPictureStatus,
  'GET /api/search/suggest': ZSuggestions,
  'GET /api/mission-matcher': ZMissionResult,
  'GET /api/products/:id/reviews': ZReviewPage,
  'POST /api/products/:id/reviews': ZReviewWritten,
  'GET /api/me/reviews': ZMyReviewList,
  'PATCH /api/reviews/:id': ZReviewWritten,
  'DELETE /api/reviews/:id': ZOk,
  'POST /api/reviews/:id/vote': ZVoteResult,
  'POST /api/reviews/:id/flags': ZOk,
  'GET /api/reviews/:id/revisions': ZReviewRevisionPage,
  'POST /api/media': ZUploadedMedia,
  'DELETE /api/media/:id': ZOk,
  'POST /api/reviews/:id/reports': ZReport,
  'PATCH /api/reviews/:id/reports/:reportId': ZReport,
  'DELETE /api/reviews/:id/reports/:reportId': ZOk,
  'GET /api/admin/reviews': ZPendingReviewList,
  'GET /api/admin/flags': ZAdminFlagList,
  'POST /api/admin/flags/:id/resolve': ZOk,
  'POST /api/admin/flags/:id/dismiss': ZOk,
  'POST /api/admin/reviews/:id/approve': ZOk,
  'POST /api/admin/reviews/:id/reject': ZOk,
  'POST /api/admin/reviews/bulk': ZBulkReviewResult,
  'GET /api/admin/reports': ZPendingReportList,
  'POST /api/admin/reports/:id/approve': ZOk,
  'POST /api/admin/reports/:id/reject': ZOk,
  'POST /api/admin/reviews/:id/revisions/:version/hide': ZOk,
  'POST /api/admin/reviews/:id/revisions/:version/unhide': ZOk,
  'GET /api/me/verification': ZVerificationStatus,
  'DELETE /api/me/verification': ZOk,
  'POST /api/me/verification/oidc/start': ZOidcStarted,
  'POST /api/me/verification/oidc/finish': ZVerificationResult,
  'POST /api/me/verification/mil/start': ZOk,
  'POST /api/me/verification/mil/confirm': ZVerificationResult,
  'POST /api/admin/users/:id/verification/revoke': ZOk,
  'POST /api/admin/users/:id/verification/lift': ZOk,
  'GET /api/advisors': ZAdvisorList,
  'GET /api/settings/public': ZPublicConfig,
  'GET /api/admin/settings': ZAdminSettingList,
  'PUT /api/admin/settings/:key': ZAdminSetting,
  'GET /api/admin/advisors': ZAdminAdvisorList,
  'POST /api/admin/advisors': ZAdminAdvisor,
  'PATCH /api/admin/advisors/:id': ZAdminAdvisor,
  'DELETE /api/admin/advisors/:id': ZOk,
  'POST /api/admin/advisors/:id/move': ZAdminAdvisorList,
  'GET /api/legal/:type': ZLegalDocument,
  'GET /api/admin/legal-documents': ZAdminLegalList,
  'POST /api/admin/legal-documents': ZAdminLegalUploaded,
  'POST /api/contact': ZOk,
  'POST /api/opsec/check': ZOpsecFindings,
  'GET /api/transparency': ZTransparency,
  'GET /api/admin/moderation-policy': ZPolicyVersionList,
  'POST /api/admin/moderation-policy': ZPolicyVersion,
  'POST /api/reviews/:id/appeal': ZAppealFiled,
  'POST /api/reviews/:id/reports/:reportId/appeal': ZAppealFiled,
  'POST /api/questions/:id/appeal': ZAppealFiled,
  'POST /api/answers/:id/appeal': ZAppealFiled,
  'GET /api/me/appeals': ZMyAppeals,
  'GET /api/admin/appeals': ZOpenAppealList,
  'POST /api/admin/appeals/:id/settle': ZOk,
  'POST /api/invite-requests': ZOk,
  'GET /api/admin/contact-submissions': ZAdminContactList,
  'PATCH /api/admin/contact-submissions/:id': ZAdminContact,
  'DELETE /api/admin/contact-submissions/:id': ZOk,
} as const;

export type ApiRoute = keyof typeof API_ANSWERS;
/** What a route answers, as the browser reads it. */
export type ApiAnswer<R extends ApiRoute> = z.output<(typeof API_ANSWERS)[R]>;
