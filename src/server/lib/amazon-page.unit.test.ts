import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amazonTld } from '@shared/amazon-url';
import { AMAZON_FETCH_MAX_BYTES, AMAZON_FETCH_TIMEOUT_MS } from '@shared/limits';
import {
  defaultAmazonFetchOptions,
  fetchAmazonDetails,
  type AmazonFetchOptions,
} from './amazon-page';

type Handler = (path: string, res: ServerResponse) => void;

/** A local stand-in for Amazon (every Amazon host is routed here) and one for anyone else. */
let amazon: Server;
let elsewhere: Server;
let handle: Handler;
const seen: { amazon: string[]; elsewhere: number; bytesSent: number } = {
  amazon: [],
  elsewhere: 0,
  bytesSent: 0,
};
const portOf = (s: Server) => (s.address() as AddressInfo).port;

function listen(server: Server) {
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

beforeAll(async () => {
  amazon = createServer((req, res) => {
    seen.amazon.push(req.url ?? '/');
    handle(req.url ?? '/', res);
  });
  elsewhere = createServer((_req, res) => {
    seen.elsewhere += 1;
    res.end('<html><head><meta property="og:title" content="Phished"></head></html>');
  });
  await Promise.all([listen(amazon), listen(elsewhere)]);
});
afterAll(async () => {
  amazon.closeAllConnections();
  await Promise.all([amazon, elsewhere].map((s) => new Promise((r) => s.close(r))));
});
beforeEach(() => {
  seen.amazon = [];
  seen.elsewhere = 0;
  seen.bytesSent = 0;
});

/**
 * The production options with one difference: a request for https://www.amazon.<tld>/… goes
 * to the local server instead.
 */
function options(over: Partial<AmazonFetchOptions> = {}): AmazonFetchOptions {
  const base = defaultAmazonFetchOptions('https://battle-ready.example');
  // Anything else goes where it points, so a check that let it through would reach `elsewhere`.
  const route = (url: URL) =>
    amazonTld(url.hostname)
      ? new URL(`${url.pathname}${url.search}`, `http://127.0.0.1:${portOf(amazon)}`)
      : url;
  return { ...base, route, ...over };
}

const PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Amazon.com: Garmin inReach Mini 2, Satellite Communicator : Electronics</title>
<meta name="description" content="Buy the Garmin inReach Mini 2 &amp; stay in touch anywhere.">
<meta property="og:image" content="https://m.media-amazon.com/images/I/71mini2.jpg">
</head><body><div id="dp">${'<p>listing</p>'.repeat(100)}</div></body></html>`;

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

describe('fetchAmazonDetails', () => {
  it('waits at most 5 s, reads at most 2 MB and follows at most 5 redirects by default', () => {
    expect(defaultAmazonFetchOptions('https://battle-ready.example')).toMatchObject({
      timeoutMs: 5000,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 5,
      userAgent: 'Mozilla/5.0 (compatible; BattleReadyBot/1.0; +https://battle-ready.example)',
    });
  });

  it('reads the name, description and image from the page head', async () => {
    handle = (_path, res) => html(res, PAGE);
    const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
    expect(result).toMatchObject({
      ok: true,
      details: {
        name: 'Garmin inReach Mini 2, Satellite Communicator',
        description: 'Buy the Garmin inReach Mini 2 & stay in touch anywhere.',
        imageUrl: 'https://m.media-amazon.com/images/I/71mini2.jpg',
      },
    });
    expect(seen.amazon).toHaveLength(1);
  });

  it('prefers Open Graph tags and falls back to meta and <title>', async () => {
    handle = (_path, res) =>
      html(
        res,
        `<html><head><title>Ignored - Amazon.co.uk</title>
        <meta property="og:title" content="  Tactical   Headlamp  ">
        <meta property="og:description" content="Bright, light and waterproof for night work.">
        <meta property="og:image" content="https://m.media-amazon.com/images/I/headlamp.jpg">
        </head></html>`,
      );
    const result = await fetchAmazonDetails('https://www.amazon.co.uk/dp/B0B5XBT4ZR', options());
    expect(result).toMatchObject({
      ok: true,
      details: {
        name: 'Tactical Headlamp',
        description: 'Bright, light and waterproof for night work.',
        imageUrl: 'https://m.media-amazon.com/images/I/headlamp.jpg',
      },
    });
  });

  it.each([
    ['on a host the site does not show', 'https://tracker.example/pixel.gif'],
    ['relative to the page', '/images/I/71mini2.jpg'],
    ['over plain http', 'http://m.media-amazon.com/images/I/71mini2.jpg'],
  ])('leaves out a picture %s (decision 007)', async (_label, image) => {
    handle = (_path, res) =>
      html(
        res,
        `<html><head><meta property="og:title" content="Field Stove"><meta property="og:image" content="${image}"></head></html>`,
      );
    const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
    expect(result).toMatchObject({ ok: true, details: { name: 'Field Stove', imageUrl: null } });
  });

  it.each([
    ['within Amazon', 'https://www.amazon.com/Garmin-Mini/dp/B0B5XBT4ZR'],
    ["that names port 443, https's own", 'https://www.amazon.com:443/Garmin-Mini/dp/B0B5XBT4ZR'],
  ])('follows a redirect %s', async (_label, target) => {
    handle = (path, res) => {
      if (path.startsWith('/dp/')) {
        res.writeHead(301, { location: target });
        res.end();
      } else html(res, PAGE);
    };
    const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
    expect(result.ok).toBe(true);
    expect(seen.amazon).toEqual(['/dp/B0B5XBT4ZR', '/Garmin-Mini/dp/B0B5XBT4ZR']);
  });

  it.each([
    ['another host', () => `http://127.0.0.1:${portOf(elsewhere)}/phish`],
    ['a lookalike host', () => 'https://www.amazon.com.evil.example/dp/B0B5XBT4ZR'],
    ['plain http on Amazon', () => 'http://www.amazon.com/dp/B0B5XBT4ZR'],
    ['another port on Amazon', () => 'https://www.amazon.com:3290/'],
    ['plain http on port 443', () => 'http://www.amazon.com:443/dp/B0B5XBT4ZR'],
  ])('refuses a redirect to %s without requesting it', async (_label, target) => {
    handle = (_path, res) => {
      res.writeHead(302, { location: target() });
      res.end();
    };
    const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
    expect(result).toMatchObject({ ok: false, reason: 'not-amazon' });
    expect(seen.amazon).toHaveLength(1);
    expect(seen.elsewhere).toBe(0);
  });

  it('refuses to start anywhere but Amazon', async () => {
    const result = await fetchAmazonDetails(
      `http://127.0.0.1:${portOf(elsewhere)}/dp/B0B5XBT4ZR`,
      options({ route: (url) => url }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'not-amazon' });
    expect(seen.elsewhere).toBe(0);
  });

  it.each([
    ['another port', 'https://www.amazon.com:3290/dp/B0B5XBT4ZR'],
    ['port 80', 'https://www.amazon.com:80/dp/B0B5XBT4ZR'],
  ])('refuses to start on an Amazon host at %s', async (_label, start) => {
    const result = await fetchAmazonDetails(start, options());
    expect(result).toMatchObject({ ok: false, reason: 'not-amazon' });
    expect(seen.amazon).toHaveLength(0);
  });

  it('starts on an Amazon host that names port 443', async () => {
    handle = (_path, res) => html(res, PAGE);
    const result = await fetchAmazonDetails('https://www.amazon.com:443/dp/B0B5XBT4ZR', options());
    expect(result.ok).toBe(true);
    expect(seen.amazon).toEqual(['/dp/B0B5XBT4ZR']);
  });

  it('gives up after a few redirects', async () => {
    handle = (path, res) => {
      const n = Number(/hop(\d+)/.exec(path)?.[1] ?? 0);
      res.writeHead(302, { location: `/dp/B0B5XBT4ZR/hop${n + 1}` });
      res.end();
    };
    const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
    expect(result).toMatchObject({ ok: false, reason: 'too-many-redirects' });
    expect(seen.amazon).toHaveLength(6);
  });

  it('gives up on a slow page at the deadline', async () => {
    handle = (_path, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
    };
    const started = Date.now();
    const result = await fetchAmazonDetails(
      'https://www.amazon.com/dp/B0B5XBT4ZR',
      options({ timeoutMs: 300 }),
    );
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(AMAZON_FETCH_TIMEOUT_MS);
  });

  it('gives up on a page that never answers', async () => {
    handle = () => undefined;
    const result = await fetchAmazonDetails(
      'https://www.amazon.com/dp/B0B5XBT4ZR',
      options({ timeoutMs: 300 }),
    );
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });

  describe('an oversized page', () => {
    /** A head that never ends: tags first, then padding, streamed until the client goes. */
    function endlessHead(first: string, afterBytes: number, late = '') {
      return (_path: string, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write(`<html><head>${first}`);
        const pad = `<!-- ${'p'.repeat(64 * 1024)} -->`;
        let sent = 0;
        const pump = () => {
          while (sent < 20 * 1024 * 1024) {
            const piece = sent >= afterBytes && late ? late : pad;
            if (piece === late) late = '';
            sent += piece.length;
            seen.bytesSent = sent;
            if (!res.write(piece)) return void res.once('drain', pump);
          }
          res.end('</head></html>');
        };
        res.on('error', () => undefined);
        pump();
      };
    }

    it(`stops reading at ${AMAZON_FETCH_MAX_BYTES} bytes and keeps what came before`, async () => {
      handle = endlessHead('<meta property="og:title" content="Early Title">', 0);
      const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
      expect(result).toMatchObject({ ok: true, details: { name: 'Early Title' } });
      expect(result.ok && result.bytesRead).toBe(AMAZON_FETCH_MAX_BYTES);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.bytesSent).toBeLessThan(20 * 1024 * 1024);
    });

    it('does not see tags that come after the cap', async () => {
      handle = endlessHead(
        '',
        AMAZON_FETCH_MAX_BYTES + 1024,
        '<meta property="og:title" content="Late Title">',
      );
      const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
      expect(result).toEqual({ ok: false, reason: 'nothing-found', detail: 'nothing-found' });
    });
  });

  it.each([
    [
      'an error status',
      (res: ServerResponse) => {
        res.writeHead(503, { 'content-type': 'text/html' });
        res.end(PAGE);
      },
      'status',
    ],
    [
      'a page that is not HTML',
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end('jpeg');
      },
      'not-html',
    ],
    [
      'a robot check with no product in it',
      (res: ServerResponse) => html(res, '<html><head><title>Amazon.com</title></head></html>'),
      'nothing-found',
    ],
    [
      'a page with markup in its tags',
      (res: ServerResponse) =>
        html(
          res,
          '<html><head><meta property="og:title" content="<script>alert(1)</script>"></head></html>',
        ),
      'nothing-found',
    ],
  ])('answers a reason, not details, for %s', async (_label, respond, reason) => {
    handle = (_path, res) => respond(res);
    const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
    expect(result).toMatchObject({ ok: false, reason });
  });

  it('answers "network" when nothing listens', async () => {
    const closed = createServer();
    await listen(closed);
    const port = portOf(closed);
    await new Promise((r) => closed.close(r));
    const result = await fetchAmazonDetails(
      'https://www.amazon.com/dp/B0B5XBT4ZR',
      options({ route: () => new URL(`http://127.0.0.1:${port}/`) }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'network' });
  });
});

