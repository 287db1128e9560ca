import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDigests } from '../../test/table-digests';
import { removeTempDataDirs, tempDataDir } from '../../test/temp-data-dirs';
import { openAppDatabase } from '../client';
import { editBackup, rowsOf } from './edited-backups.test-helpers';

// The commands an operator runs, each a process of its own on a data directory of its own,
// with the embedded PostgreSQL each starts and stops.

afterAll(removeTempDataDirs);

const dataDir = () => tempDataDir('backup-cli');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.resolve('src/server/db', script), ...args],
      { env: { ...inherited, ...env } },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function digestsOf(dir: string) {
  const database = await openAppDatabase({ databaseUrl: undefined, dataDir: dir }, () => undefined);
  try {
    return await tableDigests(database.url);
  } finally {
    await database.close();
  }
}

describe.runIf(os.platform() === 'linux')(
  'npm run backup and npm run restore',
  { timeout: 120_000 },
  () => {
    let from: string;
    let backedUp: Run;
    let file: string;

    beforeAll(async () => {
      from = dataDir();
      expect((await run('seed/seed-cli.ts', [], { DATA_DIR: from })).code).toBe(0);
      backedUp = await run('backup/backup-cli.ts', [], { DATA_DIR: from });
      file = /Backup written to (\S+\.jsonl\.gz):/.exec(backedUp.stdout)?.[1] ?? '';
    }, 120_000);

    /** The backup with `edit` made and its checksum made again to fit. */
    const edited = (name: string, edit: (lines: string[]) => string[]) =>
      editBackup(file, path.join(dataDir(), name), edit, 'recomputed');

    it('back up a seeded data directory and restore it into an empty one', async () => {
      expect(backedUp).toMatchObject({ code: 0, stderr: '' });
      expect(path.dirname(file)).toBe(path.join(from, 'backups'));
      expect(backedUp.stdout).toContain(
        `they are in ${path.join(from, 'uploads')}. Copy them separately.`,
      );

      const to = dataDir();
      const restored = await run('backup/restore-cli.ts', [file], { DATA_DIR: to });
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout).toContain(`into ${path.join(to, 'pg')}`);
      expect(restored.stdout).toContain('No account holds a role');
      // Nothing had queued a job in the seeded directory: each command says so.
      expect(backedUp.stdout).toContain('No queued job was waiting.');
      expect(restored.stdout).toContain('No queued job was waiting in the backup.');
      expect(restored.stdout).toContain(`back into ${path.join(to, 'uploads')}`);
      const before = await digestsOf(from);
      expect(before.products!.rows).toBeGreaterThan(0);
      expect(await digestsOf(to)).toEqual(before);

      const again = await run('backup/restore-cli.ts', [file], { DATA_DIR: to });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds data.*Nothing was changed/);
      expect(again.stderr).toContain(`Set DATA_DIR to a new, empty directory (${to} is not one).`);
      expect(await digestsOf(to)).toEqual(before);

      const toBucket = path.join(from, 'named.jsonl.gz');
      const withS3 = await run('backup/backup-cli.ts', [toBucket], {
        DATA_DIR: from,
        STORAGE: 's3',
        S3_BUCKET: 'gear-media',
      });
      expect(withS3.code).toBe(0);
      expect(withS3.stdout).toContain(`Backup written to ${toBucket}:`);
      expect(withS3.stdout).toContain(
        'they are in the S3 bucket "gear-media". Copy them separately.',
      );
    });

    it('refuses a file that is not a backup without touching the data directory', async () => {
      const to = dataDir();
      const notes = path.join(to, 'notes.txt');
      fs.writeFileSync(notes, 'not a backup');
      const refused = await run('backup/restore-cli.ts', [notes], { DATA_DIR: to });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${notes} is not a Battle Ready backup`);
      expect(fs.readdirSync(to)).toEqual(['notes.txt']);
    });

    it('refuses a damaged file with one line on stderr, before it touches the data directory', async () => {
      const bytes = fs.readFileSync(file);
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
      const damaged = {
        flipped,
        cut: bytes.subarray(0, bytes.length - 100),
      };
      for (const [name, content] of Object.entries(damaged)) {
        const at = path.join(dataDir(), `${name}.jsonl.gz`);
        fs.writeFileSync(at, content);
        const to = path.join(dataDir(), 'site');
        const refused = await run('backup/restore-cli.ts', [at], { DATA_DIR: to });
        expect(refused.code, name).toBe(1);
        expect(refused.stderr, name).toMatch(
          new RegExp(`^${at} is damaged or incomplete \\(.+\\)\\. Nothing was restored\\.\n$`),
        );
        expect(refused.stdout, name).toBe('');
        expect(fs.existsSync(to), name).toBe(false);
      }
    });

    it('refuses a row pointing at nothing, and takes away the cluster it made for it', async () => {
      const orphan = edited('orphan-review.jsonl.gz', (lines) => {
        const first = rowsOf(lines, 'reviews')[0]!;
        const review = JSON.parse(lines[first]!);
        return lines.with(first, JSON.stringify({ ...review, user_id: 'nobody' }));
      });
      const to = dataDir();
      fs.mkdirSync(path.join(to, 'uploads'));
      fs.writeFileSync(path.join(to, 'uploads', 'kept.jpg'), 'a photo');
      const refused = await run('backup/restore-cli.ts', [orphan], { DATA_DIR: to });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        new RegExp(
          `^${orphan} cannot be restored: its "reviews" row \\(id "[^"]+", user_id "nobody"\\) ` +
            'points at a "user" row that is not in the backup \\(reviews_user_id_user_id_fk\\)\\. ' +
            'No row was restored\\.\n$',
        ),
      );
      // The cluster was made and migrated for the load: it goes, the uploads stay.
      expect(refused.stdout).toContain(
        `creating the embedded PostgreSQL cluster in ${path.join(to, 'pg')}`,
      );
      expect(fs.readdirSync(to)).toEqual(['uploads']);
      expect(fs.readFileSync(path.join(to, 'uploads', 'kept.jpg'), 'utf8')).toBe('a photo');
    });

    it('refuses a member made super admin unless run with --trust, which loads it', async () => {
      let email = '';
      const promoted = edited('promoted.jsonl.gz', (lines) => {
        const member = JSON.parse(lines[rowsOf(lines, 'user')[0]!]!);
        email = member.email;
        const marker = lines.indexOf('["table","user_roles"]');
        const role = { user_id: member.id, role: 'super_admin', created_at: member.created_at };
        return lines.toSpliced(marker + 1, 0, JSON.stringify(role));
      });
      const to = path.join(dataDir(), 'site');
      const refused = await run('backup/restore-cli.ts', [promoted], { DATA_DIR: to });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        [
          `${promoted} gives roles the app itself never gives:`,
          `  ${email}: a super admin without the admin role`,
          // A demo reviewer has no password: the app could not have made them super admin either.
          `  ${email}: a super admin with no password to sign in with`,
          'npm run backup does not write such a file: it was changed after it was written. No row was restored.',
          `If you changed it and mean it, run again with --trust (npm run restore -- ${promoted} --trust):`,
          'the roles are then loaded as the file has them.\n',
        ].join('\n'),
      );
      expect(fs.existsSync(to)).toBe(false);

      const trusted = await run('backup/restore-cli.ts', [promoted, '--trust'], { DATA_DIR: to });
      expect(trusted.code).toBe(0);
      expect(trusted.stdout).toContain(`Accounts with a role: ${email} (super admin).`);
      expect(trusted.stderr).toBe(
        'Loaded because of --trust, though the app never gives them:\n' +
          `  ${email}: a super admin without the admin role\n` +
          `  ${email}: a super admin with no password to sign in with\n`,
      );
      expect((await digestsOf(to)).user_roles!.rows).toBe(1);
    });

    it('explains how it is run when its arguments are wrong', async () => {
      for (const args of [[], ['--trusted', file], [file, file]]) {
        const refused = await run('backup/restore-cli.ts', args, { DATA_DIR: dataDir() });
        expect(refused.code, args.join(' ')).toBe(1);
        expect(refused.stderr, args.join(' ')).toContain(
          'Usage: npm run restore -- FILE [--trust]',
        );
      }
    });

    it('backs up nothing from a data directory without a database, and makes none there', async () => {
      const empty = dataDir();
      const refused = await run('backup/backup-cli.ts', [], { DATA_DIR: empty });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`No embedded database in ${path.join(empty, 'pg')}`);
      expect(fs.readdirSync(empty)).toEqual([]);
    });

    it('sends the operator of an external server to pg_dump and pg_restore', async () => {
      for (const script of ['backup/backup-cli.ts', 'backup/restore-cli.ts']) {
        const refused = await run(script, ['any.jsonl.gz'], {
          DATA_DIR: dataDir(),
          DATABASE_URL: 'postgres://app@db.example:5432/battle_ready',
        });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(
          'pg_dump --format=custom "$DATABASE_URL" -f battle-ready.dump',
        );
        expect(refused.stderr).toContain(
          'pg_restore --no-owner -d "$DATABASE_URL" battle-ready.dump',
        );
      }
    });
  },
);
