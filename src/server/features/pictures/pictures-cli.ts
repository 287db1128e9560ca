// `npm run pictures [-- --retry-failed]`: makes our copy of every product picture that has none
// yet (issue 32) now, in this process, beside the app or without it. The app does the same in
// the background (the retention run queues them); this is for a first backfill, or to see why
// pictures failed. --retry-failed also tries those that failed within the last day.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openToolDatabase } from '../../db/client';
import { resolveAuthSecret } from '../../lib/secret';
import { createConfiguredStorage } from '../../lib/storage/configured-storage';
import { createUrlSigner } from '../../lib/storage/url-signer';
import { duePictures, pictureErrorOf } from '../products';
import { defaultPictureFetchOptions } from './index';
import { makePicture, type PictureOutcome } from './make-picture';

const USAGE = 'Usage: npm run pictures [-- --retry-failed]';
let values: { 'retry-failed': boolean };
try {
  ({ values } = parseArgs({ options: { 'retry-failed': { type: 'boolean', default: false } } }));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openToolDatabase(config, console.log);
try {
  const secret = await resolveAuthSecret(config.authSecret, database.db, config.dataDir);
  const storage = await createConfiguredStorage(config, createUrlSigner(secret), (message) =>
    console.warn(message),
  );
  const deps = {
    db: database.db,
    storage,
    fetch: defaultPictureFetchOptions(config.publicUrl, config.pictureOrigin),
  };
  const due = await duePictures(database.db, Number.MAX_SAFE_INTEGER, values['retry-failed']);
  console.log(`${due.length} product picture(s) to copy.`);
  const tally: Partial<Record<PictureOutcome, number>> = {};
  for (const [i, productId] of due.entries()) {
    const outcome = await makePicture(deps, productId);
    tally[outcome] = (tally[outcome] ?? 0) + 1;
    if (outcome === 'failed') {
      const row = await pictureErrorOf(database.db, productId);
      console.log(`  ${row?.name ?? productId}: ${row?.error ?? 'failed'}`);
    }
    if ((i + 1) % 50 === 0) console.log(`  … ${i + 1} of ${due.length}`);
  }
  console.log(
    Object.entries(tally)
      .map(([outcome, n]) => `${outcome}: ${n}`)
      .join(', ') || 'Nothing to do.',
  );
  storage.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
