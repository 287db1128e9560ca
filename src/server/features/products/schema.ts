import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user, userIdColumn } from '../../db/schema/users';
import { CATEGORY_IDS } from '../../../shared/catalog';
import {
  SIZED_KIND_IDS,
  SPEC_FIELDS,
  SPEC_KEYS,
  type MeasuredSpecs,
  type SpecKey,
} from '../../../shared/specs';
import { type StoredPicture } from '../../../shared/product-images';
import type { FitCounts } from '../../../shared/fit';
import type { FiguresWithoutIncentives, ObtainedCounts } from '../../../shared/obtained';
import { createdAt, idColumn, money, score } from '../../db/schema/columns';
import type { StoredClaim } from './compliance';
import type { TAlert } from '../../../shared/schemas/alerts';

const categoryList = sql.raw(CATEGORY_IDS.map((c) => `'${c}'`).join(', '));
const sizedKindList = sql.raw(SIZED_KIND_IDS.map((k) => `'${k}'`).join(', '));

/** Issue 48: "spec_water_resistance", the column of a spec's claimed value in its base unit. */
const specColumn = (key: SpecKey) => `spec_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
const specRanges = sql.raw(
  SPEC_KEYS.map(
    (key) => `${specColumn(key)} between ${SPEC_FIELDS[key].min} and ${SPEC_FIELDS[key].max}`,
  ).join(' and '),
);

/**
 * Issue 48: what the maker claims, in base units (shared/specs.ts), and what kind of sized gear
 * it is (null: it comes in no sizes). Products carry them, and submissions offer them.
 */
export const claimedSpecColumns = () => ({
  specWeight: real(specColumn('weight')),
  specVolume: real(specColumn('volume')),
  specLength: real(specColumn('length')),
  specWidth: real(specColumn('width')),
  specHeight: real(specColumn('height')),
  specBattery: real(specColumn('battery')),
  specWaterResistance: real(specColumn('waterResistance')),
  specRuntime: real(specColumn('runtime')),
  sized: text('sized'),
});

export const claimedSpecChecks = (table: string) => [
  check(`${table}_spec_ranges`, specRanges),
  check(`${table}_sized`, sql`sized in (${sizedKindList})`),
];

/** The claims the catalogue filters on, at the end of each sort's index (below). */
const specKeys = <C>(t: { specWeight: C; specVolume: C; complianceStandards: C }) => [
  t.specWeight,
  t.specVolume,
  t.complianceStandards,
];

/** Issue 49: the products claiming any standard, which a standard filter's walk reads. */
const claiming = sql`compliance_standards is not null`;

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The picture's address as given (submitter, admin, auto-fill); the admin sees it. */
    imageUrl: text('image_url'),
    /** Our own copy of it, re-encoded (features/pictures, issue 32); null until one is made. */
    picture: jsonb('picture').$type<StoredPicture>(),
    /** The image_url `picture` was made from: when they differ, a fetch is due. */
    pictureSource: text('picture_source'),
    /** Why the last fetch of image_url failed, for the admin; null once one succeeds. */
    pictureError: text('picture_error'),
    pictureAttemptedAt: timestamp('picture_attempted_at', { withTimezone: true }),
    amazonUrl: text('amazon_url'),
    /** The Amazon product id read from amazon_url, for spotting the same product twice. */
    asin: text('asin'),
    category: text('category').notNull(),
    price: money('price').notNull(),
    // Aggregates of approved reviews, recomputed in the transaction that changes a review.
    averageRating: score('average_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Of those, by members whose service is verified (issue 29). */
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    /** Of those, with an approved field report (issue 30), and the longest ownership reported. */
    fieldTestedCount: integer('field_tested_count').notNull().default(0),
    longestOwnedMonths: smallint('longest_owned_months'),
    /**
     * Issue 47: the share of owners' gear in service at 12 months by the survival estimate
     * (features/reviews/durability), which "Most durable" sorts by; null below the owners an
     * estimate needs, or before any owner reached 12 months.
     */
    survival12Months: real('survival_12_months'),
    /**
     * Issue 48: what the maker claims, in base units (shared/specs.ts), as admins set them;
     * owners' measurements are kept with reviews.
     */
    ...claimedSpecColumns(),
    /**
     * Issue 48: owners' measurements, each field's median and count of their latest approved
     * figures, and their fit verdicts' counts; kept with the product's other figures.
     */
    measuredSpecs: jsonb('measured_specs').$type<MeasuredSpecs>(),
    fitCounts: jsonb('fit_counts').$type<FitCounts>(),
    /**
     * Issue 52: how its approved reviewers got it, and its figures without the incentivized
     * reviews (null when none is), kept with the product's other figures.
     */
    obtainedCounts: jsonb('obtained_counts').$type<ObtainedCounts>(),
    withoutIncentives: jsonb('without_incentives').$type<FiguresWithoutIncentives>(),
    /** Issue 49: the compliance claims an admin keeps, as written (`compliance.ts`). */
    compliance: jsonb('compliance')
      .$type<StoredClaim[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The standards claimed, in order, or null for none (migration 0046's function): what the
     * catalogue's standard filter tests, from the sort indexes or, for a rare one, its own.
     */
    complianceStandards: text('compliance_standards')
      .array()
      .generatedAlwaysAs((): SQL => sql`compliance_standards(${products.compliance})`),
    /** The oldest day a claim was checked, or null: a check is due again a year on. */
    complianceCheckedOn: date('compliance_checked_on', { mode: 'string' }).generatedAlwaysAs(
      (): SQL => sql`compliance_oldest_check(${products.compliance})`,
    ),
    /** Issue 49: its alerts as the alerts feature last set them (`alert-summary.ts`), newest first. */
    alerts: jsonb('alerts')
      .$type<TAlert[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    battleReadyIndex: smallint('battle_ready_index').notNull().default(0),
    topBranch: text('top_branch').notNull().default('All'),
    durability: score('durability'),
    portability: score('portability'),
    costValue: score('cost_value'),
    civilianAdaptation: score('civilian_adaptation'),
    overallUtility: score('overall_utility'),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    /** When anything a visitor sees last changed (migration 0014's trigger; not view counts). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name and description in lower case, for the catalogue search (decision 012): a plain LIKE
     * on one stored column tests a row in a fraction of the time ILIKE on two takes.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${products.name} || chr(10) || ${products.description})`,
    ),
  },
  (t) => [
    check('products_name_length', sql`char_length(${t.name}) between 3 and 200`),
    check('products_description_length', sql`char_length(${t.description}) between 20 and 5000`),
    check('products_category', sql`${t.category} in (${categoryList})`),
    check('products_price_range', sql`${t.price} between 0.01 and 999999.99`),
    check('products_rating_range', sql`${t.averageRating} between 0 and 5`),
    check('products_bri_range', sql`${t.battleReadyIndex} between 0 and 100`),
    check('products_survival_range', sql`${t.survival12Months} between 0 and 1`),
    ...claimedSpecChecks('products'),
    check('products_compliance_array', sql`jsonb_typeof(${t.compliance}) = 'array'`),
    check('products_alerts_array', sql`jsonb_typeof(${t.alerts}) = 'array'`),
    check(
      'products_sub_scores_range',
      sql`${t.durability} between 0 and 10 and ${t.portability} between 0 and 10 and ${t.costValue} between 0 and 10 and ${t.civilianAdaptation} between 0 and 10 and ${t.overallUtility} between 0 and 10`,
    ),
    check(
      'products_url_length',
      sql`char_length(${t.amazonUrl}) <= 2000 and char_length(${t.imageUrl}) <= 2000`,
    ),
    // One index per sort, with and without the category filter; id breaks ties so paging is stable.
    // The claimed weight and volume, and the standards claimed, follow id, which is unique, so
    // they never change the order: a page filtered on them is chosen from the index alone
    // (`pageStatement`), never testing row after row of the table for a narrow range (issues 48
    // and 49, bench/spec-filters.ts).
    index('products_bri_idx').on(t.battleReadyIndex.desc(), t.id, ...specKeys(t)),
    index('products_rating_idx').on(t.averageRating.desc(), t.id, ...specKeys(t)),
    index('products_price_idx').on(t.price, t.id, ...specKeys(t)),
    index('products_category_bri_idx').on(
      t.category,
      t.battleReadyIndex.desc(),
      t.id,
      ...specKeys(t),
    ),
    index('products_category_rating_idx').on(
      t.category,
      t.averageRating.desc(),
      t.id,
      ...specKeys(t),
    ),
    index('products_category_price_idx').on(t.category, t.price, t.id, ...specKeys(t)),
    // "Most durable": products with too few owners after, those with more owners first.
    index('products_durability_idx').on(
      t.survival12Months.desc().nullsLast(),
      t.fieldTestedCount.desc(),
      t.id,
      ...specKeys(t),
    ),
    index('products_category_durability_idx').on(
      t.category,
      t.survival12Months.desc().nullsLast(),
      t.fieldTestedCount.desc(),
      t.id,
      ...specKeys(t),
    ),
    // Issue 49: the same sorts over only the products that claim a standard (a sixth of them):
    // a filter on a rare standard walks these, meeting its twenty within a few thousand entries
    // rather than twenty thousand of the whole catalogue's (bench/spec-filters.ts).
    index('products_claiming_bri_idx')
      .on(t.battleReadyIndex.desc(), t.id, ...specKeys(t))
      .where(claiming),
    index('products_claiming_rating_idx')
      .on(t.averageRating.desc(), t.id, ...specKeys(t))
      .where(claiming),
    index('products_claiming_price_idx')
      .on(t.price, t.id, ...specKeys(t))
      .where(claiming),
    index('products_claiming_durability_idx')
      .on(t.survival12Months.desc().nullsLast(), t.fieldTestedCount.desc(), t.id, ...specKeys(t))
      .where(claiming),
    index('products_claiming_category_bri_idx')
      .on(t.category, t.battleReadyIndex.desc(), t.id, ...specKeys(t))
      .where(claiming),
    index('products_claiming_category_rating_idx')
      .on(t.category, t.averageRating.desc(), t.id, ...specKeys(t))
      .where(claiming),
    index('products_claiming_category_price_idx')
      .on(t.category, t.price, t.id, ...specKeys(t))
      .where(claiming),
    index('products_claiming_category_durability_idx')
      .on(
        t.category,
        t.survival12Months.desc().nullsLast(),
        t.fieldTestedCount.desc(),
        t.id,
        ...specKeys(t),
      )
      .where(claiming),
    // The "Field-tested" filter: few products, each sort read from its own small index.
    index('products_field_tested_bri_idx')
      .on(t.battleReadyIndex.desc(), t.id)
      .where(sql`${t.fieldTestedCount} > 0`),
    index('products_field_tested_rating_idx')
      .on(t.averageRating.desc(), t.id)
      .where(sql`${t.fieldTestedCount} > 0`),
    index('products_field_tested_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.fieldTestedCount} > 0`),
    // Issue 48's bounds on claimed weight and volume (bench/spec-filters.ts): a narrow range
    // is counted and, when rare, fetched along these rather than by reading the table; the
    // sorts still walk their own indexes when the range is common.
    index('products_spec_weight_idx').on(t.specWeight),
    index('products_category_spec_weight_idx').on(t.category, t.specWeight),
    index('products_spec_volume_idx').on(t.specVolume),
    // Issue 49: a standard few products claim is found here rather than by walking a sort's
    // index past a million entries; the checks due again are found among the few checked.
    index('products_compliance_standards_idx').using('gin', t.complianceStandards),
    index('products_compliance_checked_on_idx')
      .on(t.complianceCheckedOn)
      .where(sql`${t.complianceCheckedOn} is not null`),
    index('products_last_reviewed_idx').on(t.lastReviewedAt.desc().nullsLast()),
    index('products_created_at_idx').on(t.createdAt),
    index('products_asin_idx').on(t.asin),
    check('products_asin_format', sql`${t.asin} ~ '^[A-Z0-9]{10}$'`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The products whose picture is due (pictures' `queueDuePictures`): few, found at once.
    index('products_picture_due_idx')
      .on(t.pictureAttemptedAt.nullsFirst(), t.id)
      .where(sql`${t.imageUrl} like 'http%' and ${t.imageUrl} is distinct from ${t.pictureSource}`),
  ],
);

/** The product a row is about: it goes with the product. */
export const productIdColumn = () =>
  uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/**
 * Products per category, kept exact by a trigger on products (migration 0003), so the
 * catalogue's total and the home page's category counts never scan the table.
 */
export const productCategoryCounts = pgTable('product_category_counts', {
  category: text('category').primaryKey(),
  productCount: integer('product_count').notNull().default(0),
});

/**
 * Issue 49: how many products of each category claim each standard, kept by migration 0046's
 * triggers as `product_category_counts` is: a page filtered by one standard reads its total
 * here, not by visiting a thousand rows whose claims the GIN index cannot vouch for alone.
 */
export const productStandardCounts = pgTable(
  'product_standard_counts',
  {
    category: text('category').notNull(),
    standard: text('standard').notNull(),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.standard, t.category] })],
);

