import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** Deeper than any of our schemas nests by far; deeper bodies are refused before parsing. */
export const MAX_JSON_DEPTH = 32;
export const DEPTH_MESSAGE = 'Request body is nested too deeply';

/** Whether `text`'s arrays and objects nest deeper than `max`: one pass, brackets in strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies for every route, Better Auth's included: a body nested thousands deep parsed,
 * then overflowed the stack wherever something walked it (a 500 from JSON.stringify in the
 * auth bridge). It is refused as bad input before parsing; the rest is Fastify's own parser,
 * with its guard against prototype poisoning.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(DEPTH_MESSAGE), undefined);
    parse(request, text, done);
  });
});
