import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TUploadedMedia } from '@shared/schemas/media';
import type { TReview, TReviewForm } from '@shared/schemas/reviews';
import { discardUpload } from '../media-api';

/**
 * The review form's photos and video: what the picker shows and changes, which of them the
 * saved review already holds, and clean-up. Uploads of a form left unsent are deleted with it,
 * rather than left waiting a day on the server and counting against the member's limit.
 */
export function useReviewMedia(form: UseFormReturn<TReviewForm>, review: TReview | undefined) {
  const photos = useWatch({ control: form.control, name: 'photos' });
  const video = useWatch({ control: form.control, name: 'video' });
  const [uploading, setUploading] = useState(false);
  const savedIds = useMemo(
    () =>
      new Set<string>(
        review
          ? [...review.photos.map((p) => p.id), ...(review.video ? [review.video.id] : [])]
          : [],
      ),
    [review],
  );

  const sent = useRef(false);
  const savedIdsNow = useRef(savedIds);
  useEffect(() => {
    savedIdsNow.current = savedIds;
  }, [savedIds]);
  useEffect(
    () => () => {
      if (sent.current) return;
      const { photos: left, video: leftVideo } = form.getValues();
      for (const m of leftVideo ? [...left, leftVideo] : left) {
        if (!savedIdsNow.current.has(m.id)) discardUpload(m.id).catch(() => undefined);
      }
    },
    [form],
  );

  const add = useCallback(
    (m: TUploadedMedia) => {
      if (m.kind === 'video') form.setValue('video', m);
      else form.setValue('photos', [...form.getValues('photos'), m]);
    },
    [form],
  );
  const remove = useCallback(
    (m: TUploadedMedia) => {
      if (m.kind === 'video') form.setValue('video', null);
      else
        form.setValue(
          'photos',
          form.getValues('photos').filter((p) => p.id !== m.id),
        );
    },
    [form],
  );
  /** The saved review now holds what the form shows: nothing to clean up on the way out. */
  const markSent = useCallback(() => {
    sent.current = true;
  }, []);

  return { photos, video, savedIds, uploading, setUploading, add, remove, markSent };
}
