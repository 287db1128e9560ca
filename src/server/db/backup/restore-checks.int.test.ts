import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts';
import { insertReview } from '../../test/fixtures';
import { openTestDatabase } from '../../test/harness';
import { tableDigests } from '../../test/table-digests';
import { useTestApp } from '../../test/use-test-app';
import type { Database } from '../client';
import { products } from '../schema';
import { seedDemo } from '../seed/seed';
import { BackupRefused } from './backup-format';
import { backupFileName, writeBackup } from './dump';
import { editBackup, rowsOf } from './edited-backups.test-helpers';
import { openBackupToRestore, restoreInto } from './restore';

// What a restore checks in the rows themselves, once the file is whole: backups edited with
// their checksum made again to fit, as someone who knows the format could.

const source = useTestApp();
let dir: string;
let backupFile: string;
let reviewId: string;
let authorId: string;
const databases: Database[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-restore-checks-'));
  await source.db.transaction((tx) => seedDemo(tx));
  const author = await createMember(source);
  await createMember(source, { roles: ['admin', 'super_admin'] });
  const [product] = await source.db.select({ id: products.id }).from(products).limit(1);
  reviewId = (await insertReview(source.db, product!.id, author.id)).id;
  authorId = author.id;
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

/** Restores `file` into a new database, expects `message`, and that no row stayed. */
async function expectRefused(file: string, message: string | RegExp) {
  const target = await openTestDatabase({ migrated: false });
  databases.push(target);
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

  it('refuses an account removed with rows that were its own still there', async () => {
    const file = edited(
      'author-removed.jsonl.gz',
      editRows('user', (row) => (row.id === authorId ? null : row)),
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
