import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type Member } from '../../test/accounts';
import { insertReview } from '../../test/fixtures';
import { openTestDatabase } from '../../test/harness';
import { tableDigests } from '../../test/table-digests';
import { useTestApp } from '../../test/use-test-app';
import type { Database } from '../client';
import { products } from '../../features/products/schema';
import { seedDemo } from '../seed/seed';
import { BackupRefused } from './backup-format';
import { backupFileName, writeBackup } from './dump';
import { editBackup, rowsOf } from './edited-backups.test-helpers';
import { openBackupToRestore, restoreInto, type RestoreOptions } from './restore';

// What a restore checks in the rows themselves, once the file is whole: backups edited with
// their checksum made again to fit, as someone who knows the format could.

const source = useTestApp();
let dir: string;
let backupFile: string;
let reviewId: string;
let author: Member;
let superAdmin: Member;
const databases: Database[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-restore-checks-'));
  await source.db.transaction((tx) => seedDemo(tx));
  author = await createMember(source);
  superAdmin = await createMember(source, { roles: ['admin', 'super_admin'] });
  const [product] = await source.db.select({ id: products.id }).from(products).limit(1);
  reviewId = (await insertReview(source.db, product!.id, author.id)).id;
  await source.app.jobs.send(source.db, 'kit_review_fanout', { reviewId });
  backupFile = path.join(dir, backupFileName());
  await writeBackup(source.database.url, backupFile);
});

