import { ImagePlus, Loader2, Video, X } from '@web/components/icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@web/lib/toast';
import { PHOTO_BYTES_MAX, REVIEW_PHOTOS_MAX, VIDEO_BYTES_MAX } from '@shared/limits';
import {
  MEDIA_MSG,
  MEDIA_TOAST_TITLES,
  type TMediaPhoto,
  type TMediaVideo,
  type TUploadedMedia,
} from '@shared/schemas/media';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { ApiError } from '@web/lib/api';
import { discardUpload, uploadMedia } from '../media-api';

// No HEIC here: iPhones then hand the page a JPEG, which we can read (HEIC needs a decoder
// sharp's prebuilt libvips lacks).
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
const VIDEO_TYPES = 'video/mp4,video/webm,video/quicktime';

interface InFlight {
  key: number;
  kind: 'photo' | 'video';
  name: string;
  progress: number;
  controller: AbortController;
}

/** SPEC §8: 'Authentication required' and 'Too many photos' have their own titles. */
function toastUploadError(message: string) {
  toast.error(MEDIA_TOAST_TITLES[message] ?? 'Upload failed', { description: message });
}

let nextKey = 0;

/**
 * Up to 5 photos and one video for a review (SPEC §5). Each file is uploaded as soon as it is
 * chosen, so the server has cleaned it (metadata gone) before the review is sent; the review
 * then names the uploads. Removing an upload the saved review does not hold deletes it.
 */
