// The contract between the server and the app's page renderer (src/web/entry-server.tsx),
// which the build bundles separately and the server loads at start.

/** How the renderer asks the API: the server answers from itself, as the visitor. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The answers it was rendered from, for the browser's query cache. */
  state: PageAnswers;
  /**
   * The hidden <svg> holding the drawing of each icon the markup shows, once ('' when it shows
   * none), for index.html's `<!--app-sprite-->`: first in <body>, outside the #root the browser
   * hydrates.
   */
  sprite: string;
}

/**
 * Each answer a page was rendered from, as its query's key and data, and when they were read
 * (the oldest): what the browser's query cache needs to take the page over. Not TanStack's
 * dehydrated form, whose bookkeeping per query (a dozen fields) every page would carry.
 */
export interface PageAnswers {
  at: number;
  answers: [queryKey: readonly unknown[], data: unknown][];
  /** The lazy parts the markup holds (web lib/lazy-part.tsx): loaded before it is taken over. */
  parts: string[];
  /** Those drawn inside parts that wait for the reader (low-data mode): loaded when they wake. */
  partsLater: string[];
  /**
   * The API paths the answers were read from: the browser's service worker keeps them with the
   * page, for the app to read again without a connection (issue 51).
   */
  read: string[];
  /** Whether it was drawn in low-data mode (shared/low-data.ts): the browser starts in it. */
  lowData: boolean;
}

export interface PageSite {
  name: string;
  origin: string;
}

/** What the reader asked of the page beyond its address. */
export interface PageReader {
  lowData: boolean;
}

export type RenderPage = (
  url: string,
  site: PageSite,
  transport: ApiTransport,
  reader: PageReader,
) => Promise<RenderedPage>;

/** The element holding the answers a server-rendered page was rendered from. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The id of the viewer a member's page is rendered with: their header's shape, none of their
 * data (server seo/member-frame.ts). The browser asks /api/me for the real one once it has taken
 * the page over.
 */
export const FRAME_VIEWER_ID = '';
