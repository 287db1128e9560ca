import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedServer } from '../db/embedded';

/** A throwaway cluster: durability buys nothing here, and each commit's fsync costs. */
const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The server tests and benchmarks run on: `externalUrl` when given (CI's PostgreSQL), else
 * the embedded one started in a temporary data directory, so nothing needs installing first.
 * `adminUrl` names its `postgres` database, from which others are created.
 */
export async function throwawayPostgres(
  externalUrl: string | undefined,
): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (externalUrl) return { adminUrl: externalUrl, stop: async () => undefined };
  // Not mkdtemp: its 0700 would keep out the unprivileged user the server runs as under root.
  const dataDir = path.join(os.tmpdir(), `br-pg-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dataDir, { mode: 0o755 });
  try {
    const server = await startEmbeddedServer(dataDir, () => undefined, THROWAWAY);
    return {
      adminUrl: databaseUrl(server.url, 'postgres'),
      stop: async () => {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
