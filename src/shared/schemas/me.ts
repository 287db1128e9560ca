import { APPEAL_KINDS, APPEAL_STATUSES } from './appeals';
import { z } from 'zod';
import { ZStoredPicture } from './products';
import { DATA_EXPORT_LIMIT } from '../limits';
import { ZReviewRevision } from './field-reports';
import { ZUploadedMedia } from './media';
import { ZNotification, ZNotificationSettings } from './notifications';
import { ZPushDevice } from './push';
import { ZReview } from './reviews';
import { ZSizedKind, ZSpecValues } from './specs';
import { ZVerification, ZVerificationIdentity } from './verification';
import { ALERT_KIND_IDS } from '../alerts';

// Response shapes of the signed-in user's own data (/api/me…), shared by the server's response
// serialisation and the browser's types.

export const ZViewer = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  branch: z.string().nullable(),
  reviewerScore: z.number(),
  roles: z.array(z.enum(['admin', 'super_admin'])),
  twoFactorEnabled: z.boolean(),
  /** False for an account that signs in only with Google. */
  hasPassword: z.boolean(),
  gearKitCount: z.number(),
  memberSince: z.string(),
});
export type TViewer = z.infer<typeof ZViewer>;

/** Visitors get `{ viewer: null }` (200): "not signed in" is an answer, not an error. */
export const ZMeResponse = z.object({ viewer: ZViewer.nullable() });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  invitationCode: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected', 'expired']),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationList = z.object({ items: z.array(ZInvitation) });
/** The admin's view: every invitation, with who sent it. */
export const ZAdminInvitation = ZInvitation.extend({ invitedByName: z.string().nullable() });
export type TAdminInvitation = z.infer<typeof ZAdminInvitation>;
export const ZAdminInvitationList = z.object({ items: z.array(ZAdminInvitation) });
/** An invitation made, revoked or renewed. */
export const ZInvitationAnswer = z.object({ invitation: ZInvitation });
export const ZInvitationCheck = z.object({ valid: z.boolean(), error: z.string().optional() });
export type TInvitationCheck = z.infer<typeof ZInvitationCheck>;

/** One of the user's own reviews, whatever its status, with its product's name. */
export const ZMyReview = ZReview.extend({ productName: z.string() });
export type TMyReview = z.infer<typeof ZMyReview>;
export const ZMyReviewList = z.object({ items: z.array(ZMyReview) });

export const ZSubmission = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  description: z.string(),
  amazonUrl: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  adminNotes: z.string().nullable(),
  /** The catalogue product an approval created. */
  productId: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 48: the maker's claims the submitter offered (base units), and the kind of sized gear. */
  specs: ZSpecValues,
  sized: ZSizedKind.nullable(),
});
export type TSubmission = z.infer<typeof ZSubmission>;
export const ZSubmissionList = z.object({ items: z.array(ZSubmission) });

export const ZGearKitItem = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  picture: ZStoredPicture.nullable(),
  price: z.number(),
  /** Issue 49: the kind of the product's newest open alert, or null. */
  alert: z.enum(ALERT_KIND_IDS).nullable(),
  addedAt: z.string(),
});
export type TGearKitItem = z.infer<typeof ZGearKitItem>;
export const ZGearKitList = z.object({ items: z.array(ZGearKitItem) });
/** After a change: whether the product is now saved, the item when it is, and the new count. */
export const ZGearKitChange = z.object({
  saved: z.boolean(),
  item: ZGearKitItem.nullable(),
  count: z.number(),
});
export type TGearKitChange = z.infer<typeof ZGearKitChange>;
/** Products a mission's kit saves at once (issue 15): a kit has at most a dozen. */
export const GEAR_KIT_BATCH_MAX = 12;
export const ZGearKitBatch = z.object({
  productIds: z
    .array(z.uuid('Product Not Found'))
    .min(1, 'Choose at least one product')
    .max(GEAR_KIT_BATCH_MAX, `At most ${GEAR_KIT_BATCH_MAX} products at once`),
});
/** After saving several: the whole kit, and how many of them were new. */
export const ZGearKitBatchResult = z.object({ items: z.array(ZGearKitItem), added: z.number() });
export type TGearKitBatchResult = z.infer<typeof ZGearKitBatchResult>;

export const ZLegalDocumentRef = z.object({
  id: z.string(),
  documentType: z.enum(['terms', 'privacy']),
  version: z.string(),
  uploadedAt: z.string(),
});
/** SPEC §3 "Agreement status result". */
export const ZAgreementStatus = z.object({
  needsAgreement: z.boolean(),
  missingDocuments: z.array(ZLegalDocumentRef),
});
export type TAgreementStatus = z.infer<typeof ZAgreementStatus>;

export const ZSetupStatus = z.object({ valid: z.boolean() });

// "Download my data" (issue 17; SPEC §2 Privacy: the right to export). One JSON file of all the
// database holds about the member who asks, and nothing about anyone else.

export const DATA_EXPORT_MSG = {
  rateLimited: `You can download your data ${DATA_EXPORT_LIMIT.max} times an hour. Please try again later.`,
} as const;

const when = z.string();
const whenOrNull = z.string().nullable();

