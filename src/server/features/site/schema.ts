import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/schema/columns';
import { user } from '../../db/schema/users';

export const advisors = pgTable(
  'advisors',
  {
    id: idColumn(),
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
