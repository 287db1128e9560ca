import path from 'node:path';
import type { AppConfig } from '../../config';

/** What the backup does not hold, and where it is: photos, videos and legal PDFs. */
export function uploadsLocation(config: Pick<AppConfig, 'dataDir' | 'storage'>): string {
  if (config.storage.kind === 'local') return path.join(config.dataDir, 'uploads');
  const { bucket, prefix } = config.storage;
  return `the S3 bucket "${bucket}"${prefix ? ` under ${prefix}` : ''}`;
}

/** With DATABASE_URL the server is the operator's, and PostgreSQL's own tools back it up. */
export const EXTERNAL_SERVER_ADVICE = [
  'DATABASE_URL is set: the database is on a PostgreSQL server of your own, and',
  "npm run backup / npm run restore cover only the embedded one. Use PostgreSQL's tools:",
  '  pg_dump --format=custom "$DATABASE_URL" -f battle-ready.dump',
  '  pg_restore --no-owner -d "$DATABASE_URL" battle-ready.dump   (into an empty database)',
].join('\n');
