import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { max } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail/mailer';
import { cookiesOf, createMember, postSignIn } from '../../test/accounts';
import { insertProduct, insertReview } from '../../test/fixtures';
import { appOver, openTestDatabase, type TestApp } from '../../test/harness';
import { tableDigests } from '../../test/table-digests';
import { useTestApp } from '../../test/use-test-app';
import type { Database } from '../client';
import { auditLog } from '../schema';
import { products, productViews } from '../../features/products/schema';
import { seedDemo } from '../seed/seed';
import { backupFileName, writeBackup, type BackupSummary } from './dump';
import { backupLines, editBackup, rowsOf, writeBackupLines } from './edited-backups.test-helpers';
import { BackupRefused, isJobTable, JOB_TABLES } from './backup-format';
import { openBackupToRestore, restoreInto } from './restore';

const source = useTestApp();
let dir: string;
let backupFile: string;
let written: BackupSummary;
const databases: Database[] = [];

/**
 * The job queue's jobs not yet done, as pg-boss holds them: a mail queued by the change that
 * caused it and not sent, and a Gear Kit fan-out; a mail sent before (done) is not one.
 */
async function queueJobs(t: TestApp, to: { id: string; email: string }) {
  await t.app.outbox.queue(
    t.db,
    { to: to.email, subject: 'Sent before', text: 'Done.', html: '<p>Done.</p>' },
    to.id,
  );
  await t.app.jobs.drain();
  await t.app.outbox.queue(
    t.db,
    { to: to.email, subject: 'Not sent yet', text: 'Queued.', html: '<p>Queued.</p>' },
    to.id,
  );
  await t.app.jobs.send(t.db, 'kit_review_fanout', { reviewId: randomUUID() });
}

/** The jobs not yet done in a database (or all of them), in full. */
async function jobsNotDone(url: string, all = false) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select * from pgboss.job where ${all ? 'true' : "state < 'completed'"}
        order by created_on, id`,
    );
    return rows as { id: string; name: string; state: string; data: { message?: MailMessage } }[];
  } finally {
    await client.end();
  }
}

const byQueue = (jobs: { name: string }[]) =>
  jobs.reduce<Record<string, number>>((counts, { name }) => {
    counts[name] = (counts[name] ?? 0) + 1;
    return counts;
  }, {});

/** A backup's row counts of the app's own tables, without the job queue's. */
const appRows = (rows: Record<string, number>) =>
  Object.fromEntries(Object.entries(rows).filter(([table]) => !isJobTable(table)));

/** The backup's lines as a file of format `version` would have them: without the job queue. */
function beforeJobQueue(lines: string[], version: 1 | 2): string[] {
  const { jobQueue: _none, ...header } = JSON.parse(lines[0]!);
  const kept: string[] = [JSON.stringify({ ...header, version })];
  let inJobTable = false;
  for (const line of lines.slice(1, -1)) {
    if (line.startsWith('["table"')) inJobTable = isJobTable(JSON.parse(line)[1]);
    if (!inJobTable) kept.push(line);
  }
  return kept;
}

/** Members with a password, a super admin and an admin, a review with awkward text, a vote, and bigserial rows. */
async function seedSource(t: TestApp) {
  await t.db.transaction((tx) => seedDemo(tx));
  const author = await createMember(t);
  const voter = await createMember(t);
  const superAdmin = await createMember(t, { roles: ['admin', 'super_admin'] });
  const admin = await createMember(t, { roles: ['admin'] });
  const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
  const review = await insertReview(t.db, product!.id, author.id, {
    content: 'Line one\nline "two", a tab\there, a back\\slash, ünïcode and 🎖️ too.',
    pros: ['light, "tough"', '{braces}'],
  });
  const voted = await t.as(voter).post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' });
  expect(voted.statusCode).toBe(200);
  await t.db.insert(productViews).values([1, 2, 3].map(() => ({ productId: product!.id })));
  await t.db
    .insert(auditLog)
    .values({ actorLabel: 'test', action: 'backup.test', targetType: 'site' });
  await queueJobs(t, author);
  return { author, productId: product!.id, superAdmin, admin };
}

async function emptyDatabase(): Promise<Database> {
  const database = await openTestDatabase({ migrated: false });
  databases.push(database);
  return database;
}

async function restore(target: Database, file: string) {
  const backup = await openBackupToRestore(file);
  try {
    return await restoreInto(target, backup);
  } finally {
    await backup.close();
  }
}

/** The backup's lines, changed by `edit`, written as another backup file. */
const editedBackup = (
  name: string,
  edit: (lines: string[]) => string[],
  checksum: 'kept' | 'recomputed' = 'kept',
) => editBackup(backupFile, path.join(dir, name), edit, checksum);

async function waitForLockWaiter(client: pg.Client, table: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await client.query(
      'select 1 from pg_locks where relation = $1::regclass and not granted',
      [table],
    );
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing waited for ${table}`);
}

