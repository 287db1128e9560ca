// What the pages and the service worker say to each other. Both sides import these names, so
// neither can drift from the other.

/** On an answer the service worker serves from what it kept: when it was kept (ISO 8601). */
export const KEPT_AT_HEADER = 'x-kept-at';

/** On a page kept as the app's empty page (encoded as a URI component): the title it showed. */
export const KEPT_TITLE_HEADER = 'x-kept-title';

/** On a page served from what was kept: `<meta name=… content="ISO 8601">`. */
export const KEPT_AT_META = 'kept-at';

/** On the offline page served in place of a page this device never kept. */
export const OFFLINE_PAGE_META = 'offline-page';

/**
 * The offline page (shared/pages.ts `offline`, which a test holds this to): the service worker
 * keeps it from the day it is installed.
 */
export const OFFLINE_PATH = '/offline';

/** The pages kept for their reader, which the offline page lists. */
export const KEPT_PAGES_CACHE = 'kept-pages';

export type WorkerMessage =
  /** Who is signed in on this device now (null: nobody). A change drops what was kept. */
  | { type: 'viewer'; id: string | null }
  /**
   * What the first page loaded before the service worker looked after it, to keep now: the
   * page, the API answers it read and the files it fetched.
   */
  | { type: 'keep'; page: string; answers: string[]; files: string[] }
  /** A page reached inside the app, shown with answers fresh from the server (and kept). */
  | { type: 'shown'; page: string; title: string }
  /** The member chose to reload into the new version waiting. */
  | { type: 'SKIP_WAITING' };

/** The Background Sync tag under which waiting submits are sent once there is a connection. */
export const SEND_WAITING_SYNC = 'send-waiting';

/** From the service worker to its pages: the connection is back, send what waits. */
export type PageMessage = { type: 'send-waiting' };
