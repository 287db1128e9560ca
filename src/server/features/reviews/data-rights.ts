import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TUploadedMedia } from '@shared/schemas/media';
import type { TDataExport } from '@shared/schemas/me';
import { flagRecords, reviewFlags } from './moderation/schema';
import { reviewMedia, reviewVotes, reviews } from './schema';
import type { Tx } from '../../db/types';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { catalogueColumns, joinProduct } from '../products';
import { toMediaDto } from './media/dto';
import { listReviewsByAuthor } from './mine';
import { revisionsByAuthor } from './revisions/history';

type ReviewSections = 'reviews' | 'uploadsNotOnAReview' | 'votes' | 'flags' | 'flagRecord';

/**
 * The lists' signed links are relative to the site; a file kept on a disk needs the whole
 * address.
 */
const absoluteLinks =
  (publicUrl: string) =>
  <M extends TUploadedMedia>(media: M): M => {
    const full = (url: string) => new URL(url, publicUrl).href;
    return media.kind === 'photo'
      ? { ...media, url: full(media.url), thumbnailUrl: full(media.thumbnailUrl) }
      : { ...media, url: full(media.url) };
  };

/**
 * The export's part (issue 17): their reviews with every earlier version and their media, the
 * uploads no review holds yet, and the votes and flags they placed on whoever's reviews.
 */
export async function exportReviews(
  tx: Tx,
  storage: MediaStorage,
  publicUrl: string,
  userId: string,
): Promise<Pick<TDataExport, ReviewSections>> {
  const link = absoluteLinks(publicUrl);
  const revisions = await revisionsByAuthor(tx, userId);
  return {
    reviews: (await listReviewsByAuthor(tx, storage, userId)).map((r) => ({
      ...r,
      photos: r.photos.map(link),
      video: r.video && link(r.video),
      revisions: revisions.get(r.id) ?? [],
    })),
    uploadsNotOnAReview: (await uploadsNotOnAReview(tx, storage, userId)).map(link),
    ...(await reviewActivity(tx, userId)),
  };
}

/** Uploads no review holds yet, signed as the review lists sign them. */
async function uploadsNotOnAReview(tx: Tx, storage: MediaStorage, userId: string) {
  const rows = await tx
    .select()
    .from(reviewMedia)
    .where(and(eq(reviewMedia.userId, userId), isNull(reviewMedia.reviewId)))
    .orderBy(asc(reviewMedia.createdAt));
  return rows.map((row) => toMediaDto(storage, row));
}

/** The products of these reviews, by review. */
async function productsOf(tx: Tx, reviewIds: string[]) {
  if (reviewIds.length === 0) return new Map<string, { productId: string; productName: string }>();
  const rows = await tx
    .select({ id: reviews.id, productId: reviews.productId, productName: catalogueColumns.name })
    .from(reviews)
    .innerJoin(...joinProduct(reviews.productId))
    .where(inArray(reviews.id, reviewIds));
  return new Map(rows.map(({ id, ...product }) => [id, product]));
}

/**
 * The votes they cast and the flags they raised, on whoever's reviews, with the product, and
 * their record of decided flags.
 */
async function reviewActivity(tx: Tx, userId: string) {
  const votes = await tx
    .select()
    .from(reviewVotes)
    .where(eq(reviewVotes.userId, userId))
    .orderBy(desc(reviewVotes.createdAt));
  const flags = await tx
    .select()
    .from(reviewFlags)
    .where(eq(reviewFlags.userId, userId))
    .orderBy(desc(reviewFlags.createdAt));
  const [record] = await tx
    .select({ agreed: flagRecords.agreed, disagreed: flagRecords.disagreed })
    .from(flagRecords)
    .where(eq(flagRecords.userId, userId));
  const reviewed = await productsOf(tx, [...new Set([...votes, ...flags].map((r) => r.reviewId))]);
  // Votes and flags go with their review (cascade), so each one's review is there.
  const on = (reviewId: string) => ({ reviewId, ...reviewed.get(reviewId)! });
  return {
    votes: votes.map((v) => ({
      ...on(v.reviewId),
      voteType: v.voteType,
      createdAt: v.createdAt.toISOString(),
    })),
    flags: flags.map((f) => ({
      id: f.id,
      ...on(f.reviewId),
      reportId: f.reportId,
      reason: f.reason,
      description: f.description,
      status: f.status,
      // Issue 44: the pseudonym of the network it was raised from (a keyed hash, not the address).
      networkPseudonym: f.networkHash,
      createdAt: f.createdAt.toISOString(),
      resolvedAt: f.resolvedAt?.toISOString() ?? null,
    })),
    flagRecord: record ?? { agreed: 0, disagreed: 0 },
  };
}

/**
 * What account deletion takes of reviews, counted before it goes: their reviews, the photos
 * and videos on those and their own uploads, their votes and their flags.
 */
export async function countReviewContributions(tx: Tx, userId: string) {
  const own = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  return {
    reviews: await tx.$count(reviews, eq(reviews.userId, userId)),
    photosAndVideos: await tx.$count(
      reviewMedia,
      or(inArray(reviewMedia.reviewId, own), eq(reviewMedia.userId, userId)),
    ),
    votes: await tx.$count(reviewVotes, eq(reviewVotes.userId, userId)),
    flags: await tx.$count(reviewFlags, eq(reviewFlags.userId, userId)),
  };
}
