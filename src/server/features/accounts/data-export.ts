import { asc, desc, eq } from 'drizzle-orm';
import type { TDataExport } from '@shared/schemas/me';
import { account, auditLog, profiles, session, user, userRoles } from '../../db/schema';
import { termsAcceptance, userLegalAgreements } from './schema';
import type { Db, Tx } from '../../db/types';
import { unauthorized } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { exportContactMessages } from '../contact';
import { exportGearKit } from '../gear-kit';
import { exportQuestions } from '../questions';
import { exportAppeals } from '../appeals';
import { exportClaimFlags } from '../products';
import { exportInvitations } from '../invitations';
import { agreedDocumentColumns, joinDocument } from '../legal';
import { exportNotifications } from '../notifications';
import { exportReviews } from '../reviews';
import { exportSubmissions } from '../submissions';
import { exportVerification } from '../verification';

type Section = Exclude<keyof TDataExport, 'format' | 'version' | 'exportedAt' | 'notIncluded'>;

/**
 * Every column in the database that refers to a user, and where the export puts what it holds
 * (`in`) or why it leaves it out (`out`). data-export.int.test.ts checks that every foreign key
 * to "user" is named here and that every column named here exists, so a new table that points
 * at members fails that test until it is exported or its exclusion is argued here.
 */
export const USER_REFERENCES: Record<string, { in: Section } | { out: string }> = {
  'account.user_id': { in: 'account' }, // sign-in methods; tokens and password hash left out
  'session.user_id': { in: 'sessions' }, // without the token
  'two_factor.user_id': {
    out: 'TOTP secret and backup codes; account.twoFactorEnabled says if on',
  },
  'profiles.user_id': { in: 'profile' },
  'user_roles.user_id': { in: 'roles' },
  'terms_acceptance.user_id': { in: 'termsAcceptances' },
  'user_legal_agreements.user_id': { in: 'legalAgreements' },
  'reviews.user_id': { in: 'reviews' },
  'review_reports.user_id': { in: 'reviews' }, // each review with its field reports
  'review_media.user_id': { in: 'uploadsNotOnAReview' }, // and the media of `reviews`
  'review_votes.user_id': { in: 'votes' },
  'review_flags.user_id': { in: 'flags' },
  'compliance_flags.user_id': { in: 'claimFlags' },
  'compliance_flags.decided_by': { out: "others' flags on claims; adminActions has claim_flag.*" },
  'flag_records.user_id': { in: 'flagRecord' },
  'wishlists.user_id': { in: 'gearKit' },
  'questions.user_id': { in: 'questions' }, // each with its earlier versions (qa_revisions)
  'answers.user_id': { in: 'answers' },
  'answer_votes.user_id': { in: 'answerVotes' },
  'qa_flags.user_id': { in: 'questionFlags' },
  'appeals.user_id': { in: 'appeals' },
  'appeals.decided_by': {
    out: "others' appeals of the member's decisions; adminActions has the decisions",
  },
  'appeals.settled_by': {
    out: "others' appeals; adminActions has appeal.uphold and appeal.reverse",
  },
  'owner_asks.user_id': {
    out: 'which questions the member was asked to answer this week: kept only to ask no more than 3; the notices are in `notifications`',
  },
  'qa_flags.resolved_by': { out: "others' flags; adminActions has question.* and answer.*" },
  'pending_products.user_id': { in: 'submissions' },
  'invitations.invited_by': { in: 'invitationsSent' },
  'invitations.used_by': { in: 'invitationUsed' },
  'contact_submissions.user_id': { in: 'contactMessages' },
  'notifications.user_id': { in: 'notifications' },
  'notification_settings.user_id': { in: 'notificationSettings' },
  'push_subscriptions.user_id': { in: 'pushDevices' }, // host and date; address and keys left out
  'notifications.actor_id': {
    out: "other members' notifications of something the member did (joined, reviewed): theirs",
  },
  'service_verifications.user_id': { in: 'verification' },
  'verification_identities.user_id': { in: 'verificationIdentities' },
  'mil_email_codes.user_id': {
    out: "a `.mil` code's hash for 15 minutes: a secret, and the address it went to is not kept",
  },
  'verification_oidc_flows.user_id': {
    out: 'a provider sign-in under way: its state, nonce and PKCE verifier, secrets for minutes',
  },
  'notification_pacing.user_id': {
    out: 'when the last reminder or digest went: kept only so neither is sent twice',
  },
  'idempotency_keys.actor_id': {
    out: 'the answer to a form the member sent (a review, a field report, a message), kept 24 hours so a second send of it is not acted on; what it made is in its own section',
  },
  // Administrators' work: each such change also wrote an audit row, exported as `adminActions`
  // (what and when). The rows themselves are other members' content, or the public site's.
  'audit_log.actor_id': { in: 'adminActions' },
  'pending_products.reviewed_by': { out: "others' submissions; adminActions has submission.*" },
  'moderation_policies.published_by': {
    out: 'the site’s moderation policy, public on /transparency; adminActions has policy.publish',
  },
  'review_flags.resolved_by': { out: "others' flags; adminActions has flag.*" },
  'review_revisions.hidden_by': {
    out: "others' reviews' versions; adminActions has revision.* and, for an upheld flag, flag.*",
  },
  'contact_submissions.resolved_by': { out: "others' messages; adminActions has contact.*" },
  'product_alerts.posted_by': { out: 'alerts on the public site; adminActions has alert.*' },
  'legal_documents.uploaded_by': { out: 'public documents; adminActions has legal.upload' },
  'site_settings.updated_by': { out: 'site-wide settings; adminActions has setting.change' },
  // Not foreign keys, but a user's id may stand in them.
  'audit_log.target_id': {
    out: "an administrator's action on the member: the actor is another member; what it changed is in the member's own rows (roles, reviews, submissions)",
  },
  'rate_limits.subject': { out: 'counts of recent attempts, deleted when their window ends' },
  'verification.value': { out: "a password-reset link's owner: the link is a secret" },
};

