import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { appSecrets } from '../../db/schema';
import type { Db } from '../../db/types';

/** Where the app's VAPID key pair is kept among the secrets it generated (lib/secret.ts). */
const VAPID_SECRET = 'vapid';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the browsers' `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair push services know this site by (RFC 8292), generated on first start and
 * kept in the database as the auth secret is, so every instance signs with the one pair the
 * browsers subscribed with. One row holds both halves, so two instances starting together
 * cannot end up with halves of different pairs: the first insert wins and both read it back.
 */
export async function resolveVapidKeys(db: Db): Promise<VapidKeys> {
  const offered = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: VAPID_SECRET, value: JSON.stringify(offered) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, VAPID_SECRET));
  if (!row) throw new Error('the generated VAPID keys could not be stored');
  const { publicKey, privateKey } = JSON.parse(row.value) as VapidKeys;
  return { publicKey, privateKey };
}

/** The keys, read once per process; a read that failed (the database away) is tried again. */
export function vapidKeysOf(db: Db): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () =>
    (keys ??= resolveVapidKeys(db).catch((err: unknown) => {
      keys = undefined;
      throw err;
    }));
}

/**
 * Who push services may contact about our pushes (RFC 8292 `sub`): the site itself when it is
 * served over https, else the address our mail comes from.
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (new URL(publicUrl).protocol === 'https:') return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
