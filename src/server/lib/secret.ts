import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema';
import type { Db } from '../db/types';

const AUTH_SECRET = 'auth';
/** Where versions before issue 7 kept the generated secret; adopted once so sessions survive. */
const LEGACY_SECRET_FILE = 'auth-secret';

/**
 * The secret that signs sessions, tokens and media links: AUTH_SECRET when set, else the one
 * generated on first start and kept in the database (never in the repository), so every
 * instance on the database uses the same one. Two instances starting together both offer a
 * value; the first insert wins and both read it back.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  db: Db,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const legacy = await readFile(path.join(dataDir, LEGACY_SECRET_FILE), 'utf8').then(
    (text) => text.trim() || null,
    () => null,
  );
  await db
    .insert(appSecrets)
    .values({ name: AUTH_SECRET, value: legacy ?? randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, AUTH_SECRET));
  if (!row) throw new Error('the generated auth secret could not be stored');
  return row.value;
}
