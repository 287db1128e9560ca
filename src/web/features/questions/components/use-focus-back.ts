import { useEffect, useRef } from 'react';

/**
 * A form that takes the place of the button that opened it (Answer, Edit) gives the keyboard's
 * focus back to that button once it closes (cancelled or sent), rather than leave it on nothing.
 */
export function useFocusBack(open: boolean, buttonId: string) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(buttonId)?.focus();
    wasOpen.current = open;
  }, [open, buttonId]);
}