/** Said in the file itself, so the member knows what is held but not handed out, and why. */
const NOT_INCLUDED = [
  'Your password (we keep only a one-way hash of it), session tokens, your two-factor secret and backup codes, Google sign-in tokens, and email confirmation or reset links: each would let whoever holds this file act as you.',
  "Votes and flags other members placed on your reviews, and who handled your submissions, flags and messages: those are other members' data. Your reviews carry their vote counts; your submissions, flags and messages their status.",
  'Staff notes on your contact messages, and the details of actions you took as an administrator (whom or what they concerned, and notes): they describe other members. The actions themselves and their times are under adminActions.',
  'The photo and video files themselves: the links to them in this file work for an hour after the download, and each review on the site shows them afterwards.',
  'Rate-limit counters: they hold a count of recent attempts and are deleted when their window ends.',
  'For 24 hours after you send a review, a field report or a message, the answer we gave, so that the same one sent again from a weak connection is not acted on twice. What it made is in this file.',
  'A service verification code waiting, or a sign-in at the identity provider under way: each is a secret for minutes. We never kept the .mil address a code went to, nor anything the identity provider said beyond the affiliation under verification. What stands for them, a keyed hash that cannot be turned back into the address or the provider account, is under verificationIdentities.',
  'E-mails waiting to be sent, and for a day those sent: what they said is in your notifications, or was a link to act on your account.',
  "Your devices' full push addresses and encryption keys: they belong to each device's browser and are of no use outside it. Each device is under pushDevices by its push service and the date you turned push on; pushes waiting to be sent say only a notification's kind and link.",
];

const iso = (d: Date) => d.toISOString();

/** Better Auth's provider ids as the member knows them. */
const methodName = (providerId: string) => (providerId === 'credential' ? 'password' : providerId);