afterAll(async () => {
  for (const database of databases) await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The backup with `edit` made and its checksum made again to fit. */
const edited = (name: string, edit: (lines: string[]) => string[]) =>
  editBackup(backupFile, path.join(dir, name), edit, 'recomputed');

/** `table`'s rows changed by `change`, given each row's fields. */
const editRows =
  (table: string, change: (row: Record<string, unknown>) => Record<string, unknown> | null) =>
  (lines: string[]) => {
    const rows = new Set(rowsOf(lines, table));
    return lines.flatMap((line, i) => {
      if (!rows.has(i)) return [line];
      const changed = change(JSON.parse(line));
      return changed ? [JSON.stringify(changed)] : [];
    });
  };

/** `rows` added to `table`, first of its rows. */
const addRows =
  (table: string, rows: (lines: string[]) => Record<string, unknown>[]) => (lines: string[]) => {
    const marker = lines.indexOf(JSON.stringify(['table', table]));
    const added = rows(lines).map((row) => JSON.stringify(row));
    return [...lines.slice(0, marker + 1), ...added, ...lines.slice(marker + 1)];
  };

/** When the account with `id` was created, as the backup has it. */
const createdAt = (lines: string[], id: string): string =>
  rowsOf(lines, 'user')
    .map((i) => JSON.parse(lines[i]!))
    .find((row) => row.id === id).created_at;

async function newDatabase() {
  const target = await openTestDatabase({ migrated: false });
  databases.push(target);
  return target;
}

async function restoreFile(target: Database, file: string, options: RestoreOptions = {}) {
  const backup = await openBackupToRestore(file);
  try {
    return await restoreInto(target, backup, options);
  } finally {
    await backup.close();
  }
}

/** Restores `file` into a new database, expects `message`, and that no row stayed. */
async function expectRefused(file: string, message: string | RegExp) {
  const target = await newDatabase();
  const backup = await openBackupToRestore(file);
  try {
    const restoring = restoreInto(target, backup);
    await expect(restoring).rejects.toThrow(BackupRefused);
    await expect(restoring).rejects.toThrow(message);
  } finally {
    await backup.close();
  }
  const left = await tableDigests(target.url);
  expect(Object.keys(left).length).toBeGreaterThan(0);
  expect(Object.values(left).every((d) => d.rows === 0)).toBe(true);
}

describe('what a restore checks in the rows', { timeout: 60_000 }, () => {
  it('refuses a review whose author is not in the backup, and leaves no row', async () => {
    const file = edited(
      'orphan-review.jsonl.gz',
      editRows('reviews', (row) => (row.id === reviewId ? { ...row, user_id: 'nobody' } : row)),
    );
    await expectRefused(
      file,
      `${file} cannot be restored: its "reviews" row (id "${reviewId}", user_id "nobody") ` +
        'points at a "user" row that is not in the backup (reviews_user_id_user_id_fk). ' +
        'No row was restored.',
    );
  });

  it('refuses a queued job of a queue the backup does not hold, and leaves no row', async () => {
    const file = edited(
      'orphan-job.jsonl.gz',
      editRows('pgboss.job', (row) => ({ ...row, name: 'nowhere' })),
    );
    await expectRefused(
      file,
      `${file} cannot be restored: a "pgboss.job" row does not fit the table: no partition of ` +
        'relation "job" found for row.',
    );
  });

  it('refuses an account removed with rows that were its own still there', async () => {
    const file = edited(
      'author-removed.jsonl.gz',
      editRows('user', (row) => (row.id === author.id ? null : row)),
    );
    await expectRefused(file, /its "account" row \(.*user_id "[^"]+"\) points at a "user" row/);
  });

  it("refuses rows the table's own rules refuse, naming the rule", async () => {
    const cases: [string, (lines: string[]) => string[], string | RegExp][] = [
      [
        'same key',
        (lines) => {
          const first = rowsOf(lines, 'products')[0]!;
          return [...lines.slice(0, first + 1), lines[first]!, ...lines.slice(first + 1)];
        },
        /two of its "products" rows have the same key \(products_pkey\)\. Key \(id\)=\(.+\) already exists\./,
      ],
      [
        'unknown role',
        editRows('user_roles', (row) => ({ ...row, role: 'owner' })),
        'a "user_roles" row does not fit the table: invalid input value for enum role: "owner"',
      ],
      [
        'long name',
        editRows('profiles', (row) => ({ ...row, name: 'x'.repeat(51) })),
        /a "profiles" row does not fit the table: .*check constraint "profiles_name_length"/,
      ],
      [
        'no email',
        editRows('user', ({ email: _email, ...row }) => row),
        /a "user" row does not fit the table: null value in column "email"/,
      ],
    ];
    for (const [name, edit, message] of cases) {
      await expectRefused(edited(`${name.replace(' ', '-')}.jsonl.gz`, edit), message);
    }
  });
});

describe('roles in a restored backup', { timeout: 60_000 }, () => {
  it('refuses a member made super admin, and loads it when the operator trusts the file', async () => {
    const file = edited(
      'member-made-super-admin.jsonl.gz',
      addRows('user_roles', (lines) => [
        { user_id: author.id, role: 'super_admin', created_at: createdAt(lines, author.id) },
      ]),
    );
    const rule = `  ${author.email}: a super admin without the admin role`;
    await expectRefused(file, `${file} gives roles the app itself never gives:\n${rule}\n`);
    await expectRefused(file, `run again with --trust (npm run restore -- ${file} --trust)`);

    const target = await newDatabase();
    const restored = await restoreFile(target, file, { trust: true });
    expect(restored.trusted).toEqual([
      { email: author.email, breaks: 'a super admin without the admin role' },
    ]);
    // Super admins first, by address.
    expect(restored.privileged).toEqual(
      [
        { email: superAdmin.email, roles: ['super_admin', 'admin'] },
        { email: author.email, roles: ['super_admin'] },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    const roles = new pg.Client({ connectionString: target.url });
    await roles.connect();
    try {
      const { rows } = await roles.query('select role from user_roles where user_id = $1', [
        author.id,
      ]);
      expect(rows).toEqual([{ role: 'super_admin' }]);
    } finally {
      await roles.end();
    }
  });

  it('refuses each super admin the app could not have made, by the rule it breaks', async () => {
    const dayAfterJoining = (lines: string[]) =>
      new Date(Date.parse(createdAt(lines, author.id)) + 86_400_000).toISOString();
    const cases: [string, (lines: string[]) => string[], string, string][] = [
      [
        'promoted later',
        addRows('user_roles', (lines) =>
          ['admin', 'super_admin'].map((role) => ({
            user_id: author.id,
            role,
            created_at: dayAfterJoining(lines),
          })),
        ),
        author.email,
        'made super admin after the account was created (the app makes them only as new accounts)',
      ],
      [
        'unconfirmed',
        editRows('user', (row) =>
          row.id === superAdmin.id ? { ...row, email_verified: false } : row,
        ),
        superAdmin.email,
        'a super admin whose email address is not confirmed',
      ],
      [
        'no password',
        editRows('account', (row) =>
          row.user_id === superAdmin.id ? { ...row, password: null } : row,
        ),
        superAdmin.email,
        'a super admin with no password to sign in with',
      ],
    ];
    for (const [name, edit, email, rule] of cases) {
      const file = edited(`${name.replace(' ', '-')}.jsonl.gz`, edit);
      await expectRefused(file, `gives roles the app itself never gives:\n  ${email}: ${rule}\n`);
    }
  });
});
