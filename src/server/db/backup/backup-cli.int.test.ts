import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tableDigests } from '../../test/table-digests';
import { removeTempDataDirs, tempDataDir } from '../../test/temp-data-dirs';
import { openAppDatabase } from '../client';

// The commands an operator runs, each a process of its own on a data directory of its own,
// with the embedded PostgreSQL each starts and stops.

afterEach(removeTempDataDirs);

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
    it('back up a seeded data directory and restore it into an empty one', async () => {
      const from = dataDir();
      expect((await run('seed/seed-cli.ts', [], { DATA_DIR: from })).code).toBe(0);

      const backedUp = await run('backup/backup-cli.ts', [], { DATA_DIR: from });
      expect(backedUp).toMatchObject({ code: 0, stderr: '' });
      const file = /Backup written to (\S+\.jsonl\.gz):/.exec(backedUp.stdout)?.[1];
      expect(path.dirname(file!)).toBe(path.join(from, 'backups'));
      expect(backedUp.stdout).toContain(
        `they are in ${path.join(from, 'uploads')}. Copy them separately.`,
      );

      const to = dataDir();
      const restored = await run('backup/restore-cli.ts', [file!], { DATA_DIR: to });
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout).toContain(`into ${path.join(to, 'pg')}`);
      expect(restored.stdout).toContain(`back into ${path.join(to, 'uploads')}`);
      const before = await digestsOf(from);
      expect(before.products!.rows).toBeGreaterThan(0);
      expect(await digestsOf(to)).toEqual(before);

      const again = await run('backup/restore-cli.ts', [file!], { DATA_DIR: to });
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
