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

type Store = 'drafts' | 'waiting';

const CLAIM_MS = 60_000;

// IndexedDB by hand rather than through a wrapper: the worker carries every byte of it to each
// first visit, and these few calls need no more than a request made a promise.
const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let opened: Promise<IDBDatabase> | undefined;
function device() {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open('battle-ready', 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('drafts', { keyPath: 'key' });
      open.result.createObjectStore('waiting', { keyPath: 'id' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  return opened;
}

/**
 * `work` on `stores` in one transaction, resolved once it commits. Each request's answer is
 * awaited inside it: the transaction stays open while the next request is made from there.
 */
async function inTransaction<T>(
  stores: Store[],
  mode: IDBTransactionMode,
  work: (store: (name: Store) => IDBObjectStore) => Promise<T>,
): Promise<T> {
  const tx = (await device()).transaction(stores, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
  const result = await work((name) => tx.objectStore(name));
  await committed;
  return result;
}

const read = <T>(name: Store, of: (store: IDBObjectStore) => IDBRequest<T>) =>
  inTransaction([name], 'readonly', (store) => done(of(store(name))));
const write = (name: Store, of: (store: IDBObjectStore) => IDBRequest) =>
  inTransaction([name], 'readwrite', async (store) => void (await done(of(store(name)))));

export const draftKey = (owner: Owner, form: string) => `${owner ?? 'visitor'}|${form}`;

export const loadDraft = (owner: Owner, form: string) =>
  read('drafts', (s) => s.get(draftKey(owner, form)) as IDBRequest<Draft | undefined>);

export function saveDraft(owner: Owner, form: string, values: unknown) {
  const draft: Draft = {
    key: draftKey(owner, form),
    owner,
    form,
    values,
    savedAt: new Date().toISOString(),
  };
  return write('drafts', (s) => s.put(draft));
}

export const dropDraft = (owner: Owner, form: string) =>
  write('drafts', (s) => s.delete(draftKey(owner, form)));

export const queue = (waiting: Waiting) => write('waiting', (s) => s.put(waiting));

export async function waitingOf(owner: Owner): Promise<Waiting[]> {
  const all = await read('waiting', (s) => s.getAll() as IDBRequest<Waiting[]>);
  return all.filter((w) => w.owner === owner).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/**
 * Takes a waiting submit to send, in one transaction so that of the page and the service
 * worker only one sends it; undefined when another sender holds it or it is gone.
 */
export function claim(id: string): Promise<Waiting | undefined> {
  return inTransaction(['waiting'], 'readwrite', async (store) => {
    const waiting = await done(store('waiting').get(id) as IDBRequest<Waiting | undefined>);
    const free = waiting && !waiting.answer && (waiting.claimedAt ?? 0) < Date.now() - CLAIM_MS;
    if (!free) return undefined;
    await done(store('waiting').put({ ...waiting, claimedAt: Date.now() }));
    return waiting;
  });
}

/** Changes the waiting submit `id`, if it is still there, in one transaction. */
function change(id: string, changed: (waiting: Waiting) => Waiting) {
  return inTransaction(['waiting'], 'readwrite', async (store) => {
    const waiting = await done(store('waiting').get(id) as IDBRequest<Waiting | undefined>);
    if (waiting) await done(store('waiting').put(changed(waiting)));
  });
}

/** Still no connection: back in the queue for the next sender. */
export const release = (id: string) =>
  change(id, (waiting) => ({ ...waiting, claimedAt: undefined }));

/** The service worker sent it: the next page open tells the member the answer. */
export const answered = (id: string, answer: { status: number; body: unknown }) =>
  change(id, (waiting) => ({ ...waiting, claimedAt: undefined, answer }));

export const sent = (id: string) => write('waiting', (s) => s.delete(id));

/** Everything unsent of anyone but `owner` goes: a draft never outlives a sign-out. */
export function forgetAllBut(owner: Owner) {
  return inTransaction(['drafts', 'waiting'], 'readwrite', async (store) => {
    for (const name of ['drafts', 'waiting'] as const) {
      const items = await done(store(name).getAll() as IDBRequest<(Draft | Waiting)[]>);
      for (const item of items) {
        if (item.owner !== owner)
          await done(store(name).delete('key' in item ? item.key : item.id));
      }
    }
  });
}
