import type { TErrorBody } from '@shared/schemas/common';
import type { TUploadedMedia } from '@shared/schemas/media';
import { api, ApiError } from '@web/lib/api';

/**
 * POST /api/media with one file. XMLHttpRequest rather than fetch, for its upload progress: a
 * 100 MB video takes a while on a phone, and a bar that moves says it is working.
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TUploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const uploaded = xhr.response as TUploadedMedia | null;
      if (xhr.status === 201 && uploaded) return resolve(uploaded);
      const err = (xhr.response as TErrorBody | null)?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'unknown', err?.message ?? 'Upload failed'));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'network',
          'Could not reach the server. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Removes an upload no review holds yet (the picker's remove button, a form left unsent).
 * `keepalive` lets it finish while the page is being left.
 */
export const discardUpload = (id: string) =>
  api('DELETE /api/media/:id', { params: { id }, keepalive: true });
