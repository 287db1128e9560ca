import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// What this device holds of a member's unsent words (issue 51): drafts as they are typed, and
// submits made without a connection, waiting to be sent. The page and the service worker both
// read it (a send may happen in either), so it holds only what structured cloning keeps.

/** Whose it is: a member's id, or null for a visitor. */
export type Owner = string | null;

export interface Draft {
  /** `draftKey(owner, form)`. */
  key: string;
  owner: Owner;
  /** The form and what it is about: `report:<review id>`. */
  form: string;
  values: unknown;
  savedAt: string;
}

/** What the member is told once a waiting submit is sent: the spec's words of that form. */
export interface Told {
  /** What it is, for "waiting" lists: "field report". */
  what: string;
  success: { title: string; description?: string };
  /** Its failure's title (the server's message below it), by status where the form has one. */
  errorTitle: string;
  errorTitles?: Record<number, string>;
}

export interface Waiting {
  /** Also its `Idempotency-Key`: however often it is sent, the server acts on it once. */
  id: string;
  owner: Owner;
  /** The route as the app names it (`POST /api/reviews/:id/reports`), its parameters, and the
   * path they make, which the service worker sends to. */
  route: string;
  params?: Record<string, string>;
  path: string;
  json: unknown;
  told: Told;
  /** The query keys its success makes stale. */
  stale: (readonly unknown[])[];
  /** The draft it was sent from, given back to the member if the server refuses it. */
  draft?: { form: string; values: unknown };
  queuedAt: string;
  /** Sent by one sender at a time: a claim older than a minute was a sender that stopped. */
  claimedAt?: number;
  /** The server's answer, when the service worker sent it with no page open to tell. */
  answer?: { status: number; body: unknown };
}

interface DeviceSchema extends DBSchema {
  drafts: { key: string; value: Draft };
  waiting: { key: string; value: Waiting };
}

const CLAIM_MS = 60_000;

let opened: Promise<IDBPDatabase<DeviceSchema>> | undefined;
const device = () =>
  (opened ??= openDB<DeviceSchema>('battle-ready', 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'key' });
      db.createObjectStore('waiting', { keyPath: 'id' });
    },
  }));

export const draftKey = (owner: Owner, form: string) => `${owner ?? 'visitor'}|${form}`;

export async function loadDraft(owner: Owner, form: string): Promise<Draft | undefined> {
  return (await device()).get('drafts', draftKey(owner, form));
}

export async function saveDraft(owner: Owner, form: string, values: unknown) {
  const key = draftKey(owner, form);
  await (
    await device()
  ).put('drafts', { key, owner, form, values, savedAt: new Date().toISOString() });
}

export async function dropDraft(owner: Owner, form: string) {
  await (await device()).delete('drafts', draftKey(owner, form));
}

export async function queue(waiting: Waiting) {
  await (await device()).put('waiting', waiting);
}

export async function waitingOf(owner: Owner): Promise<Waiting[]> {
  const all = await (await device()).getAll('waiting');
  return all.filter((w) => w.owner === owner).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/**
 * Takes a waiting submit to send, in one transaction so that of the page and the service
 * worker only one sends it; undefined when another sender holds it or it is gone.
 */
export async function claim(id: string): Promise<Waiting | undefined> {
  const tx = (await device()).transaction('waiting', 'readwrite');
  const waiting = await tx.store.get(id);
  const free = waiting && !waiting.answer && (waiting.claimedAt ?? 0) < Date.now() - CLAIM_MS;
  if (free) await tx.store.put({ ...waiting, claimedAt: Date.now() });
  await tx.done;
  return free ? waiting : undefined;
}

/** Still no connection: back in the queue for the next sender. */
export async function release(id: string) {
  const tx = (await device()).transaction('waiting', 'readwrite');
  const waiting = await tx.store.get(id);
  if (waiting) await tx.store.put({ ...waiting, claimedAt: undefined });
  await tx.done;
}

/** The service worker sent it: the next page open tells the member the answer. */
export async function answered(id: string, answer: { status: number; body: unknown }) {
  const tx = (await device()).transaction('waiting', 'readwrite');
  const waiting = await tx.store.get(id);
  if (waiting) await tx.store.put({ ...waiting, claimedAt: undefined, answer });
  await tx.done;
}

export async function done(id: string) {
  await (await device()).delete('waiting', id);
}

/** Everything unsent of anyone but `owner` goes: a draft never outlives a sign-out. */
export async function forgetAllBut(owner: Owner) {
  const tx = (await device()).transaction(['drafts', 'waiting'], 'readwrite');
  for (const store of [tx.objectStore('drafts'), tx.objectStore('waiting')]) {
    for (const item of await store.getAll()) {
      if (item.owner !== owner) await store.delete('key' in item ? item.key : item.id);
    }
  }
  await tx.done;
}
