import { ChevronLeft, ChevronRight } from '@web/components/icons';
import type { TMediaPhoto } from '@shared/schemas/media';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';

/** A review's photos one at a time, with Previous and Next (and the arrow keys). */
export default function PhotoViewer({
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
        maxWidth="4xl"
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
