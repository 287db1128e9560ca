// Prepares the e2e database before the server starts: the demo catalogue, two super admins, an
// admin and verified members the specs sign in as (two with approved reviews written long
// enough ago for field reports, issue 30), two more members' Gear Kits (issue 31), and active
// legal documents that these accounts (created directly, without the sign-up terms box) have
// not agreed to yet.
import { createMessaging } from '../src/server/app-services';
import { inProcessConfig } from '../src/server/config';
import { openAppDatabase, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { asc, desc, eq } from 'drizzle-orm';
import { legalDocuments } from '../src/server/features/legal/schema';
import { products } from '../src/server/features/products/schema';
import { reviews } from '../src/server/features/reviews/schema';
import {
  serviceVerifications,
  verificationIdentities,
} from '../src/server/features/verification/schema';
import { wishlists } from '../src/server/features/gear-kit/schema';
import { insertMember } from '../src/server/test/fixtures';
import { VERIFICATION_VALID_DAYS } from '../src/shared/verification';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { createAuth } from '../src/server/features/accounts/auth';
import { createAccountDirectly } from '../src/server/features/accounts/privileged-account';
import { recomputeProductAggregates, recomputeReviewerScore } from '../src/server/features/reviews';
import { recordAudit } from '../src/server/lib/audit';
import {
  E2E_ADMIN,
  E2E_FIELD,
  E2E_MEMBER,
  E2E_MODERATOR,
  E2E_OWNER,
  E2E_REPORTER,
  E2E_SAILOR,
  E2E_FITTER,
  E2E_KEEPER,
  E2E_ROAMER,
  E2E_APPELLANT,
  APPEAL_PRODUCT,
  APPEAL_REVIEW_TITLE,
  ROAMER_PRODUCT,
  ROAMER_REVIEW_TITLE,
  E2E_VETERAN,
  REPORTER_REVIEW_DAYS,
  REPORTER_REVIEWS,
  FIELD_REVIEW_TITLE,
  REVIEW_SCORES,
  REVIEW_FIELDS,
} from './accounts-data';

const [dataDir, postgresUrl] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tsx e2e/prepare.ts <dataDir> [postgres url]');

// The embedded PostgreSQL of the data directory, stopped again when prepared, or (live.spec.ts:
// several instances) a database on a PostgreSQL server.
const database = postgresUrl
  ? openDatabase(postgresUrl)
  : await openAppDatabase({ databaseUrl: undefined, dataDir }, () => undefined);
try {
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  const quiet = { error: console.error, warn: console.warn, info: () => undefined };
  const config = inProcessConfig({ dataDir });
  const secret = 'e2e-prepare-only-the-password-hash-is-used-here';
  // These accounts are made confirmed, without invitations: nothing is queued or told.
  const { outbox, notifier } = createMessaging(config, database, secret, { log: quiet });
  const auth = createAuth({ config, secret, db: database.db, outbox, notifier, log: quiet });
  const accounts = [
    [E2E_ADMIN, 'navy', ['admin', 'super_admin']],
    [E2E_OWNER, 'air_force', ['admin', 'super_admin']],
    [E2E_MODERATOR, 'marines', ['admin']],
    [E2E_MEMBER, 'army', []],
    [E2E_VETERAN, 'veteran', []],
    [E2E_SAILOR, 'navy', []],
    [E2E_REPORTER, 'army', []],
    [E2E_FIELD, 'army', []],
    [E2E_FITTER, 'marines', []],
    [E2E_KEEPER, 'coast_guard', []],
    [E2E_ROAMER, 'army', []],
    [E2E_APPELLANT, 'family', []],
  ] as const;
  const ids = new Map<string, string>();
  for (const [{ email, password, name }, branch, roles] of accounts) {
    const { id } = await createAccountDirectly(auth, database.db, {
      email,
      password,
      name,
      branch,
      roles: [...roles],
      emailVerified: true,
    });
    ids.set(email, id);
  }
  // A verified member from the start (issue 29), so the admin's revoke dialog has someone to show.
  await database.db.insert(serviceVerifications).values({
    userId: ids.get(E2E_OWNER.email)!,
    affiliation: 'veteran',
    method: 'oidc',
    expiresAt: new Date(Date.now() + VERIFICATION_VALID_DAYS * 24 * 3600 * 1000),
  });
  // And an earlier one of theirs revoked (issue 44), so the dialog lifting it has someone too.
  await database.db.insert(verificationIdentities).values({
    identityHash: 'e2e-revoked-identity',
    userId: ids.get(E2E_OWNER.email)!,
    method: 'mil_email',
    releasedAt: new Date(),
    revokedAt: new Date(),
  });
  // Issue 30: approved reviews written long enough ago for field reports, on the catalogue's last
  // products by name (the specs that review take the first ones).
  const reporter = ids.get(E2E_REPORTER.email)!;
  const writtenAt = new Date(Date.now() - REPORTER_REVIEW_DAYS * 24 * 3600 * 1000);
  const reviewed = await database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(desc(products.name))
    .limit(REPORTER_REVIEWS);
  await database.db.insert(reviews).values(
    reviewed.map((product, i) => ({
      productId: product.id,
      userId: reporter,
      status: 'approved' as const,
      title: `Carried since spring, pack ${i + 1}`,
      content: 'Light and quiet on the move; the straps held through a wet season of training.',
      ...REVIEW_SCORES,
      pros: ['Light', 'Quiet'],
      cons: ['Pricey'],
      createdAt: writtenAt,
      updatedAt: writtenAt,
      publishedAt: writtenAt,
    })),
  );
  for (const product of reviewed) await recomputeProductAggregates(database.db, product.id);
  await recomputeReviewerScore(database.db, reporter);
  // Field reports open 30 days after a review (issue 30): E2E_FIELD's was written 45 days ago
  // and approved, on a product with the fewest reviews, so a report's new scores move the
  // product's index visibly.
  const [fewestReviewed] = await database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.reviewCount), asc(products.name))
    .limit(1);
  const longAgo = new Date(Date.now() - 45 * 24 * 3600 * 1000);
  await database.db.insert(reviews).values({
    productId: fewestReviewed!.id,
    userId: ids.get(E2E_FIELD.email)!,
    status: 'approved',
    title: FIELD_REVIEW_TITLE,
    content: 'Issued it before a two-month exercise; it has not let me down yet.',
    ...REVIEW_SCORES,
    createdAt: longAgo,
    publishedAt: longAgo,
  });
  await recomputeProductAggregates(database.db, fewestReviewed!.id);
  // Issue 51: E2E_ROAMER writes a field report without a connection on this one.
  const [roamed] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, ROAMER_PRODUCT));
  await database.db.insert(reviews).values({
    productId: roamed!.id,
    userId: ids.get(E2E_ROAMER.email)!,
    status: 'approved',
    title: ROAMER_REVIEW_TITLE,
    content: 'Pumped a season of creek water through it on exercises; it still runs clean.',
    ...REVIEW_SCORES,
    createdAt: longAgo,
    publishedAt: longAgo,
  });
  await recomputeProductAggregates(database.db, roamed!.id);
  // Issue 52: E2E_APPELLANT's review, rejected by the moderator as the log records it, so an
  // appeal of it is theirs to settle for any admin but the moderator.
  const [appealed] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, APPEAL_PRODUCT));
  const [rejected] = await database.db
    .insert(reviews)
    .values({
      productId: appealed!.id,
      userId: ids.get(E2E_APPELLANT.email)!,
      status: 'rejected',
      title: APPEAL_REVIEW_TITLE,
      content: 'Bought it for a barracks room with a dead radiator; it kept me warm all winter.',
      ...REVIEW_FIELDS,
    })
    .returning();
  await recordAudit(
    database.db,
    { id: ids.get(E2E_MODERATOR.email)!, email: E2E_MODERATOR.email },
    'review.reject',
    { type: 'review', id: rejected!.id, label: APPEAL_REVIEW_TITLE },
    'Reads like an advert.',
    { rating: REVIEW_FIELDS.rating, waitedSeconds: 3600, from: 'pending', reason: 'spam' },
  );
  // Issue 31: members whom no spec signs in as keep the cheapest and the dearest product, so
  // each is the other's related gear, kept together (related.spec.ts): five of them, as gear
  // shows as kept together only when five members other than the reader keep both (issue 44).
  const [cheapest, dearest] = await Promise.all(
    [asc(products.price), desc(products.price)].map(async (order) => {
      const [row] = await database.db
        .select({ id: products.id })
        .from(products)
        .orderBy(order, asc(products.id))
        .limit(1);
      return row!.id;
    }),
  );
  for (const n of ['One', 'Two', 'Three', 'Four', 'Five']) {
    const userId = await insertMember(database.db, { name: `Kit Keeper ${n}` });
    await database.db.insert(wishlists).values([
      { userId, productId: cheapest! },
      { userId, productId: dearest! },
    ]);
  }
  await database.db.insert(legalDocuments).values([
    { documentType: 'terms', version: '2.0', fileUrl: '/robots.txt' },
    { documentType: 'privacy', version: '2.0', fileUrl: '/robots.txt' },
  ]);
} finally {
  await database.close();
}
