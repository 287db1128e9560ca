import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { dropDraft, loadDraft, saveDraft } from '@web/service-worker/device-store';
import { useViewer } from '@web/lib/viewer';
import { markDeviceUsed } from './worker-link';

/** Typing pauses this long before the draft is written. */
const SAVE_AFTER_MS = 400;

export interface DraftState {
  /** When the draft the form was filled from was saved, or null when it started empty. */
  restoredAt: string | null;
  /** The member throws the draft away: the form is as it started. */
  discard: () => Promise<void>;
  /** Sent (or waiting to be sent, which keeps its own copy): the draft goes. */
  sent: () => Promise<void>;
}

/**
 * Keeps what is typed into `form` on this device as a draft (issue 51), under `name` for the
 * signed-in member (or the visitor): the form is filled from it on return. A form as it
 * started keeps no draft.
 */
export function useDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: string,
  {
    restored,
    kept = (values) => values,
  }: {
    /** What the form keeps outside its fields, set from the values restored. */
    restored?: (values: T) => void;
    /** What of the values a draft keeps: not what lasts only as long as the form does. */
    kept?: (values: T) => T;
  } = {},
): DraftState {
  const { viewer, loading } = useViewer();
  const owner = viewer?.id ?? null;
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (loading || typeof indexedDB === 'undefined') return;
    let live = true;
    void loadDraft(owner, name)
      .then((draft) => {
        if (!live || !draft) return;
        form.reset(draft.values as T, { keepDefaultValues: true });
        restored?.(draft.values as T);
        setRestoredAt(draft.savedAt);
      })
      .catch(() => undefined);
    const watching = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const values = kept(form.getValues());
        const started =
          JSON.stringify(values) === JSON.stringify(kept(form.formState.defaultValues as T));
        markDeviceUsed();
        void (started ? dropDraft(owner, name) : saveDraft(owner, name, values)).catch(
          () => undefined,
        );
      }, SAVE_AFTER_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer.current);
      watching.unsubscribe();
    };
    // Once per form and owner: new `restored` and `kept` each render change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, name, owner, loading]);

  const forget = async () => {
    clearTimeout(timer.current);
    setRestoredAt(null);
    await dropDraft(owner, name).catch(() => undefined);
  };
  return {
    restoredAt,
    discard: async () => {
      await forget();
      form.reset();
    },
    sent: forget,
  };
}
