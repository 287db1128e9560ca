import type { UrlSigner } from './url-signer';

/** Where the app serves stored media (features/reviews/media/file-routes.ts), any backend. */
export const MEDIA_FILES_PATH = '/api/media/files';

/** Our own signed link to a stored file: the same for every backend (decision 009). */
export function signedMediaUrl(signer: UrlSigner, key: string, ttlSeconds: number): string {
  const { expires, signature } = signer.sign(key, ttlSeconds);
  return `${MEDIA_FILES_PATH}/${key}?expires=${expires}&signature=${signature}`;
}
