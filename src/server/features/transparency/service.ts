import { desc } from 'drizzle-orm';
import {
  POLICY_MSG,
  type TPolicyVersion,
  type TTransparency,
  type ZPolicyWrite,
} from '@shared/schemas/transparency';
import type { z } from 'zod';
import { moderationPolicies } from './schema';
import type { Db, Executor } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { orConflict } from '../../lib/unique-violation';
import { transparencyMonths } from './figures';

type PolicyRow = typeof moderationPolicies.$inferSelect;

const toVersion = (row: PolicyRow): TPolicyVersion => ({
  version: row.version,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
});

/** Every published version, newest first. */
export async function policyVersions(db: Executor): Promise<TPolicyVersion[]> {
  const rows = await db
    .select()
    .from(moderationPolicies)
    .orderBy(desc(moderationPolicies.publishedAt), desc(moderationPolicies.id));
  return rows.map(toVersion);
}

/** The public page: the policy in force, its versions, and the figures by month. */
export async function transparency(db: Db): Promise<TTransparency> {
  const [versions, months] = await Promise.all([policyVersions(db), transparencyMonths(db)]);
  return {
    policy: versions[0] ?? null,
    policyVersions: versions.map(({ version, publishedAt }) => ({ version, publishedAt })),
    months,
  };
}

/**
 * An admin publishes a new version, in force from now; the earlier ones stay readable. A name
 * already used is a 409 (two admins at once meet the unique constraint, and get the same).
 */
export async function publishPolicy(
  db: Db,
  admin: AuditActor,
  input: z.output<typeof ZPolicyWrite>,
): Promise<TPolicyVersion> {
  const taken = () => conflict(POLICY_MSG.versionTaken);
  return orConflict(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(moderationPolicies)
          .values({ version: input.version, body: input.body, publishedBy: admin.id })
          .returning();
        await recordAudit(tx, admin, 'policy.publish', {
          type: 'moderation_policy',
          id: row!.id,
          label: input.version,
        });
        return toVersion(row!);
      }),
    taken,
  );
}
