import { lazy, Suspense, useState } from 'react';
import type { TMediaPhoto, TMediaVideo } from '@shared/schemas/media';
import { useLowData } from '@web/lib/low-data';

// The viewer and the dialog code under it load when a reader first opens a photo.
const PhotoViewer = lazy(() => import('./photo-viewer'));

/**
 * A review's photos as thumbnails that open a viewer, and its video in a player (SPEC §2).
 * Their URLs are signed and expire; the review list re-fetches them every 50 minutes.
 */
export function ReviewMedia({
  title,
  photos,
  video,
}: {
  title: string;
  photos: TMediaPhoto[];
  video: TMediaVideo | null;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const { on: lowData } = useLowData();
  if (photos.length === 0 && !video) return null;
  return (
    <div className="space-y-3">
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={`View photo ${i + 1} of ${photos.length}`}
                className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <img
                  src={p.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  width={80}
                  height={80}
                  className="size-20 object-cover transition-transform hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {video ? (
        // Members' own clips come without captions; the review's text describes them.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={video.url}
          controls
          // Low-data mode fetches nothing of a clip until the reader plays it.
          preload={lowData ? 'none' : 'metadata'}
          aria-label={`Video for the review “${title}”`}
          className="max-h-80 w-full max-w-xl rounded-md border bg-black"
        />
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer
            title={title}
            photos={photos}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
