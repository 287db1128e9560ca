import { and, gt, isNull, lte, sql } from 'drizzle-orm';
import { AFFILIATIONS, VERIFICATION_REMINDER_DAYS } from '@shared/verification';
import { milEmailCodes, serviceVerifications, verificationOidcFlows } from './schema';
import type { Tx } from '../../db/types';
import { notices, type Notifier } from '../notifications';
import { pruneIdentities, releaseIdentities } from './identities';
import type { OnVerifiedChange } from './service';

// pg-boss names allow letters, digits and _.
export const VERIFICATION_EXPIRY_QUEUE = 'verification_expiry';

/**
 * Hourly, in one transaction: expired verifications go, letting their identities go (and the
 * products their members reviewed count them no more), members whose verification ends within
 * the reminder's days are told once, expired `.mil` codes and unfinished provider flows are
 * deleted, and identity links released long enough ago (identities.ts) too.
 */
export async function expireVerifications(
  tx: Tx,
  notifier: Notifier,
  onVerifiedChange: OnVerifiedChange,
) {
  const expired = await tx
    .delete(serviceVerifications)
    .where(lte(serviceVerifications.expiresAt, sql`now()`))
    .returning({ userId: serviceVerifications.userId });
  const expiredMembers = expired.map((r) => r.userId);
  await releaseIdentities(tx, expiredMembers);
  await onVerifiedChange(tx, expiredMembers);

  const ending = await tx
    .update(serviceVerifications)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        isNull(serviceVerifications.remindedAt),
        gt(serviceVerifications.expiresAt, sql`now()`),
        lte(
          serviceVerifications.expiresAt,
          sql`now() + make_interval(days => ${VERIFICATION_REMINDER_DAYS})`,
        ),
      ),
    )
    .returning({
      userId: serviceVerifications.userId,
      affiliation: serviceVerifications.affiliation,
      expiresAt: serviceVerifications.expiresAt,
    });
  await notifier.tellMany(
    tx,
    ending.map((v) =>
      notices.verificationEnding({
        userId: v.userId,
        affiliationLabel: AFFILIATIONS[v.affiliation],
        expiresAt: v.expiresAt,
      }),
    ),
  );

  await tx.delete(milEmailCodes).where(lte(milEmailCodes.expiresAt, sql`now()`));
  await tx.delete(verificationOidcFlows).where(lte(verificationOidcFlows.expiresAt, sql`now()`));
  await pruneIdentities(tx);
}