/**
 * Issue 49: a member's word that a product's claim of a standard looks wrong, with why, for an
 * admin to dismiss (the claim stands) or uphold (it was wrong, and the admin edits it). One
 * open flag per member and claim (the partial unique index, against double clicks and repeats).
 */
export const complianceFlags = pgTable(
  'compliance_flags',
  {
    id: idColumn(),
    productId: productIdColumn(),
    standard: text('standard').notNull(),
    userId: userIdColumn(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('compliance_flags_status', sql`${t.status} in ('pending', 'dismissed', 'upheld')`),
    check('compliance_flags_reason_length', sql`char_length(${t.reason}) <= 500`),
    uniqueIndex('compliance_flags_open_unique')
      .on(t.productId, t.standard, t.userId)
      .where(sql`${t.status} = 'pending'`),
    // The admin's queue: open flags, oldest first.
    index('compliance_flags_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const productViews = pgTable(
  'product_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: productIdColumn(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_views_product_idx').on(t.productId, t.viewedAt)],
);

/**
 * Views rolled up by the retention job: one row per product and UTC day, so the view log stays
 * small. A product's views are these days' counts plus its rows still in product_views;
 * products.view_count keeps the running total either way.
 */
export const productViewDays = pgTable(
  'product_view_days',
  {
    productId: productIdColumn(),
    day: date('day').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

/**
 * Every word of the catalogue's names and descriptions (issue 31, decision 024): the search's
 * typo tolerance corrects a misspelt word to the most similar of these, and a word of a term
 * found in none of them tells the search it cannot match before it reads a product. Kept exact
 * by statement triggers on products (migration 0032).
 */
export const searchWords = pgTable(
  'search_words',
  {
    /** A run of letters and digits of products.search_text (lower case). */
    word: text('word').primaryKey(),
    /** Products whose name has the word. */
    inNames: integer('in_names').notNull(),
    /** Products whose name or description has the word. */
    inTexts: integer('in_texts').notNull(),
  },
  (t) => [
    index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // Rows a removal brought to zero, found without reading the table.
    index('search_words_unused_idx')
      .on(t.word)
      .where(sql`${t.inTexts} <= 0`),
  ],
);
