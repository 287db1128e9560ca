import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_IMAGE_HOSTS } from '@shared/product-images';

type NonceResponse = ServerResponse & { cspNonce?: string };

/** The per-response nonce that lets our own runtime <style> elements through the CSP. */
export function cspNonce(reply: FastifyReply): string {
  return (reply.raw as NonceResponse).cspNonce ?? '';
}

/**
 * Everything comes from our own origin: no CDN fonts, scripts or images (product pictures on
 * Amazon's image hosts aside); scripts never inline.
 * Style attributes are allowed (Radix positions popovers with them), and <style> elements only
 * with this response's nonce: Radix's scroll lock injects one, given the nonce by get-nonce.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as NonceResponse).cspNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (_req, res) => `'nonce-${(res as NonceResponse).cspNonce}'`],
        styleSrcAttr: ["'unsafe-inline'"],
        // Product pictures may also come from Amazon's image hosts (decision 007).
        imgSrc: ["'self'", 'data:', 'blob:', ...PRODUCT_IMAGE_HOSTS.map((h) => `https://${h}`)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
