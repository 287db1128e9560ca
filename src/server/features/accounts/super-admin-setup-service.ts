import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { SUPER_ADMIN_SETUP_MINUTES } from '@shared/limits';
import { userRoles, verification } from '../../db/schema';
import type { Db } from '../../db/types';

const IDENTIFIER = 'super-admin-setup';
/** Only a hash is stored: a database reader cannot lift a working link from it. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function hasSuperAdmin(db: Db) {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'super_admin'))
    .limit(1);
  return Boolean(row);
}

/** A fresh one-time token valid for an hour; any earlier one stops working. */
export async function issueSetupToken(db: Db) {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, IDENTIFIER));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: IDENTIFIER,
      value: digest(token),
      expiresAt: sql`now() + make_interval(mins => ${SUPER_ADMIN_SETUP_MINUTES})`,
    });
  });
  return token;
}

const matches = (token: string) =>
  and(
    eq(verification.identifier, IDENTIFIER),
    eq(verification.value, digest(token)),
    gt(verification.expiresAt, sql`now()`),
  );

export async function setupTokenValid(db: Db, token: string) {
  const [row] = await db.select({ id: verification.id }).from(verification).where(matches(token));
  return Boolean(row);
}

/** Uses the token up: of two requests racing with it, exactly one gets true. */
export async function consumeSetupToken(db: Db, token: string) {
  const used = await db
    .delete(verification)
    .where(matches(token))
    .returning({ id: verification.id });
  return used.length === 1;
}
