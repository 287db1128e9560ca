import { asc, eq } from 'drizzle-orm';
import {
  SETTING_DEFAULTS,
  toPublicSettings,
  type SettingKey,
  type TAdvisor,
} from '@shared/schemas/site';
import { advisors, siteSettings } from './schema';
import type { Db, Executor } from '../../db/types';

export const toAdvisorDto = (a: typeof advisors.$inferSelect): TAdvisor => ({
  id: a.id,
  name: a.name,
  title: a.title,
  yearsOfService: a.yearsOfService,
  bio: a.bio,
  photoUrl: a.photoUrl,
  linkedinUrl: a.linkedinUrl,
  displayOrder: a.displayOrder,
});

export async function listActiveAdvisors(db: Db): Promise<TAdvisor[]> {
  const rows = await db
    .select()
    .from(advisors)
    .where(eq(advisors.isActive, true))
    .orderBy(asc(advisors.displayOrder), asc(advisors.createdAt));
  return rows.map(toAdvisorDto);
}

export async function publicSettings(db: Db, siteName: string) {
  const rows = await db.select().from(siteSettings);
  return toPublicSettings(
    Object.fromEntries(rows.map((r) => [r.settingKey, r.settingValue])),
    siteName,
  );
}

/** One setting as it stands: its stored value, or its default when never set. */
export async function settingValue(db: Executor, key: SettingKey): Promise<string> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key));
  return row?.value ?? SETTING_DEFAULTS[key];
}
