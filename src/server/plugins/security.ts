import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_FILES_PATH } from '../lib/storage/media-url';

/**
 * Sources a page adds to the base policy: hashes of its own inline bits, and the hosts of what
 * its settings switch on (analytics, ads).
 */
export interface CspAdditions {
  scriptSrc?: readonly string[];
  styleSrc?: readonly string[];
  imgSrc?: readonly string[];
  connectSrc?: readonly string[];
  frameSrc?: readonly string[];
}

/**
 * Everything comes from our own origin: no CDN fonts, scripts or images (product pictures are
 * our own copies, issue 32). Inline scripts and <style> elements run only when the page names
 * their hashes (decision 018): no nonce, so a page's bytes are the same for every visitor and
 * can be kept compressed. Style attributes are allowed (Radix positions popovers with them).
 * `add` widens a page's policy for its inline bits and its integrations (decision 010).
 */
export function cspDirectives(add: CspAdditions = {}) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(add.scriptSrc ?? [])],
    styleSrc: ["'self'", ...(add.styleSrc ?? [])],
    styleSrcAttr: ["'unsafe-inline'"],
    // Product pictures are our own copies (issue 32): no image host but ours.
    imgSrc: ["'self'", 'data:', 'blob:', ...(add.imgSrc ?? [])],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(add.connectSrc ?? [])],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...(add.frameSrc ?? [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

const DIRECTIVES = ['scriptSrc', 'styleSrc', 'imgSrc', 'connectSrc', 'frameSrc'] as const;

/** Several additions as one, each source once, in the order given. */
function mergeAdditions(parts: readonly CspAdditions[]): CspAdditions {
  const merged: Record<string, string[]> = {};
  for (const d of DIRECTIVES) {
    const sources = new Set(parts.flatMap((p) => p[d] ?? []));
    if (sources.size > 0) merged[d] = [...sources];
  }
  return merged;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The headers a helmet middleware sets, read once: our policies hold no per-request value
 * (decision 018), so every page gets the same ones, and setting them from a table costs a
 * fraction of running the middleware for each.
 */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  middleware({ headers: {} } as IncomingMessage, res, () => undefined);
  return headers;
}

/** A page has few distinct policies (its inline hashes, the integrations on): each built once. */
const widened = new Map<string, string>();
const MAX_POLICIES = 64;

/**
 * Replaces this response's CSP with the base policy widened by `parts`; the other headers stay.
 * Called by the page route once it knows the page's inline bits and settings.
 */
export function widenCsp(reply: FastifyReply, parts: readonly CspAdditions[]) {
  const add = mergeAdditions(parts);
  const key = JSON.stringify(add);
  let policy = widened.get(key);
  if (policy === undefined) {
    if (widened.size >= MAX_POLICIES) widened.clear();
    const middleware = helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: cspDirectives(add),
    });
    policy = headersOf(middleware)['content-security-policy'] ?? '';
    widened.set(key, policy);
  }
  reply.header('content-security-policy', policy);
}

/**
 * What a JSON answer of the API needs: nothing may load from it, frame it or sniff it as
 * something else (OWASP's advice for APIs). A third of the
 * bytes of the page set, which every answer from the read cache would carry (issue 14).
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The API's JSON routes: not its HTML documentation, nor the files it streams. */
const isJsonApi = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith(MEDIA_FILES_PATH);

/**
 * Powerful features the site never uses, off for its pages and anything they frame: a script
 * that got in (or an ad) cannot ask for the camera or the visitor's position. Fullscreen (review
 * videos) and the clipboard (copy buttons) keep their defaults. Only features Chromium knows
 * are named: an unknown one is a console warning on every page. The Topics API is left alone:
 * the ads an admin may switch on (decision 010) rely on it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's headers and the permissions policy on pages and files, read once from its middleware
 * (@fastify/helmet rebuilt the middleware for every request); the API's own set on JSON answers.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const pageHeaders = {
    ...headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
        crossOriginEmbedderPolicy: false,
      }),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApi(request.url) ? API_HEADERS : pageHeaders);
    done();
  });
});
