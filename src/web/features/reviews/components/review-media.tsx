import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { TMediaPhoto, TMediaVideo } from '@shared/schemas/media';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';

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
          preload="metadata"
          aria-label={`Video for the review “${title}”`}
          className="max-h-80 w-full max-w-xl rounded-md border bg-black"
        />
      ) : null}
      {open !== null ? (
        <PhotoViewer
          title={title}
          photos={photos}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

function PhotoViewer({
  title,
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  title: string;
  photos: TMediaPhoto[];
  index: number;
  onIndexChange: (i: number) => void;
  onClose: () => void;
}) {
  // A refetch may bring fewer photos while the viewer is open (the review was edited).
  const photo = photos[Math.min(index, photos.length - 1)];
  if (!photo) return null;
  const many = photos.length > 1;
  const step = (by: number) => onIndexChange((index + by + photos.length) % photos.length);
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={`Photo ${index + 1} of ${photos.length}`}
        className="max-w-4xl"
        onKeyDown={(e) => {
          if (!many) return;
          if (e.key === 'ArrowRight') step(1);
          if (e.key === 'ArrowLeft') step(-1);
        }}
      >
        <img
          src={photo.url}
          alt={`${title}: ${index + 1} of ${photos.length}`}
          width={photo.width}
          height={photo.height}
          className="mx-auto max-h-[70vh] w-auto rounded-md object-contain"
        />
        {many ? (
          <div className="flex justify-between">
            <Button variant="outline" size="sm" onClick={() => step(-1)}>
              <ChevronLeft /> Previous
            </Button>
            <Button variant="outline" size="sm" onClick={() => step(1)}>
              Next <ChevronRight />
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
