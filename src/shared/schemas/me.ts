import { z } from 'zod';
import { ZReview } from './reviews';

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
export const ZInvitationCreated = z.object({ invitation: ZInvitation });
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
});
export type TSubmission = z.infer<typeof ZSubmission>;
export const ZSubmissionList = z.object({ items: z.array(ZSubmission) });

export const ZGearKitItem = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
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
