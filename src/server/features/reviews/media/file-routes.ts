import { Readable } from 'node:stream';
import { ZSignedMediaQuery, MEDIA_MSG } from '@shared/schemas/media';
import type { AppInstance } from '../../../app-types';
import { forbidden, notFound, rangeNotSatisfiable } from '../../../lib/errors';
import {
  contentRangeOf,
  parseRangeHeader,
  type ByteRangeRequest,
} from '../../../lib/storage/byte-range';
import { contentTypeOfKey } from '../../../lib/storage/content-types';
import {
  STORAGE_KEY,
  type MediaStorage,
  type OpenedFile,
} from '../../../lib/storage/media-storage';
import { MEDIA_FILES_PATH } from '../../../lib/storage/media-url';
import type { UrlSigner } from '../../../lib/storage/url-signer';
import { notModified, rangeStillValid } from './http-validators';

const forbiddenLink = () => forbidden(MEDIA_MSG.linkInvalid);

type Headers = Parameters<typeof rangeStillValid>[0];

/**
 * The file, or the one range of it asked for. A range whose If-Range names another version is
 * dropped for the whole file; the validators only arrive with the file, hence a second read in
 * that (rare) case.
 */
async function openForRequest(
  storage: MediaStorage,
  key: string,
  range: ByteRangeRequest | null,
  headers: Headers,
): Promise<OpenedFile> {
  if (!range) return storage.open(key);
  const ranged = await storage.open(key, range);
  if (!headers['if-range'] || ranged.status === 'missing') return ranged;
  if (ranged.status === 'found') {
    if (rangeStillValid(headers, ranged.file)) return ranged;
    ranged.file.body.destroy();
    return storage.open(key);
  }
  const whole = await storage.open(key);
  if (whole.status !== 'found' || !rangeStillValid(headers, whole.file)) return whole;
  whole.file.body.destroy();
  return ranged;
}

/**
 * Who may call: anyone holding a signed link (SPEC §9: private media through URLs valid for
 * 3600 s). Streams the file from whichever storage holds it (disk or bucket, decision 009) with
 * ranges, so videos seek; cached privately until the link expires.
 */
export async function mediaFileRoutes(
  app: AppInstance,
  { storage, signer }: { storage: MediaStorage; signer: UrlSigner },
) {
  app.get(
    `${MEDIA_FILES_PATH}/*`,
    { schema: { tags: ['reviews'], querystring: ZSignedMediaQuery, hide: true } },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!STORAGE_KEY.test(key)) throw forbiddenLink();
      const { expires, signature } = req.query;
      if (!signer.verify(key, expires, signature)) throw forbiddenLink();

      const opened = await openForRequest(
        storage,
        key,
        parseRangeHeader(req.headers.range),
        req.headers,
      );
      if (opened.status === 'missing') throw notFound('Not found');
      if (opened.status === 'unsatisfiable') {
        throw rangeNotSatisfiable(
          'The requested range is not satisfiable',
          contentRangeOf(null, opened.size),
        );
      }
      const { file } = opened;
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      reply
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString());
      if (notModified(req.headers, file)) {
        file.body.destroy();
        return reply.code(304).send();
      }
      if (key.endsWith('.pdf')) {
        // Legal documents (issue 6): shown inline, but in a sandbox where a script embedded in
        // the PDF cannot run, and nothing else may load (Chromium still renders the PDF).
        reply
          .header('content-disposition', `inline; filename="${key.split('/')[1]}.pdf"`)
          .header('content-security-policy', "sandbox; default-src 'none'; object-src 'none'");
      } else {
        reply.header('content-disposition', 'inline');
      }
      reply
        .header('content-type', contentTypeOfKey(key))
        .header('accept-ranges', 'bytes')
        .header('content-length', file.span ? file.span.end - file.span.start + 1 : file.size);
      if (file.span) reply.code(206).header('content-range', contentRangeOf(file.span, file.size));
      if (req.method === 'HEAD') {
        // Fastify answers HEAD with this handler; the headers are the answer, so no bytes are
        // read (an empty stream, because a string body would reset Content-Length to 0).
        file.body.destroy();
        return reply.send(Readable.from([]));
      }
      return reply.send(file.body);
    },
  );
}
