import { SETTING_DEFAULTS, type SettingKey } from '@shared/schemas/site';
import { SETTING_KEYS, settingProblem, type TAdminSetting } from '@shared/schemas/site-settings';
import { siteSettings } from './schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest } from '../../lib/errors';

/** Every key of SPEC §3 with its stored value, or its default when never set. */
export async function listSettings(db: Db): Promise<TAdminSetting[]> {
  const rows = await db.select().from(siteSettings);
  const stored = new Map(rows.map((r) => [r.settingKey, r]));
  return SETTING_KEYS.map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: row?.settingValue ?? SETTING_DEFAULTS[key],
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** SPEC §7 site_settings: upsert by key with who and when; the public read sees it at once. */
export async function saveSetting(db: Db, admin: AuditActor, key: SettingKey, raw: string) {
  const problem = settingProblem(key, raw);
  if (problem) throw badRequest(problem, 'value');
  const value = raw.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(siteSettings)
      .values({ settingKey: key, settingValue: value, updatedBy: admin.id })
      .onConflictDoUpdate({
        target: siteSettings.settingKey,
        set: { settingValue: value, updatedBy: admin.id, updatedAt: new Date() },
      })
      .returning();
    await recordAudit(tx, admin, 'setting.change', { type: 'setting', id: key, label: key }, value);
    return { key, value: row!.settingValue, updatedAt: row!.updatedAt.toISOString() };
  });
}
