import { fileTypeFromFile } from 'file-type';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';
export type VideoContainer = 'mp4' | 'mov' | 'webm';
export type Sniffed =
  { kind: 'photo'; format: PhotoFormat } | { kind: 'video'; container: VideoContainer };

const PHOTOS: Record<string, PhotoFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/avif': 'avif',
};

const VIDEOS: Record<string, VideoContainer> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/**
 * What the file is, decided by its bytes alone (DESIGN §5): the name and the Content-Type a
 * browser sends are whatever the sender wants them to be. Null for anything we do not take.
 */
export async function sniffUpload(file: string): Promise<Sniffed | null> {
  const type = await fileTypeFromFile(file);
  if (!type) return null;
  const photo = PHOTOS[type.mime];
  if (photo) return { kind: 'photo', format: photo };
  const video = VIDEOS[type.mime];
  if (video) return { kind: 'video', container: video };
  return null;
}
