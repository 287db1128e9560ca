import { and, desc, eq, inArray } from 'drizzle-orm';
import { parseAmazonProductUrl } from '@shared/amazon-url';
import { SUBMISSION_LIMIT } from '@shared/limits';
import type { TSubmission } from '@shared/schemas/me';
import {
  SUBMISSION_MSG,
  type TAsinMatch,
  type TSubmissionRequest,
} from '@shared/schemas/submissions';
import { pendingProducts } from './schema';
import type { Db, Executor } from '../../db/types';
import { tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { claimedColumns, claimedValues, productsWithAsins } from '../products';
import type { SizedKind } from '@shared/specs';

type SubmissionRow = typeof pendingProducts.$inferSelect;

export const toSubmission = (r: SubmissionRow): TSubmission => ({
  id: r.id,
  name: r.name,
  category: r.category,
  price: r.price,
  description: r.description,
  amazonUrl: r.amazonUrl,
  imageUrl: r.imageUrl,
  status: r.status,
  adminNotes: r.adminNotes,
  productId: r.productId,
  createdAt: r.createdAt.toISOString(),
  specs: claimedValues(r),
  sized: r.sized as SizedKind | null,
});

/** The user's own product submissions, newest first, with the admin's notes. */
export async function listSubmissionsBy(db: Db, userId: string): Promise<TSubmission[]> {
  const rows = await db
    .select()
    .from(pendingProducts)
    .where(eq(pendingProducts.userId, userId))
    .orderBy(desc(pendingProducts.createdAt));
  return rows.map(toSubmission);
}

const MATCHES_SHOWN = 3;

/** A match and, for a pending submission, its id (kept on the server). */
type Found = TAsinMatch & { submissionId: string | null };

/**
 * Catalogue products and pending submissions with these ASINs: the submitter is warned, the
 * admin sees them beside the submission. Read one ASIN's list with `matchesOf`.
 */
export async function findAsinMatches(db: Executor, asins: string[]) {
  const byAsin = new Map<string, Found[]>();
  if (asins.length === 0) return byAsin;
  const add = (asin: string | null, found: Found) => {
    if (asin) byAsin.set(asin, [...(byAsin.get(asin) ?? []), found]);
  };
  const [catalogue, queued] = await Promise.all([
    productsWithAsins(db, asins),
    db
      .select({ asin: pendingProducts.asin, id: pendingProducts.id, name: pendingProducts.name })
      .from(pendingProducts)
      .where(and(inArray(pendingProducts.asin, asins), eq(pendingProducts.status, 'pending')))
      .orderBy(desc(pendingProducts.createdAt)),
  ]);
  for (const p of catalogue) {
    add(p.asin, { kind: 'product', productId: p.id, name: p.name, submissionId: null });
  }
  for (const s of queued) {
    add(s.asin, { kind: 'submission', productId: null, name: s.name, submissionId: s.id });
  }
  return byAsin;
}

/** The first few matches of one ASIN, leaving out the submission in hand. */
export function matchesOf(
  found: Map<string, Found[]>,
  asin: string | null,
  exceptSubmission?: string,
): TAsinMatch[] {
  if (!asin) return [];
  return (found.get(asin) ?? [])
    .filter((m) => m.submissionId === null || m.submissionId !== exceptSubmission)
    .slice(0, MATCHES_SHOWN)
    .map(({ kind, productId, name }) => ({ kind, productId, name }));
}

export async function matchesForUrl(db: Db, canonicalUrl: string) {
  const product = parseAmazonProductUrl(canonicalUrl)!;
  const matches = matchesOf(await findAsinMatches(db, [product.asin]), product.asin);
  return { asin: product.asin, canonicalUrl: product.canonicalUrl, matches };
}

/**
 * SPEC §4: a submission is created pending. The ASIN travels with it so admins and later
 * submitters see the same product twice; a duplicate is reported back, not refused.
 */
export async function createSubmission(db: Db, userId: string, input: TSubmissionRequest) {
  const { asin } = parseAmazonProductUrl(input.amazonUrl)!;
  return db.transaction(async (tx) => {
    const limit = await consumeRateLimit(
      tx,
      'product_submission',
      `user:${userId}`,
      SUBMISSION_LIMIT,
    );
    if (!limit.allowed) throw tooMany(SUBMISSION_MSG.dailyLimit, limit.retryAfterSeconds);
    const matches = matchesOf(await findAsinMatches(tx, [asin]), asin);
    const { specs = {}, sized = null, ...fields } = input;
    const [row] = await tx
      .insert(pendingProducts)
      .values({ ...fields, ...claimedColumns(specs), sized, asin, userId })
      .returning();
    return { submission: toSubmission(row!), matches };
  });
}
