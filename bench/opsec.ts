// Issue 52: what the OPSEC check costs as a member types and as the server takes a post: the
// check of a review's worth of words (5,000 characters of the demo's own review texts) and of
// inputs built to make a backtracking pattern crawl, beside the review schema's own validation
// of the same words, measured side by side in one process.
import { findOpsecRisks } from '../src/shared/opsec';
import { ZReviewWrite } from '../src/shared/schemas/reviews';
import { REVIEW_TEXT } from '../src/server/db/seed/data/review-text';
import { loadAverage } from './processes';
import { heading, percentile, table } from './stats';

const RUNS = 400;
const WARM_UP = 50;

const demoWords = Object.values(REVIEW_TEXT)
  .flatMap((text) => text.contents)
  .join(' ');
const REVIEW = demoWords.slice(0, 5_000);

const ADVERSARIAL: [string, string][] = [
  ['digits', '1'.repeat(5_000)],
  ['ordinals', '1st '.repeat(1_250)],
  ['degrees and minutes', '34 03 '.repeat(833)],
  ['grid-like', '18SUJ 1234 '.repeat(454)],
  ['movements and dates', 'deploy next week '.repeat(294)],
];

/** Microseconds per call, p50 and p99, after a warm-up that compiles the patterns. */
function time(run: () => unknown) {
  for (let i = 0; i < WARM_UP; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    samples.push((performance.now() - started) * 1000);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const us = (n: number) => `${n.toFixed(0)} µs`;

export async function runOpsec() {
  heading('OPSEC check (issue 52): 5,000 characters, beside the review schema on the same words');
  const body = {
    title: 'Field notes',
    content: REVIEW,
    rating: 4,
    durability: 8,
    portability: 8,
    costValue: 8,
    civilianAdaptation: 8,
    overallUtility: 8,
    obtained: 'bought',
  };
  const schema = time(() => ZReviewWrite.safeParse(body));
  const rows = [
    ['ZReviewWrite.safeParse (the schema alone)', us(schema.p50), us(schema.p99), '1.0×'],
  ];
  const check = time(() => findOpsecRisks(REVIEW));
  rows.push([
    'findOpsecRisks, demo review words',
    us(check.p50),
    us(check.p99),
    `${(check.p50 / schema.p50).toFixed(1)}×`,
  ]);
  for (const [name, text] of ADVERSARIAL) {
    const t = time(() => findOpsecRisks(text));
    rows.push([
      `findOpsecRisks, adversarial: ${name}`,
      us(t.p50),
      us(t.p99),
      `${(t.p50 / schema.p50).toFixed(1)}×`,
    ]);
  }
  console.log(table(['what', 'p50', 'p99', 'of the schema'], rows));
  console.log(
    `findings in the demo words: ${findOpsecRisks(REVIEW).length}; load ${loadAverage()}`,
  );
}
