// Starts the built app on a fresh data directory (demo catalogue, an admin and legal documents
// prepared by e2e/prepare.ts) and removes the directory when the test runner stops it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '4173';
// Fixed per port so the specs can read the mail outbox (see e2e/accounts-data.ts).
const dataDir = path.join(os.tmpdir(), `br-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/prepare.ts', dataDir], {
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    GOOGLE_CLIENT_ID: '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
