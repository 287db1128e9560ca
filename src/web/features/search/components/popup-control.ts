import type { KeyboardEvent } from 'react';

// What the header's search box and its lazily loaded popup say to each other, apart from both
// so that neither module imports the other's.

/** What the popup tells the box to say of it (aria-expanded, aria-activedescendant). */
export interface ComboAria {
  expanded: boolean;
  activeId: string | undefined;
}

/** The popup's hold on the box's keys and focus, once it has loaded. */
export interface PopupControl {
  keyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  blur: () => void;
}
