import { AsyncLocalStorage } from 'node:async_hooks';
import type { Query, QueryCache } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from '@web/lib/router';
import { App } from './app/app';
import { makeQueryClient } from './app/query-client';
import { preloadScreen } from './app/router';
import type { ApiTransport, PageAnswers, PageReader, RenderPage } from '@shared/page-render';
import { setApiTransport } from './lib/api';
import type { Site } from './lib/head';
import { DrawnLater, DrawnParts } from './lib/lazy-part';
import { SpriteContext, SpriteSheet } from './lib/sprite';

// The server's side of the app (issue 16): a public page is rendered to HTML with the answers
// it needs, so the browser paints content before any JavaScript has run, then takes it over.

/** Each render asks the API through its own request's transport (the visitor's cookie). */
const transports = new AsyncLocalStorage<ApiTransport>();
const renderTransport: ApiTransport = (path, init) => {
  const transport = transports.getStore();
  if (!transport) throw new Error(`${path} asked outside a page render`);
  return transport(path, init);
};

/** A query that depends on another's answer needs one more round; three cover our pages. */
const MAX_ROUNDS = 3;

/** The markup of one render, the sprite of the icons it drew and the lazy parts it holds. */
async function toHtml(
  url: string,
  client: ReturnType<typeof makeQueryClient>,
  site: Site,
  reader: PageReader,
) {
  const sprite = new SpriteSheet();
  const parts = new Set<string>();
  const later = new Set<string>();
  const html = await renderToStringAsync(
    <SpriteContext value={sprite}>
      <DrawnParts value={parts}>
        <DrawnLater value={later}>
          <StaticRouter url={url}>
            <App client={client} site={site} lowData={reader.lowData} />
          </StaticRouter>
        </DrawnLater>
      </DrawnParts>
    </SpriteContext>,
  );
  return { html, sprite: sprite.markup(), parts: [...parts], partsLater: [...later] };
}

const isWanted = (query: Query, failed: Set<string>) => {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return query.state.status === 'pending' && on !== false && !failed.has(query.queryHash);
};

/** The answers that arrived, for the browser (main.tsx puts them back in its query cache). */
function answersOf(
  cache: QueryCache,
  { parts, partsLater }: { parts: string[]; partsLater: string[] },
  read: Set<string>,
  reader: PageReader,
): PageAnswers {
  const arrived = cache.findAll({ predicate: (q) => q.state.status === 'success' });
  return {
    at: Math.min(Date.now(), ...arrived.map((q) => q.state.dataUpdatedAt)),
    answers: arrived.map((q) => [q.queryKey, q.state.data]),
    parts,
    partsLater,
    read: [...read],
    lowData: reader.lowData,
  };
}

/**
 * Renders, fetches what the render asked for, and renders again until nothing new is asked.
 * A query that fails here is left loading, as the browser first shows it; the browser asks
 * again. Only answers that arrived are handed over.
 */
export const renderPage: RenderPage = (url, site, transport, reader) => {
  // Set on each render, not once at load: whoever shares this module (a test worker running the
  // API client's own tests) may have pointed the client elsewhere meanwhile.
  setApiTransport(renderTransport);
  const read = new Set<string>();
  const reading: ApiTransport = async (path, init) => {
    const res = await transport(path, init);
    if (init.method === 'GET' && res.ok) read.add(path);
    return res;
  };
  return transports.run(reading, async () => {
    // No retries: a page waits for nothing that failed once; the browser asks again.
    const client = makeQueryClient({ retry: false });
    const cache = client.getQueryCache();
    const failed = new Set<string>();
    await preloadScreen(new URL(url, site.origin).pathname);
    let page = await toHtml(url, client, site, reader);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const wanted = cache.findAll({ predicate: (q) => isWanted(q, failed) });
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
      for (const q of cache.findAll({ predicate: (q) => q.state.status === 'error' })) {
        failed.add(q.queryHash);
        cache.remove(q);
      }
      page = await toHtml(url, client, site, reader);
    }
    const { parts, partsLater, ...rendered } = page;
    return { ...rendered, state: answersOf(cache, { parts, partsLater }, read, reader) };
  });
};
