import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { COMPLIANCE_MSG, CLAIM_FLAG_LIMIT, RECHECK_AFTER_DAYS } from '@shared/compliance';
import type { TClaimFlagDecision, TComplianceQueue } from '@shared/schemas/compliance';
import type { TDataExport } from '@shared/schemas/me';
import type { Standard } from '@shared/compliance';
import { profiles } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, notFound, tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { complianceOf } from './compliance';
import { complianceFlags, products } from './schema';
import { PRODUCT_NOT_FOUND } from './service';

/**
 * Issue 49: a member says a product's claim of a standard looks wrong. Only a claim the product
 * makes can be flagged; one open flag per member and claim; a day's flags are limited, as each
 * is an admin's look.
 */
export async function flagClaim(
  db: Db,
  memberId: string,
  productId: string,
  standard: Standard,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ compliance: products.compliance })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (!product.compliance.some((c) => c.standard === standard)) {
      throw notFound(COMPLIANCE_MSG.claimNotFound);
    }
    const limit = await consumeRateLimit(tx, 'claim_flag', `user:${memberId}`, CLAIM_FLAG_LIMIT);
    if (!limit.allowed) throw tooMany(COMPLIANCE_MSG.flagLimit, limit.retryAfterSeconds);
    const inserted = await tx
      .insert(complianceFlags)
      .values({ productId, standard, userId: memberId, reason })
      .onConflictDoNothing()
      .returning({ id: complianceFlags.id });
    if (inserted.length === 0) throw conflict(COMPLIANCE_MSG.alreadyFlagged);
  });
}

const DUE_LISTED = 50;

/** The day a check made on it is due again: checked on or before this is due. */
const dueBefore = sql`(current_date - ${RECHECK_AFTER_DAYS}::int)`;

/** The admin's Standards tab: open flags, oldest first, and products whose checks are due. */
export async function complianceQueue(db: Db): Promise<TComplianceQueue> {
  const due = lte(products.complianceCheckedOn, dueBefore);
  const [flags, dueRows, [dueCount]] = await Promise.all([
    db
      .select({
        id: complianceFlags.id,
        productId: products.id,
        productName: products.name,
        compliance: products.compliance,
        standard: complianceFlags.standard,
        reason: complianceFlags.reason,
        flaggedBy: profiles.name,
        flaggedAt: complianceFlags.createdAt,
      })
      .from(complianceFlags)
      .innerJoin(products, eq(products.id, complianceFlags.productId))
      .innerJoin(profiles, eq(profiles.userId, complianceFlags.userId))
      .where(eq(complianceFlags.status, 'pending'))
      .orderBy(asc(complianceFlags.createdAt)),
    db
      .select({ id: products.id, name: products.name, compliance: products.compliance })
      .from(products)
      .where(and(isNotNull(products.complianceCheckedOn), due))
      .orderBy(asc(products.complianceCheckedOn), asc(products.id))
      .limit(DUE_LISTED),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(isNotNull(products.complianceCheckedOn), due)),
  ]);
  const cutoff = new Date(Date.now() - RECHECK_AFTER_DAYS * 86_400_000).toISOString().slice(0, 10);
  return {
    flags: flags.map((f) => ({
      id: f.id,
      product: { id: f.productId, name: f.productName },
      standard: f.standard as Standard,
      claim: complianceOf(f.compliance).find((c) => c.standard === f.standard) ?? null,
      reason: f.reason,
      flaggedBy: f.flaggedBy,
      flaggedAt: f.flaggedAt.toISOString(),
    })),
    due: dueRows.map((p) => ({
      product: { id: p.id, name: p.name },
      claims: complianceOf(p.compliance)
        .filter((c) => c.status === 'checked' && c.checkedAt !== undefined && c.checkedAt <= cutoff)
        .sort((a, b) => a.checkedAt!.localeCompare(b.checkedAt!)),
    })),
    dueTotal: dueCount?.n ?? 0,
  };
}

/** An admin decides an open flag: dismissed (the claim stands) or upheld; audit-logged. */
export async function decideClaimFlag(
  db: Db,
  admin: AuditActor,
  flagId: string,
  { decision }: TClaimFlagDecision,
) {
  await db.transaction(async (tx) => {
    const [flag] = await tx
      .select({
        status: complianceFlags.status,
        productId: complianceFlags.productId,
        standard: complianceFlags.standard,
        productName: products.name,
      })
      .from(complianceFlags)
      .innerJoin(products, eq(products.id, complianceFlags.productId))
      .where(eq(complianceFlags.id, flagId))
      .for('update', { of: complianceFlags });
    if (!flag) throw notFound(COMPLIANCE_MSG.flagNotFound);
    if (flag.status !== 'pending') throw conflict(COMPLIANCE_MSG.flagDecided);
    await tx
      .update(complianceFlags)
      .set({
        status: decision === 'dismiss' ? 'dismissed' : 'upheld',
        decidedAt: new Date(),
        decidedBy: admin.id,
      })
      .where(eq(complianceFlags.id, flagId));
    await recordAudit(
      tx,
      admin,
      decision === 'dismiss' ? 'claim_flag.dismiss' : 'claim_flag.uphold',
      { type: 'product', id: flag.productId, label: flag.productName },
      flag.standard,
    );
  });
}

/** The export's part: the member's flags on claims, newest first. */
export async function exportClaimFlags(
  tx: Tx,
  userId: string,
): Promise<Pick<TDataExport, 'claimFlags'>> {
  const rows = await tx
    .select({
      id: complianceFlags.id,
      productId: complianceFlags.productId,
      productName: products.name,
      standard: complianceFlags.standard,
      reason: complianceFlags.reason,
      status: complianceFlags.status,
      createdAt: complianceFlags.createdAt,
      decidedAt: complianceFlags.decidedAt,
    })
    .from(complianceFlags)
    .innerJoin(products, eq(products.id, complianceFlags.productId))
    .where(eq(complianceFlags.userId, userId))
    .orderBy(desc(complianceFlags.createdAt));
  return {
    claimFlags: rows.map((r) => ({
      ...r,
      status: r.status as 'pending' | 'dismissed' | 'upheld',
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
  };
}
