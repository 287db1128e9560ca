import { asc, eq } from 'drizzle-orm';
import { toPublicSettings, type TAdvisor } from '@shared/schemas/site';
import { advisors, siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';

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