export function MediaPicker({
  idPrefix,
  photos,
  video,
  savedIds,
  onAdd,
  onRemove,
  onBusyChange,
  disabled,
}: {
  idPrefix: string;
  photos: TMediaPhoto[];
  video: TMediaVideo | null;
  /** Media the review already holds: removing them takes effect when the edit is saved. */
  savedIds: ReadonlySet<string>;
  onAdd: (media: TUploadedMedia) => void;
  onRemove: (media: TUploadedMedia) => void;
  onBusyChange: (busy: boolean) => void;
  /** While the review is being saved, its media stay as they are. */
  disabled: boolean;
}) {
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const photosInFlight = inFlight.filter((u) => u.kind === 'photo').length;
  const videoInFlight = inFlight.some((u) => u.kind === 'video');
  const photoSlots = REVIEW_PHOTOS_MAX - photos.length - photosInFlight;

  const busy = inFlight.length > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // Uploads still running when the form goes away are cancelled.
  const running = useRef(new Set<AbortController>());
  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((c) => c.abort());
  }, []);

  /** Shows a tile for each file at once, then uploads them one after another, in order. */
  async function uploadInOrder(files: File[], kind: 'photo' | 'video') {
    const queued: InFlight[] = files.map((file) => ({
      key: (nextKey += 1),
      kind,
      name: file.name,
      progress: 0,
      controller: new AbortController(),
    }));
    queued.forEach((u) => running.current.add(u.controller));
    setInFlight((list) => [...list, ...queued]);
    for (const [i, upload] of queued.entries()) {
      const update = (progress: number) =>
        setInFlight((list) => list.map((u) => (u.key === upload.key ? { ...u, progress } : u)));
      try {
        if (!upload.controller.signal.aborted) {
          onAdd(await uploadMedia(files[i]!, update, upload.controller.signal));
        }
      } catch (err) {
        if (err instanceof ApiError) toastUploadError(err.message);
      } finally {
        running.current.delete(upload.controller);
        setInFlight((list) => list.filter((u) => u.key !== upload.key));
      }
    }
  }

  function choosePhotos(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length > photoSlots) return toastUploadError(MEDIA_MSG.tooManyPhotos);
    const tooLarge = files.find((f) => f.size > PHOTO_BYTES_MAX);
    if (tooLarge) return toastUploadError(MEDIA_MSG.photoTooLarge);
    void uploadInOrder(files, 'photo');
  }

  function chooseVideo(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > VIDEO_BYTES_MAX) return toastUploadError(MEDIA_MSG.videoTooLarge);
    void uploadInOrder([file], 'video');
  }

  function remove(media: TUploadedMedia) {
    onRemove(media);
    // Best effort: an upload left behind is swept by the server within a day.
    if (!savedIds.has(media.id)) discardUpload(media.id).catch(() => undefined);
  }

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          Photos{' '}
          <span className="font-normal text-muted-foreground">
            ({photos.length}/{REVIEW_PHOTOS_MAX})
          </span>
        </legend>
        <ul className="flex flex-wrap gap-3" aria-label="Photos to publish">
          {photos.map((p, i) => (
            <li key={p.id} className="relative">
              <img
                src={p.thumbnailUrl}
                alt={`Upload ${i + 1} of ${photos.length}`}
                width={96}
                height={96}
                className="size-24 rounded-md border object-cover"
              />
              <button
                type="button"
                onClick={() => remove(p)}
                disabled={disabled}
                aria-label={`Remove photo ${i + 1}`}
                className="absolute -right-2 -top-2 grid size-7 place-items-center rounded-full border bg-card shadow hover:bg-muted focus-visible:outline-2"
              >
                <X className="size-4" />
              </button>
            </li>
          ))}
          {inFlight
            .filter((u) => u.kind === 'photo')
            .map((u) => (
              <li key={u.key}>
                <UploadTile upload={u} />
              </li>
            ))}
        </ul>
        <input
          ref={photoInput}
          id={`${idPrefix}-photos`}
          type="file"
          accept={PHOTO_TYPES}
          multiple
          hidden
          onChange={choosePhotos}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || photoSlots <= 0}
          onClick={() => photoInput.current?.click()}
        >
          <ImagePlus /> Add photos
        </Button>
        <p className="text-xs text-muted-foreground">
          JPEG, PNG or WebP, up to 10 MB each. Location and camera details are removed before
          anything is published.
        </p>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          Video <span className="font-normal text-muted-foreground">(optional, one)</span>
        </legend>
        {video ? (
          <div className="relative max-w-sm">
            {/* The member's own clip, just uploaded: there are no captions to offer. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              src={video.url}
              controls
              preload="metadata"
              aria-label="Video to publish"
              className="w-full rounded-md border bg-black"
            />
            <button
              type="button"
              onClick={() => remove(video)}
              disabled={disabled}
              aria-label="Remove video"
              className="absolute -right-2 -top-2 grid size-7 place-items-center rounded-full border bg-card shadow hover:bg-muted focus-visible:outline-2"
            >
              <X className="size-4" />
            </button>
          </div>
        ) : null}
        {inFlight
          .filter((u) => u.kind === 'video')
          .map((u) => (
            <UploadTile key={u.key} upload={u} wide />
          ))}
        <input
          ref={videoInput}
          id={`${idPrefix}-video`}
          type="file"
          accept={VIDEO_TYPES}
          hidden
          onChange={chooseVideo}
        />
        {!video && !videoInFlight ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => videoInput.current?.click()}
          >
            <Video /> Add a video
          </Button>
        ) : null}
        <p className="text-xs text-muted-foreground">
          MP4, WebM or QuickTime, up to 100 MB. Location data is removed.
        </p>
      </fieldset>
    </div>
  );
}

function UploadTile({ upload, wide = false }: { upload: InFlight; wide?: boolean }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <div
      className={
        wide
          ? 'flex max-w-sm items-center gap-3 rounded-md border p-3'
          : 'flex size-24 flex-col items-center justify-center gap-2 rounded-md border p-2'
      }
    >
      <Loader2 className="size-5 shrink-0 animate-spin text-muted-foreground" aria-hidden />
      <div className="w-full min-w-0 space-y-1">
        {wide ? <p className="truncate text-xs">{upload.name}</p> : null}
        <Progress
          value={percent}
          max={100}
          label={`Uploading ${upload.name}: ${percent}%`}
          className="h-1.5"
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-6 px-1 text-xs"
        onClick={() => upload.controller.abort()}
        aria-label={`Cancel uploading ${upload.name}`}
      >
        Cancel
      </Button>
    </div>
  );
}