/**
 * Everything the database holds about one member (issue 17), in one read-only snapshot, so the
 * file is consistent even while they keep using the site. Nothing that belongs to another member:
 * votes and flags are theirs on others' reviews, never others' on theirs.
 */
export async function exportMemberData(
  db: Db,
  storage: MediaStorage,
  publicUrl: string,
  userId: string,
): Promise<TDataExport> {
  return db.transaction(
    async (tx) => {
      const [me] = await tx.select().from(user).where(eq(user.id, userId));
      if (!me) throw unauthorized('Please sign in to continue');
      return {
        format: 'battle-ready-data-export' as const,
        version: 1 as const,
        exportedAt: new Date().toISOString(),
        account: {
          id: me.id,
          email: me.email,
          emailVerified: me.emailVerified,
          name: me.name,
          image: me.image,
          createdAt: iso(me.createdAt),
          updatedAt: iso(me.updatedAt),
          twoFactorEnabled: me.twoFactorEnabled,
          signInMethods: await signInMethods(tx, userId),
        },
        profile: await profileOf(tx, userId),
        ...(await accountRecords(tx, userId)),
        ...(await exportReviews(tx, storage, publicUrl, userId)),
        ...(await exportGearKit(tx, userId)),
        ...(await exportQuestions(tx, userId)),
        ...(await exportAppeals(tx, userId)),
        ...(await exportClaimFlags(tx, userId)),
        ...(await exportSubmissions(tx, userId)),
        ...(await exportInvitations(tx, userId)),
        ...(await exportContactMessages(tx, userId)),
        ...(await exportNotifications(tx, userId)),
        ...(await exportVerification(tx, userId)),
        adminActions: await adminActions(tx, userId),
        notIncluded: NOT_INCLUDED,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function signInMethods(tx: Tx, userId: string) {
  const rows = await tx
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  return rows.map((r) => ({ method: methodName(r.providerId), linkedAt: iso(r.createdAt) }));
}

async function profileOf(tx: Tx, userId: string) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) return null;
  const { name, branch, reviewerScore, createdAt } = row;
  return { name, branch, reviewerScore, createdAt: iso(createdAt) };
}

/** Roles, what they agreed to, and where they are signed in. */
async function accountRecords(tx: Tx, userId: string) {
  const roles = await tx
    .select()
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.createdAt));
  const terms = await tx
    .select()
    .from(termsAcceptance)
    .where(eq(termsAcceptance.userId, userId))
    .orderBy(asc(termsAcceptance.acceptedAt));
  const agreed = tx
    .select({ ...agreedDocumentColumns, agreedAt: userLegalAgreements.agreedAt })
    .from(userLegalAgreements)
    .$dynamic();
  const agreements = await joinDocument(agreed, userLegalAgreements.documentId)
    .where(eq(userLegalAgreements.userId, userId))
    .orderBy(asc(userLegalAgreements.agreedAt));
  const sessions = await tx
    .select({
      createdAt: session.createdAt,
      lastActiveAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.updatedAt));
  return {
    roles: roles.map((r) => ({ role: r.role, grantedAt: iso(r.createdAt) })),
    termsAcceptances: terms.map((r) => ({
      termsVersion: r.acceptedTermsVersion,
      privacyVersion: r.acceptedPrivacyVersion,
      acceptedAt: iso(r.acceptedAt),
    })),
    legalAgreements: agreements.map((r) => ({ ...r, agreedAt: iso(r.agreedAt) })),
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: iso(s.createdAt),
      lastActiveAt: iso(s.lastActiveAt),
      expiresAt: iso(s.expiresAt),
    })),
  };
}

/**
 * Audit rows they wrote as an administrator: the action and when. The target's id and label
 * and the notes are left out: they name other members, their reviews or their messages.
 */
async function adminActions(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      action: auditLog.action,
      targetType: auditLog.targetType,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.actorId, userId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}
