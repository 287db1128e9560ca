import { useRef } from 'react';
import { QUEUE_ITEM } from './use-queue-keys';

/** The queue's tab panel: it keeps a keyboard user's place when a decided item goes away. */
export const queueOf = (el: Element | null) => el?.closest<HTMLElement>('[role="tabpanel"]');

/**
 * Where focus goes when a queue's reject dialog closes: back to what opened it when nothing was
 * rejected; else to the item that followed (when the queue moves it there), or the tab panel
 * until then. Call `opening()` as the dialog opens and `rejected()` once the rejection is done.
 */
export function useRejectFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const done = useRef(false);
  return {
    opening: () => {
      opener.current = document.activeElement as HTMLElement | null;
      done.current = false;
    },
    rejected: () => {
      done.current = true;
    },
    onCloseAutoFocus: (e: Event) => {
      e.preventDefault();
      if (!done.current) {
        opener.current?.focus();
        return;
      }
      if (!document.activeElement?.hasAttribute(QUEUE_ITEM)) queueOf(opener.current)?.focus();
    },
  };
}
