import { z } from 'zod';

/**
 * Review media messages. SPEC §8 gives the toasts 'Authentication required' / 'Please sign in
 * to upload media', 'Too many photos' / 'Maximum 5 photos allowed' and 'Upload failed' with a
 * message; the messages under 'Upload failed' are ours and say what to do instead.
 */
export const MEDIA_MSG = {
  signIn: 'Please sign in to upload media',
  verify: 'Please verify your email address before uploading media',
  tooManyPhotos: 'Maximum 5 photos allowed',
  noFile: 'Please choose a file to upload',
  unsupported: 'Only JPEG, PNG or WebP photos and MP4, WebM or QuickTime videos can be uploaded',
  photoTooLarge: 'Photos must be 10 MB or smaller',
  photoTooManyPixels: 'Photos must be 40 megapixels or smaller',
  photoUnreadable: 'This photo could not be read. It may be damaged or incomplete.',
  videoTooLarge: 'Videos must be 100 MB or smaller',
  videoUnreadable:
    'This video could not be processed. It may be damaged, or its format is not supported.',
  videoCodecUnsupported:
    "This video's format is not supported. Please upload H.264 or HEVC video (MP4 or QuickTime) or VP8 or VP9 video (WebM).",
  videoUnavailable: 'Video uploads are not available on this server',
  heicUnsupported:
    'HEIC photos cannot be read here. Please upload a JPEG, PNG or WebP (on iPhone: Settings › Camera › Formats › Most Compatible).',
  interrupted: 'The upload was interrupted. Please try again.',
  tooManyUploads: 'Too many uploads. Please wait a moment and try again.',
  tooManyUnattached:
    'You have too many uploads waiting. Submit your review or remove some files first; unused uploads are removed after a day.',
  storageFull: 'You have reached your storage limit for photos and videos',
  mediaMissing: 'One of your uploads is no longer available. Please upload it again.',
  mediaNotFound: 'Upload not found',
  mediaInUse: 'This file is part of a review. Remove it by editing the review.',
  linkInvalid: 'This media link is invalid or has expired',
} as const;

/** SPEC §8 toast titles for the media messages that have their own ('Upload failed' else). */
export const MEDIA_TOAST_TITLES: Record<string, string> = {
  [MEDIA_MSG.signIn]: 'Authentication required',
  [MEDIA_MSG.tooManyPhotos]: 'Too many photos',
};

export const ZMediaPhoto = z.object({
  id: z.string(),
  kind: z.literal('photo'),
  /** Signed, valid MEDIA_URL_TTL_SECONDS; the page re-fetches it before then. */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type TMediaPhoto = z.infer<typeof ZMediaPhoto>;

export const ZMediaVideo = z.object({
  id: z.string(),
  kind: z.literal('video'),
  url: z.string(),
  contentType: z.string(),
});
export type TMediaVideo = z.infer<typeof ZMediaVideo>;

/** What POST /api/media answers: the cleaned file, ready to show and to put on a review. */
export const ZUploadedMedia = z.discriminatedUnion('kind', [ZMediaPhoto, ZMediaVideo]);
export type TUploadedMedia = z.infer<typeof ZUploadedMedia>;

export const ZMediaIdParam = z.object({ id: z.uuid(MEDIA_MSG.mediaNotFound) });

/** A signed media link: `expires` is a Unix time in seconds, `signature` its HMAC. */
export const ZSignedMediaQuery = z.object({
  expires: z.coerce.number(MEDIA_MSG.linkInvalid).int(MEDIA_MSG.linkInvalid),
  signature: z.string(MEDIA_MSG.linkInvalid).regex(/^[\w-]{43}$/, MEDIA_MSG.linkInvalid),
});
