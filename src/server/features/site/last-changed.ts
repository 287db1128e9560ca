import { max } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { utcDay } from '../../lib/sql-day';
import { siteSettings } from './schema';

/** The day any setting last changed (the home page shows some of them). */
export async function settingsLastChanged(db: Db) {
  return db.select({ lastmod: utcDay(max(siteSettings.updatedAt)) }).from(siteSettings);
}
