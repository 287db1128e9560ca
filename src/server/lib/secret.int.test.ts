import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';
import { openTestDatabase } from '../test/harness';
import { resolveAuthSecret } from './secret';

let database: Database | undefined;
const dirs: string[] = [];
const emptyDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await database?.close();
  database = undefined;
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

describe('the auth secret (several instances share it)', () => {
  it('uses AUTH_SECRET when configured, and stores nothing', async () => {
    database = await openTestDatabase();
    const configured = 'c'.repeat(40);
    expect(await resolveAuthSecret(configured, database.db, emptyDir())).toBe(configured);
    expect(await database.db.select().from(appSecrets)).toEqual([]);
    const generated = await resolveAuthSecret(undefined, database.db, emptyDir());
    expect(generated).not.toBe(configured);
  });

  it('generates one secret in the database that every instance, starting at once, reads', async () => {
    database = await openTestDatabase();
    const db = database.db;
    // Two instances with their own data directories, starting together.
    const [a, b] = await Promise.all([
      resolveAuthSecret(undefined, db, emptyDir()),
      resolveAuthSecret(undefined, db, emptyDir()),
    ]);
    expect(a).toBe(b);
    expect(Buffer.from(a!, 'base64url')).toHaveLength(32);
    expect(await resolveAuthSecret(undefined, db, emptyDir())).toBe(a);
  });

  it('adopts the secret an earlier version generated into the data directory', async () => {
    database = await openTestDatabase();
    const dir = emptyDir();
    fs.writeFileSync(path.join(dir, 'auth-secret'), 'legacy-secret-from-before-issue-7-000000\n');
    expect(await resolveAuthSecret(undefined, database.db, dir)).toBe(
      'legacy-secret-from-before-issue-7-000000',
    );
    expect(await resolveAuthSecret(undefined, database.db, emptyDir())).toBe(
      'legacy-secret-from-before-issue-7-000000',
    );
  });
});
