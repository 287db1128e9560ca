import os from 'node:os';
import path from 'node:path';

/**
 * Each Playwright worker has a server (and database) of its own: the first on E2E_PORT, the
 * next on the port after it. A worker process knows its slot (TEST_PARALLEL_INDEX, kept by the
 * worker that replaces one after a failure), so it reads its own server's port here; the
 * runner, which has none, starts the servers on E2E_PORTS (playwright.config.ts, serve.mjs).
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Two by default, even on two cores: a worker mostly waits on its browser and its server. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const E2E_PORTS = Array.from({ length: E2E_WORKERS }, (_, i) => FIRST_PORT + i);
export const E2E_PORT = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** serve.mjs and the specs agree on this path: the specs read their server's mail outbox in it. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `br-e2e-${E2E_PORT}`);
export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'admin password 1',
  name: 'Chief Tester',
};
/**
 * A plain admin (not super admin) for the moderation journeys: sign-in is limited to 5 a
 * minute per address and email, so the specs share the sign-ins across accounts.
 */
export const E2E_MODERATOR = {
  email: 'moderator@e2e.test',
  password: 'moderator password 1',
  name: 'Duty Moderator',
};
/** A verified member without roles, for the review journeys. */
export const E2E_MEMBER = {
  email: 'member@e2e.test',
  password: 'member password 1',
  name: 'Field Tester',
};
/** Members who verify their service (issue 29): through the identity provider, and by `.mil`. */
export const E2E_VETERAN = {
  email: 'veteran@e2e.test',
  password: 'veteran password 1',
  name: 'Old Hand',
};
/**
 * Issue 48: a member who reviews sized gear with its fit and a measured weight, on FIT_PRODUCT,
 * which no other spec reviews.
 */
export const E2E_FITTER = {
  email: 'fitter@e2e.test',
  password: 'fitter password 1',
  name: 'Size Checker',
};
/**
 * Issue 49: a member who keeps the product an alert is posted on, alone in their Gear Kit; no
 * other spec reads their kit or bell.
 */
export const E2E_KEEPER = {
  email: 'keeper@e2e.test',
  password: 'keeper password 1',
  name: 'Kit Keeper',
};
/**
 * Issue 51: a member who reads their Gear Kit without a connection and then signs out; no other
 * spec signs them in.
 */
export const E2E_ROAMER = {
  email: 'roamer@e2e.test',
  password: 'roamer password 1',
  name: 'Far Rover',
};
/**
 * Issue 52: a member whose review the moderator rejected (prepare.ts writes both, and the log's
 * entry of it), who appeals; no other spec signs in as them or reads their bell.
 */
export const E2E_APPELLANT = {
  email: 'appellant@e2e.test',
  password: 'appellant password 1',
  name: 'Fair Hearing',
};
export const APPEAL_PRODUCT = 'Halyard Sherpa Fleece Throw';
export const APPEAL_REVIEW_TITLE = 'Warm through a cold barracks winter';
/** Their approved review, written long enough ago for a field report (prepare.ts writes it). */
export const ROAMER_PRODUCT = 'Copperline 4L Gravity Water Filter';
export const ROAMER_REVIEW_TITLE = 'A season of creek water';
export const FIT_PRODUCT = 'Fallow Creek Stride Road Trainer';
/** What the e2e identity provider is called (serve.mjs starts it, e2e/verify-provider.ts). */
export const VERIFY_PROVIDER_NAME = 'Local ID';
export const E2E_SAILOR = {
  email: 'sailor@e2e.test',
  password: 'sailor password 1',
  name: 'Deck Seaman',
};

/**
 * A member with an approved review written long ago (issue 30), so field reports are open on it;
 * prepare.ts writes it, titled FIELD_REVIEW_TITLE.
 */
export const E2E_FIELD = {
  email: 'field@e2e.test',
  password: 'field password 1',
  name: 'Long Hauler',
};
export const FIELD_REVIEW_TITLE = 'Two months in the field';

/**
 * A second super admin, for the screens only super admins reach: E2E_ADMIN must first sign in
 * in accounts.spec.ts, whose story starts with the legal dialog nobody has answered yet.
 */
export const E2E_OWNER = {
  email: 'owner@e2e.test',
  password: 'owner password 1',
  name: 'Range Owner',
};

/**
 * Issue 30: a member whose approved reviews were written REPORTER_REVIEW_DAYS ago, so field
 * reports on them are open (prepare.ts writes them; field-report-moderation.spec.ts uses them).
 */
export const E2E_REPORTER = {
  email: 'reporter@e2e.test',
  password: 'reporter password 1',
  name: 'Long Hauler',
};
export const REPORTER_REVIEW_DAYS = 40;
/**
 * Two for each run of the spec, at each width (a report on one, an edit of the other), and two
 * more for its desktop-only keyboard test.
 */
export const REPORTER_REVIEWS = 8;

/** The star rating and five scores of a review a spec posts through the API. */
export const REVIEW_SCORES = {
  rating: 4,
  durability: 8,
  portability: 7,
  costValue: 8,
  civilianAdaptation: 6,
  overallUtility: 8,
} as const;
/** A review's request but for its words: its scores, and how the gear was got (issue 52). */
export const REVIEW_FIELDS = { ...REVIEW_SCORES, obtained: 'bought' } as const;