describe("the maker's figures from a saved product page (issue 48)", () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
  const read = async (name: string) => {
    handle = (_path, res) => html(res, fixture(name));
    const result = await fetchAmazonDetails('https://www.amazon.com/dp/B0B5XBT4ZR', options());
    if (!result.ok) throw new Error(result.reason);
    return result.details;
  };

  it('reads weight, capacity and the item dimensions from the technical details table', async () => {
    const details = await read('amazon-tech-spec-table');
    expect(details.name).toBe("Osprey Talon 22 Men's Hiking Backpack, Stealth Black, S/M");
    // 1.93 lb, 22 L, 20.08 × 10.24 × 9.06 in; the package's dimensions are the box's.
    expect(details.specs).toEqual({
      weight: 875.433,
      volume: 22,
      length: 51.003,
      width: 26.01,
      height: 23.012,
    });
  });

  it('reads the detail bullets: dimensions with the weight after them, battery and runtime', async () => {
    expect((await read('amazon-detail-bullets')).specs).toEqual({
      length: 13.8,
      width: 2.5,
      height: 2.5,
      weight: 150,
      battery: 5000,
      runtime: 42,
    });
  });

  it('fills no figure where the page gives none, whatever its bullets say', async () => {
    const details = await read('amazon-no-details');
    expect(details.name).toBe('Ranger Green Paracord 550, 100 ft');
    expect(details.specs).toEqual({});
  });

  it('answers a page with figures alone, and keeps figures read before a slow page stalls', async () => {
    handle = (_path, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head></head><body><table><tr><th>Item Weight</th><td>8 ounces</td></tr>');
    };
    const result = await fetchAmazonDetails(
      'https://www.amazon.com/dp/B0B5XBT4ZR',
      options({ timeoutMs: 300 }),
    );
    expect(result).toMatchObject({
      ok: true,
      details: { name: null, description: null, imageUrl: null, specs: { weight: 226.796 } },
    });
  });
});