export const ZDataExport = z.object({
  format: z.literal('battle-ready-data-export'),
  version: z.literal(1),
  exportedAt: when,
  account: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
    image: z.string().nullable(),
    createdAt: when,
    updatedAt: when,
    twoFactorEnabled: z.boolean(),
    /** 'password', 'google' (or another provider's id): how the member can sign in. */
    signInMethods: z.array(z.object({ method: z.string(), linkedAt: when })),
  }),
  profile: z
    .object({
      name: z.string(),
      branch: z.string().nullable(),
      reviewerScore: z.number(),
      createdAt: when,
    })
    .nullable(),
  roles: z.array(z.object({ role: z.enum(['admin', 'super_admin']), grantedAt: when })),
  termsAcceptances: z.array(
    z.object({ termsVersion: z.string(), privacyVersion: z.string(), acceptedAt: when }),
  ),
  legalAgreements: z.array(
    z.object({
      documentId: z.string(),
      documentType: z.enum(['terms', 'privacy']),
      version: z.string(),
      agreedAt: when,
    }),
  ),
  /** Signed-in sessions still on record, without their tokens. */
  sessions: z.array(
    z.object({
      createdAt: when,
      lastActiveAt: when,
      expiresAt: when,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /**
   * Every review written, whatever its status, with whole photo and video links signed for an
   * hour, every field report on it and its earlier versions, newest first (issue 30).
   */
  reviews: z.array(ZMyReview.extend({ revisions: z.array(ZReviewRevision) })),
  /** Photos and videos uploaded but not (yet) on a review; removed after a day. */
  uploadsNotOnAReview: z.array(ZUploadedMedia),
  votes: z.array(
    z.object({
      reviewId: z.string(),
      productId: z.string(),
      productName: z.string(),
      voteType: z.enum(['upvote', 'downvote']),
      createdAt: when,
    }),
  ),
  flags: z.array(
    z.object({
      id: z.string(),
      reviewId: z.string(),
      productId: z.string(),
      productName: z.string(),
      /** The field report of that review the flag names (issue 30), or null. */
      reportId: z.string().nullable(),
      reason: z.string(),
      description: z.string().nullable(),
      status: z.enum(['pending', 'resolved', 'dismissed']),
      /**
       * The network it was raised from, as the keyed hash flags are grouped by (issue 44): not
       * the address, and nothing anyone can turn back into one. Null for flags before it.
       */
      networkPseudonym: z.string().nullable(),
      createdAt: when,
      resolvedAt: whenOrNull,
    }),
  ),
  /**
   * How many of their flags moderators agreed with and dismissed (issue 29), flags since
   * deleted with their review included: their later flags weigh by it.
   */
  flagRecord: z.object({ agreed: z.number().int(), disagreed: z.number().int() }),
  /** Issue 49: their flags on products' compliance claims, and what became of each. */
  claimFlags: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      standard: z.string(),
      reason: z.string(),
      status: z.enum(['pending', 'dismissed', 'upheld']),
      createdAt: when,
      decidedAt: whenOrNull,
    }),
  ),
  gearKit: z.array(ZGearKitItem),
  /** Issue 50: questions they asked, with every earlier version, whatever their status. */
  questions: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      text: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      acceptedAnswerId: z.string().nullable(),
      createdAt: when,
      editedAt: whenOrNull,
      earlierVersions: z.array(
        z.object({ version: z.number(), text: z.string(), createdAt: when }),
      ),
    }),
  ),
  /** Their answers, with every earlier version. */
  answers: z.array(
    z.object({
      id: z.string(),
      questionId: z.string(),
      questionText: z.string(),
      productId: z.string(),
      text: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      upvotes: z.number(),
      downvotes: z.number(),
      createdAt: when,
      editedAt: whenOrNull,
      earlierVersions: z.array(
        z.object({ version: z.number(), text: z.string(), createdAt: when }),
      ),
    }),
  ),
  /** Their votes on answers. */
  answerVotes: z.array(
    z.object({ answerId: z.string(), voteType: z.enum(['upvote', 'downvote']), createdAt: when }),
  ),
  /** Their flags on questions and answers, and what became of each. */
  questionFlags: z.array(
    z.object({
      id: z.string(),
      questionId: z.string().nullable(),
      answerId: z.string().nullable(),
      reason: z.string(),
      description: z.string().nullable(),
      status: z.enum(['pending', 'resolved', 'dismissed']),
      createdAt: when,
      resolvedAt: whenOrNull,
    }),
  ),
  /** Issue 52: their appeals of moderation decisions, and how each was settled. */
  appeals: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(APPEAL_KINDS),
      itemId: z.string(),
      note: z.string(),
      status: z.enum(APPEAL_STATUSES),
      reason: z.string().nullable(),
      createdAt: when,
      settledAt: whenOrNull,
    }),
  ),
  submissions: z.array(ZSubmission),
  invitationsSent: z.array(ZInvitation),
  /** The invitation the member signed up with, when one was recorded. */
  invitationUsed: z.object({ invitationCode: z.string(), usedAt: whenOrNull }).nullable(),
  /** Messages sent through the contact form while signed in. */
  contactMessages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      status: z.enum(['new', 'in_progress', 'resolved']),
      createdAt: when,
      resolvedAt: whenOrNull,
    }),
  ),
  /** Everything the site told the member in its pages (issue 28), newest first. */
  notifications: z.array(ZNotification),
  notificationSettings: ZNotificationSettings,
  /** The devices push notifications go to (issue 51): never their keys or full address. */
  pushDevices: z.array(ZPushDevice),
  /** Their service verification as held (issue 29): what it says, how and when; nothing else. */
  verification: ZVerification.nullable(),
  /** The identities they verified with, as the keyed hashes kept (issue 44, decision 022). */
  verificationIdentities: z.array(ZVerificationIdentity),
  /** Actions taken as an administrator: what and when (what they concerned is others' data). */
  adminActions: z.array(z.object({ action: z.string(), targetType: z.string(), createdAt: when })),
  /** What is held but not in this file, and why. */
  notIncluded: z.array(z.string()),
});
export type TDataExport = z.infer<typeof ZDataExport>;
