import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { VERIFICATION_MSG, type TVerification } from '@shared/schemas/verification';
import { MIL_CODE_DIGITS, MIL_CODE_MINUTES, MIL_CODE_TRIES } from '@shared/verification';
import { milEmailCodes } from './schema';
import type { Db } from '../../db/types';
import { badRequest, mailFailed, tooManyTries } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { milCodeMail, type MailContext } from '../../lib/mail/templates';
import { countAttempt, MIL_CODE_LIMITS, type Asker } from './attempt-limits';
import type { IdentityHasher } from './identity-hash';
import { grantVerification, type OnVerifiedChange } from './service';

/** The code's HMAC under the app's secret, bound to its member: a leaked table proves nothing. */
const hashOf = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`mil-code:${userId}:${code}`).digest('base64url');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface MilCodeDeps {
  db: Db;
  mailer: Mailer;
  mail: MailContext;
  secret: string;
  identities: IdentityHasher;
  onVerifiedChange: OnVerifiedChange;
}

/**
 * POST /api/me/verification/mil/start: a fresh six-digit code replaces any earlier one, and goes
 * straight to the address through the mailer, never through the outbox's queue: the address is
 * in no table, only the code's hash and the address's keyed hash are (decision 022), the latter
 * to be linked on confirmation. Whether that address may verify this account is not said here,
 * before the mailbox is shown to be the member's: it would tell anyone typing an address whether
 * it verifies someone. Limited per member and per network.
 */
export async function startMilCode(deps: MilCodeDeps, member: Asker, email: string) {
  const code = String(randomInt(0, 10 ** MIL_CODE_DIGITS)).padStart(MIL_CODE_DIGITS, '0');
  const codeHash = hashOf(deps.secret, member.userId, code);
  await deps.db.transaction(async (tx) => {
    await countAttempt(tx, 'mil_code', member, MIL_CODE_LIMITS);
    const values = {
      codeHash,
      identityHash: deps.identities.ofMilAddress(email),
      tries: 0,
      expiresAt: sql`now() + make_interval(mins => ${MIL_CODE_MINUTES})`,
      createdAt: sql`now()`,
    };
    await tx
      .insert(milEmailCodes)
      .values({ userId: member.userId, ...values })
      .onConflictDoUpdate({ target: milEmailCodes.userId, set: values });
  });
  try {
    await deps.mailer.send(milCodeMail(deps.mail, email, code, MIL_CODE_MINUTES), {
      id: randomUUID(),
      queuedAt: new Date(),
    });
  } catch {
    // Not sent: a code nobody received must not count as waiting. The attempt stays counted.
    await deps.db.delete(milEmailCodes).where(eq(milEmailCodes.userId, member.userId));
    throw mailFailed(VERIFICATION_MSG.milMailFailed);
  }
}

type Outcome =
  | { kind: 'none' | 'expired' | 'spent' }
  | { kind: 'wrong'; left: number }
  | { kind: 'right'; verification: TVerification };

/**
 * POST /api/me/verification/mil/confirm: the member's own code only (codes are kept per member).
 * A wrong one costs a try; after MIL_CODE_TRIES wrong ones the code is gone and even the right
 * one is refused. The right one is used up and the member is verified as a service member,
 * unless the address is revoked or verifies another account (403, 409: nothing changes, the
 * code stays as it was).
 */
export async function confirmMilCode(deps: MilCodeDeps, userId: string, code: string) {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({
        codeHash: milEmailCodes.codeHash,
        identityHash: milEmailCodes.identityHash,
        tries: milEmailCodes.tries,
        expired: sql<boolean>`${milEmailCodes.expiresAt} <= now()`,
      })
      .from(milEmailCodes)
      .where(eq(milEmailCodes.userId, userId))
      .for('update');
    if (!row) return { kind: 'none' };
    const drop = () => tx.delete(milEmailCodes).where(eq(milEmailCodes.userId, userId));
    // A code from before migration 0035 has no address hash to link: as good as expired.
    if (row.expired || row.identityHash === null) {
      await drop();
      return { kind: 'expired' };
    }
    if (row.tries >= MIL_CODE_TRIES) {
      await drop();
      return { kind: 'spent' };
    }
    if (!sameHash(row.codeHash, hashOf(deps.secret, userId, code))) {
      const tries = row.tries + 1;
      await tx.update(milEmailCodes).set({ tries }).where(eq(milEmailCodes.userId, userId));
      return { kind: 'wrong', left: MIL_CODE_TRIES - tries };
    }
    await drop();
    return {
      kind: 'right',
      verification: await grantVerification(
        tx,
        userId,
        'service_member',
        { method: 'mil_email', hash: row.identityHash },
        deps.onVerifiedChange,
      ),
    };
  });
  // Thrown after the commit, so the try spent or the code dropped stays so.
  switch (outcome.kind) {
    case 'none':
      throw badRequest(VERIFICATION_MSG.milNoCode);
    case 'expired':
      throw badRequest(VERIFICATION_MSG.milCodeExpired);
    case 'spent':
      // No Retry-After: waiting does not help, a new code does.
      throw tooManyTries(VERIFICATION_MSG.milTooManyTries);
    case 'wrong':
      throw badRequest(VERIFICATION_MSG.milWrongCode(outcome.left));
    case 'right':
      return outcome.verification;
  }
}
