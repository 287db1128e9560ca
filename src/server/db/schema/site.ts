import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { contactStatusEnum } from './enums';
import { user } from './users';

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, if any (visitors are anonymous). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: contactStatusEnum('status').notNull().default('new'),
    adminNotes: text('admin_notes'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('contact_email_length', sql`char_length(${t.email}) between 3 and 255`),
    check('contact_subject_length', sql`char_length(${t.subject}) between 1 and 200`),
    check('contact_message_length', sql`char_length(${t.message}) between 1 and 2000`),
    // SPEC §4: resolved fills resolved_by/at; any other status clears them.
    check(
      'contact_resolution_consistent',
      sql`(${t.status} = 'resolved') or (${t.resolvedBy} is null and ${t.resolvedAt} is null)`,
    ),
    index('contact_created_idx').on(t.createdAt.desc()),
    index('contact_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const advisors = pgTable(
  'advisors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    yearsOfService: integer('years_of_service'),
    bio: text('bio').notNull().default(''),
    photoUrl: text('photo_url'),
    linkedinUrl: text('linkedin_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('advisors_years_range', sql`${t.yearsOfService} between 0 and 80`),
    index('advisors_order_idx').on(t.isActive, t.displayOrder),
  ],
);

export const siteSettings = pgTable('site_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: text('setting_value').notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters (SPEC §7 check_rate_limit). A row per action and subject (a user id or
 * "ip:<address>"); kept in the database so limits hold across processes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When the window ends; the retention job deletes the row after that. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.action, t.subject] }),
    index('rate_limits_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Secrets the app generates for itself when configuration gives none (lib/secret.ts): kept in
 * the database so that every instance on it signs and checks with the same one.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
