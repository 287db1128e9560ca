// The built app as signed-in readers meet it (issue 26): the e2e accounts on the demo catalogue,
// a member with a Gear Kit, and a product page carrying a full page of ten approved reviews.
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { E2E_MEMBER, E2E_MODERATOR } from '../e2e/accounts-data';
import { freshDataDir, startApp, type Running } from './processes';

export interface SignedInSite {
  app: Running;
  dataDir: string;
  /** The member's session cookie, as their browser sends it. */
  memberCookie: string;
  /** A product whose page lists ten approved reviews. */
  productId: string;
}

/** Chromium's Accept-Encoding: every browser asks for compressed answers. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** An answer's body as the browser reads it, whichever of our encodings it travelled in. */
export function decodedBody(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  return raw;
}

export async function signIn(base: string, account: { email: string; password: string }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${account.email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function send(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/**
 * The demo catalogue with e2e/prepare.ts's accounts. The member saves three products and
 * reviews the most reviewed one (nine demo reviews), which a moderator approves: ten.
 */
export async function startSignedInSite(label: string): Promise<SignedInSite> {
  const dataDir = freshDataDir(label);
  const prepared = spawnSync('npx', ['tsx', 'e2e/prepare.ts', dataDir], { stdio: 'inherit' });
  if (prepared.status !== 0) throw new Error(`e2e/prepare.ts failed: ${prepared.status}`);
  const app = await startApp(dataDir);
  try {
    const base = app.url;
    const memberCookie = await signIn(base, E2E_MEMBER);
    const page = (await fetch(`${base}/api/products?sort=rating`).then((r) => r.json())) as {
      items: { id: string; reviewCount: number }[];
    };
    const ranked = [...page.items].sort((a, b) => b.reviewCount - a.reviewCount);
    for (const product of ranked.slice(1, 4)) {
      await send(base, memberCookie, 'PUT', `/api/me/gear-kit/${product.id}`);
    }
    const productId = ranked[0]!.id;
    const review = (await send(base, memberCookie, 'POST', `/api/products/${productId}/reviews`, {
      title: 'Held up through a whole field exercise',
      content: 'Carried it daily for three weeks in the field; nothing came loose or broke.',
      rating: 5,
      durability: 9,
      portability: 8,
      costValue: 8,
      civilianAdaptation: 7,
      overallUtility: 9,
      pros: ['Tough'],
      cons: ['Heavy'],
    })) as { id: string };
    const moderatorCookie = await signIn(base, E2E_MODERATOR);
    await send(base, moderatorCookie, 'POST', `/api/admin/reviews/${review.id}/approve`);
    return { app, dataDir, memberCookie, productId };
  } catch (err) {
    await app.stop();
    throw err;
  }
}
