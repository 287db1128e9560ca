import fastifyStatic from '@fastify/static';
import { ZSignedMediaQuery, MEDIA_MSG } from '@shared/schemas/media';
import type { AppInstance } from '../../../app-types';
import { AppError } from '../../../lib/errors';
import { LOCAL_MEDIA_PATH, type LocalMediaStorage } from '../../../lib/storage/local-storage';
import { STORAGE_KEY } from '../../../lib/storage/media-storage';

const forbiddenLink = () => new AppError(403, 'forbidden', MEDIA_MSG.linkInvalid);

/**
 * Who may call: anyone holding a signed link (SPEC §9: private media through URLs valid for
 * 3600 s). Serves the local storage's files with ranges, so videos seek; cached privately until
 * the link expires. Registered only when media are stored on this machine's disk.
 */
export async function localMediaFileRoutes(
  app: AppInstance,
  { storage }: { storage: LocalMediaStorage },
) {
  await app.register(fastifyStatic, { root: storage.root, serve: false, cacheControl: false });

  app.get(
    `${LOCAL_MEDIA_PATH}/*`,
    { schema: { tags: ['reviews'], querystring: ZSignedMediaQuery, hide: true } },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!STORAGE_KEY.test(key)) throw forbiddenLink();
      const { expires, signature } = req.query;
      if (!storage.signer.verify(key, expires, signature)) throw forbiddenLink();
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      reply.header('cache-control', `private, max-age=${maxAge}, immutable`);
      if (key.endsWith('.pdf')) {
        // Legal documents (issue 6): shown inline, but in a sandbox where a script embedded in
        // the PDF cannot run, and nothing else may load (Chromium still renders the PDF).
        reply
          .header('content-disposition', `inline; filename="${key.split('/')[1]}.pdf"`)
          .header('content-security-policy', "sandbox; default-src 'none'; object-src 'none'");
      } else {
        reply.header('content-disposition', 'inline');
      }
      return reply.sendFile(key, storage.root);
    },
  );
}