let seeded: Awaited<ReturnType<typeof seedSource>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-backup-'));
  seeded = await seedSource(source);
  backupFile = path.join(dir, backupFileName());
  written = await writeBackup(source.database.url, backupFile);
});

afterAll(async () => {
  for (const database of databases) await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', { timeout: 60_000 }, () => {
  it('writes every row of every table, readable by its owner only', async () => {
    const held = await tableDigests(source.database.url);
    expect(written.rows).toEqual(
      Object.fromEntries(Object.entries(held).map(([table, d]) => [table, d.rows])),
    );
    for (const table of ['reviews', 'review_votes', 'account', 'session', 'audit_log']) {
      expect(written.rows[table], table).toBeGreaterThan(0);
    }
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);
  });

  it('brings back the same rows into an empty database, where serial ids go on and members sign in', async () => {
    const target = await emptyDatabase();
    const restored = await restore(target, backupFile);

    const before = await tableDigests(source.database.url);
    expect(await tableDigests(target.url)).toEqual(before);
    expect(restored.rows).toEqual(
      Object.fromEntries(Object.entries(before).map(([t, d]) => [t, d.rows])),
    );
    // Roles the app gave pass its rules: nothing to trust, and the operator is told who holds one.
    expect(restored.trusted).toEqual([]);
    expect(restored.privileged).toEqual([
      { email: seeded.superAdmin.email, roles: ['super_admin', 'admin'] },
      { email: seeded.admin.email, roles: ['admin'] },
    ]);

    const [lastView] = await source.db.select({ id: max(productViews.id) }).from(productViews);
    const [lastEntry] = await source.db.select({ id: max(auditLog.id) }).from(auditLog);
    const [view] = await target.db
      .insert(productViews)
      .values({ productId: seeded.productId })
      .returning({ id: productViews.id });
    expect(view!.id).toBe(lastView!.id! + 1);
    const [entry] = await target.db
      .insert(auditLog)
      .values({ actorLabel: 'test', action: 'after.restore', targetType: 'site' })
      .returning({ id: auditLog.id });
    expect(entry!.id).toBe(lastEntry!.id! + 1);

    databases.splice(databases.indexOf(target), 1);
    const app = await appOver(target, {}, {});
    const member = seeded.author;
    try {
      const signIn = await postSignIn(app, member.email, member.password);
      expect(signIn.statusCode).toBe(200);
      // The session from before the backup still holds as well.
      for (const cookie of [cookiesOf(signIn), member.cookie]) {
        const me = await app.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { cookie },
        });
        expect(me.json().viewer.id).toBe(member.id);
      }
    } finally {
      await app.close();
    }
  });

  it('copies every table as of one instant, whatever is written meanwhile', async () => {
    const live = await openTestDatabase();
    databases.push(live);
    // The backup reads tables in name order: held at audit_log, it has yet to read products.
    const holder = new pg.Client({ connectionString: live.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table audit_log in access exclusive mode');
    const writing = writeBackup(live.url, path.join(dir, 'during-writes.jsonl.gz'));
    await waitForLockWaiter(holder, 'audit_log');
    await insertProduct(live.db);
    await holder.query('commit');
    await holder.end();
    expect((await writing).rows.products).toBe(0);
    expect((await tableDigests(live.url)).products!.rows).toBe(1);
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    const target = await openTestDatabase();
    databases.push(target);
    await target.db
      .insert(auditLog)
      .values({ actorLabel: 'x', action: 'held', targetType: 'site' });
    const held = await tableDigests(target.url);
    await expect(restore(target, backupFile)).rejects.toThrow(
      /already holds data \(the table "audit_log" has rows\).*Nothing was changed/,
    );
    expect(await tableDigests(target.url)).toEqual(held);
  });

  it('refuses a file that is not a backup as it opens it', async () => {
    const plain = path.join(dir, 'notes.txt');
    fs.writeFileSync(plain, 'not a backup\n');
    const otherJson = path.join(dir, 'other.jsonl.gz');
    fs.writeFileSync(otherJson, gzipSync('{"format":"something-else","version":1}\n'));
    const empty = path.join(dir, 'empty.jsonl.gz');
    fs.writeFileSync(empty, '');
    for (const file of [plain, otherJson, empty]) {
      await expect(openBackupToRestore(file)).rejects.toThrow(
        `${file} is not a Battle Ready backup`,
      );
    }
  });

  it('refuses a backup made at another schema version', async () => {
    const older = editedBackup('older.jsonl.gz', ([header, ...rest]) => {
      const parsed = JSON.parse(header!);
      parsed.schema.hashes.pop();
      return [JSON.stringify(parsed), ...rest];
    });
    await expect(openBackupToRestore(older)).rejects.toThrow(
      /was made at another schema version \(\d+ migrations.*Nothing was changed/,
    );
  });

  it('ends the file with its row counts and a SHA-256 of every line before', () => {
    const lines = backupLines(backupFile);
    const [end, counts, checksum] = JSON.parse(lines.at(-1)!);
    expect([end, counts]).toEqual([
      'end',
      {
        ...written.rows,
        [JOB_TABLES.queues]: expect.any(Number),
        [JOB_TABLES.jobs]: Object.values(written.jobs).reduce((a, b) => a + b, 0),
      },
    ]);
    const digest = createHash('sha256');
    for (const line of lines.slice(0, -1)) digest.update(`${line}\n`);
    expect(checksum).toEqual({ sha256: digest.digest('hex') });
  });

  it('refuses a damaged or changed file as it opens it, before it touches any database', async () => {
    const bytes = fs.readFileSync(backupFile);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    const named = (name: string, content: Buffer) => {
      fs.writeFileSync(path.join(dir, name), content);
      return path.join(dir, name);
    };
    const firstRow = (lines: string[]) => rowsOf(lines, 'reviews')[0]!;
    const cases = {
      'a flipped byte': [named('flipped.jsonl.gz', flipped), /damaged or incomplete/],
      'cut short': [
        named('cut.jsonl.gz', bytes.subarray(0, Math.floor(bytes.length / 2))),
        /damaged or incomplete \(gzip: unexpected end of file\)/,
      ],
      'a row edited, its checksum not': [
        editedBackup('edited.jsonl.gz', (lines) =>
          lines.map((line) => line.replace('"Line one\\n', '"Line 1\\n')),
        ),
        /\(its content does not match its checksum\)/,
      ],
      'a row missing': [
        editedBackup('missing-row.jsonl.gz', (lines) =>
          lines.filter((_, i) => i !== firstRow(lines)),
        ),
        /\(its content does not match its checksum\)/,
      ],
      'a row that is not JSON, its checksum made to fit': [
        editedBackup(
          'bad-json.jsonl.gz',
          (lines) => lines.map((line, i) => (i === firstRow(lines) ? line.slice(0, -1) : line)),
          'recomputed',
        ),
        /\(line \d+ is not valid JSON\)/,
      ],
      'no end line': [
        named('no-end.jsonl.gz', gzipSync(`${backupLines(backupFile).slice(0, -1).join('\n')}\n`)),
        /\(it ends before its end line\)/,
      ],
      'lines after its end': [
        named(
          'after-end.jsonl.gz',
          gzipSync(`${[...backupLines(backupFile), '["table","user"]'].join('\n')}\n`),
        ),
        /\(it goes on after its end line\)/,
      ],
    } satisfies Record<string, [string, RegExp]>;
    for (const [what, [file, reason]] of Object.entries(cases)) {
      const target = await emptyDatabase();
      const refused = restore(target, file);
      await expect(refused, what).rejects.toThrow(BackupRefused);
      await expect(refused, what).rejects.toThrow(`${file} is damaged or incomplete`);
      await expect(refused, what).rejects.toThrow(reason);
      expect(await tableDigests(target.url), what).toEqual({});
    }
  });

  it('restores a file from before backups carried a checksum, and says it has none', async () => {
    const lines = backupLines(backupFile);
    const counts = appRows(JSON.parse(lines.at(-1)!)[1]);
    const older = writeBackupLines(
      path.join(dir, 'version-1.jsonl.gz'),
      [...beforeJobQueue(lines, 1), JSON.stringify(['end', counts])],
      'kept',
    );
    const target = await emptyDatabase();
    const backup = await openBackupToRestore(older);
    try {
      expect(backup.checksummed).toBe(false);
      expect((await restoreInto(target, backup)).rows).toEqual(written.rows);
    } finally {
      await backup.close();
    }
    expect(await tableDigests(target.url)).toEqual(await tableDigests(source.database.url));

    const unmarked = writeBackupLines(
      path.join(dir, 'version-2-without-checksum.jsonl.gz'),
      [...lines.slice(0, -1), JSON.stringify(['end', counts])],
      'kept',
    );
    await expect(openBackupToRestore(unmarked)).rejects.toThrow('(its end line has no checksum)');
  });
});

describe('the job queue in a backup (issue 44)', { timeout: 60_000 }, () => {
  it('puts back the jobs not yet done, and the app sends the queued mail', async () => {
    const waiting = await jobsNotDone(source.database.url);
    const mail = waiting.find((job) => job.data.message?.subject === 'Not sent yet');
    expect(mail).toBeDefined();
    expect(byQueue(waiting)).toMatchObject({ kit_review_fanout: 1 });

    const target = await emptyDatabase();
    const restored = await restore(target, backupFile);
    // Those, and none done: the mail sent before stays sent.
    expect(await jobsNotDone(target.url, true)).toEqual(waiting);
    expect(written.jobs).toEqual(byQueue(waiting));
    expect(restored.jobs).toEqual({ held: true, restored: byQueue(waiting), leftBehind: null });

    databases.splice(databases.indexOf(target), 1);
    const sent: MailMessage[] = [];
    const app = await appOver(target, {}, { mailer: { send: async (m) => void sent.push(m) } });
    try {
      await app.app.jobs.drain(['mail']);
    } finally {
      await app.close();
    }
    expect(sent.map((m) => [m.to, m.subject])).toContainEqual([
      seeded.author.email,
      'Not sent yet',
    ]);
    expect(sent.map((m) => m.subject)).not.toContain('Sent before');
  });

  it('restores a backup from before it held the job queue, and says it holds none', async () => {
    const lines = backupLines(backupFile);
    const older = writeBackupLines(
      path.join(dir, 'version-2-without-jobs.jsonl.gz'),
      [...beforeJobQueue(lines, 2), lines.at(-1)!],
      'recomputed',
    );
    const target = await emptyDatabase();
    const restored = await restore(target, older);
    expect(restored.rows).toEqual(written.rows);
    expect(restored.jobs).toEqual({ held: false, restored: {}, leftBehind: null });
    expect(await jobsNotDone(target.url)).toEqual([]);
  });

  it('leaves behind, by queue, jobs of another pg-boss schema version, and restores the rest', async () => {
    const other = editedBackup(
      'other-job-queue.jsonl.gz',
      ([header, ...rest]) => [
        JSON.stringify({ ...JSON.parse(header!), jobQueue: { version: 1 } }),
        ...rest,
      ],
      'recomputed',
    );
    const target = await emptyDatabase();
    const restored = await restore(target, other);
    expect(restored.rows).toEqual(written.rows);
    expect(restored.jobs).toEqual({
      held: true,
      restored: {},
      leftBehind: {
        byQueue: written.jobs,
        why: expect.stringMatching(/^they were queued under pg-boss's schema version 1, .* 24/),
      },
    });
    expect(await jobsNotDone(target.url)).toEqual([]);
  });
});
