// Issue 29's aim: verification adds nothing to a catalogue or product request's latency, since a
// product carries its count of verified reviews and neither request reads service_verifications.
// On the moderation section's site (1M approved reviews, a fifth of members verified), two apps
// on one database side by side: one with the verifications as loaded, one where every
// verification was removed the way the expiry job removes them. Each request goes to both in
// turn, as a visitor and as a member, with a browser's Accept-Encoding. Prints p50 with /
// without beside the load average; asserts nothing.
import type { LightMyRequestResponse } from 'fastify';
import type { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import type { Db } from '../src/server/db/types';
import { getProduct, listProducts } from '../src/server/features/products/service';
import { listVisibleReviews } from '../src/server/features/reviews/service';
import type { MediaStorage } from '../src/server/lib/storage/media-storage';
import { ZProductListQuery } from '../src/shared/schemas/products';
import { ZReviewListQuery } from '../src/shared/schemas/reviews';
import { loadModerationSite } from './moderation';
import { loadAverage } from './processes';
import { inTwoStates, readersInTurn, type Timed } from './side-by-side';
import { explainReads, printExplained } from './statements';
import { decodedBody } from './signed-in';
import { heading, mark, ms, table } from './stats';
import { prepareStates, STATES } from './verification-states';

/** With verifications, a request's p50 at most this many times its p50 without. */
export const AIMS = { ratio: 1.1 };

const ROUNDS = { warmup: 20, timed: 600 };

type App = Awaited<ReturnType<typeof buildApp>>;
type Reader = 'visitor' | 'member';

/**
 * `cached`: under the aim, reads the products' cached counts; `joined`: joins the authors'
 * verifications on purpose (a review's badge, the "verified only" filter); `floor`: the least
 * a request costs, the same work in both apps, so what this run calls noise.
 */
type Kind = 'floor' | 'cached' | 'joined';

interface Probe {
  request: string;
  reader: Reader;
  url: string;
  kind: Kind;
}

export interface VerificationRow {
  request: string;
  reader: Reader;
  kind: Kind;
  /** p50 with verifications over p50 without. */
  ratio: number;
}

export interface VerificationResult {
  rows: VerificationRow[];
  load: string;
}

function probesFor(productId: string): Probe[] {
  const reviews = `/api/products/${productId}/reviews`;
  const reads: Omit<Probe, 'reader'>[] = [
    { request: 'GET /api/products', url: '/api/products', kind: 'cached' },
    { request: 'GET /api/products/:id', url: `/api/products/${productId}`, kind: 'cached' },
    { request: 'GET …/:id/reviews', url: reviews, kind: 'joined' },
    {
      // Without verifications the filter leaves nothing: an empty page, not the same answer.
      request: 'GET …/:id/reviews?verified=true (none without)',
      url: `${reviews}?verified=true`,
      kind: 'joined',
    },
  ];
  return [
    { request: 'GET /api/health (floor)', reader: 'visitor', url: '/api/health', kind: 'floor' },
    { request: 'GET /api/me (signed-in floor)', reader: 'member', url: '/api/me', kind: 'floor' },
    ...reads.map((r) => ({ ...r, reader: 'visitor' as const })),
    ...reads.map((r) => ({ ...r, reader: 'member' as const })),
  ];
}

/** The fields of an answer this section reads. */
interface Answer {
  total?: number;
  items?: { verification?: string | null }[];
  reviewCount?: number;
  verifiedReviewCount?: number;
}

/** What an answer said of verification, and how it travelled. */
function describe(res: LightMyRequestResponse): string {
  const encoding = String(res.headers['content-encoding'] ?? 'identity');
  const raw = res.rawPayload;
  const answer = JSON.parse(decodedBody(res).toString()) as Answer;
  const badged = answer.items?.filter((i) => i.verification).length;
  const what =
    answer.verifiedReviewCount !== undefined
      ? `${answer.verifiedReviewCount} of ${answer.reviewCount} verified`
      : answer.total !== undefined
        ? `${answer.total} total${badged === undefined ? '' : `, ${badged} badged`}`
        : '-';
  return `${what} (${encoding}, ${raw.length} B)`;
}

function printFigures(
  probes: Probe[],
  timed: [Timed, Timed][],
  rows: VerificationRow[],
  load: string,
) {
  heading('With verifications beside without (app.inject, read cache off, ms)');
  console.log(
    table(
      ['request', 'reader', 'n', 'with p50', 'p99', 'without p50', 'p99', 'with / without', 'aim'],
      probes.map((p, i) => {
        const [a, b] = timed[i]!;
        const { ratio } = rows[i]!;
        return [
          p.request,
          p.reader,
          String(a.spread.n),
          ms(a.spread.p50),
          ms(a.spread.p99),
          ms(b.spread.p50),
          ms(b.spread.p99),
          `${ratio.toFixed(3)}x`,
          p.kind === 'cached' ? `<= ${AIMS.ratio}x ${mark(ratio <= AIMS.ratio)}` : '-',
        ];
      }),
    ),
  );
  console.log(
    `load 1/5 ${load} at the end. n = timed requests to each app after ${ROUNDS.warmup} ` +
      'warm-up rounds, the two apps in turn. Every request carries the browser’s ' +
      'Accept-Encoding; the member’s its session cookie (they are not verified themselves). ' +
      'In-process: no socket or HTTP parsing, the same for both apps. Aim: verification adds ' +
      'nothing to a catalogue or product request’s latency (cached counts), with / without ' +
      `<= ${AIMS.ratio}x. The floors do the same work in both apps. The reviews pages join ` +
      'the reviews of the page they show to their authors’ verifications (plans below).',
  );
  heading('What each first answered');
  console.log(
    table(
      ['request', 'reader', 'with verifications', 'without'],
      probes.map((p, i) => [p.request, p.reader, ...timed[i]!.map((t) => describe(t.first))]),
    ),
  );
}

interface PlannedRead {
  label: string;
  url: string;
  read: (db: Db) => Promise<unknown>;
  /** Only the statements whose plan reads service_verifications. */
  readersOnly?: boolean;
}

/**
 * The plans behind each request with verifications; for the reviews page, which joins them,
 * also its joining statements without, and the "verified only" filter's.
 */
async function printPlans(
  urls: readonly [string, string],
  storage: MediaStorage,
  productId: string,
) {
  heading('The statements behind the requests (EXPLAIN ANALYZE)');
  const reviewsPage = (query: Record<string, string>) => (db: Db) =>
    listVisibleReviews(db, storage, productId, ZReviewListQuery.parse(query), null);
  const [withUrl, withoutUrl] = urls;
  const reads: PlannedRead[] = [
    {
      label: 'GET /api/products, with',
      url: withUrl,
      read: (db) => listProducts(db, ZProductListQuery.parse({})),
    },
    { label: 'GET /api/products/:id, with', url: withUrl, read: (db) => getProduct(db, productId) },
    { label: 'GET …/:id/reviews, a visitor, with', url: withUrl, read: reviewsPage({}) },
    {
      label: 'GET …/:id/reviews, a visitor, without',
      url: withoutUrl,
      read: reviewsPage({}),
      readersOnly: true,
    },
    {
      label: 'GET …/:id/reviews?verified=true, a visitor, with',
      url: withUrl,
      read: reviewsPage({ verified: 'true' }),
      readersOnly: true,
    },
  ];
  for (const { label, url, read, readersOnly } of reads) {
    printExplained(label, await explainReads(url, read), 'service_verifications', readersOnly);
  }
}

/** Both apps, each request to one then the other, then the plans behind them. */
async function measure(
  apps: readonly [App, App],
  databases: readonly [Database, Database],
  productId: string,
) {
  const probes = probesFor(productId);
  const { timed, ratios } = await readersInTurn(apps, databases, probes, ROUNDS);
  const load = loadAverage();
  const rows = probes.map((p, i): VerificationRow => ({
    request: p.request,
    reader: p.reader,
    kind: p.kind,
    ratio: ratios[i]!,
  }));
  printFigures(probes, timed, rows, load);
  await printPlans([databases[0].url, databases[1].url], apps[0].storage, productId);
  return { rows, load };
}

export async function runVerification(): Promise<VerificationResult> {
  heading('What service verification costs a request (issue 29)');
  return inTwoStates(
    [STATES.with, STATES.without],
    async (db) => {
      await loadModerationSite(db);
      return (await prepareStates(db)).productId;
    },
    measure,
  );
}

/** The summary's rows: the cached reads against the aim, the reviews pages beside them. */
export function verificationSummary(result: VerificationResult | null): string[][] {
  const reads = (result?.rows ?? []).filter((r) => r.kind !== 'floor');
  return [...new Set(reads.map((r) => r.request))].map((request) => {
    const rows = reads.filter((r) => r.request === request);
    const cached = rows.every((r) => r.kind === 'cached');
    const worst = Math.max(...rows.map((r) => r.ratio));
    return [
      `${request} p50 with / without verifications`,
      cached ? `<= ${AIMS.ratio}x` : '- (joins them)',
      `${rows.map((r) => `${r.ratio.toFixed(2)}x ${r.reader}`).join(', ')} (load ${result?.load})`,
      cached ? mark(worst <= AIMS.ratio) : '-',
    ];
  });
}
