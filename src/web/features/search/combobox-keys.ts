/** Whether the popup shows, and which option has visual focus (-1: none, the caret is in the box). */
export interface ComboState {
  open: boolean;
  active: number;
}

export interface ComboOutcome {
  state: ComboState;
  /** The key did its work here: the browser's own action (caret, submit, clearing) must not run. */
  handled: boolean;
  /** Enter on this option: go where it leads. */
  pick?: number;
  /** Escape with the popup closed: empty the box. */
  clear?: boolean;
}

export const CLOSED: ComboState = { open: false, active: -1 };

/**
 * The keyboard of an editable combobox with a list popup (WAI-ARIA APG 1.2, "list autocomplete").
 * Focus stays in the box; the arrows move visual focus (aria-activedescendant) and wrap, as the
 * APG example does, so one Up reaches "See all results" at the end. Home and End move among the
 * options only while one is active — otherwise they are the caret's, as in any text field (the
 * APG lets an editable combobox keep them for the caret). `count` is the options on show.
 */
export function comboKey(state: ComboState, key: string, count: number): ComboOutcome {
  const to = (active: number): ComboOutcome => ({
    state: { open: true, active: count === 0 ? -1 : active },
    handled: true,
  });
  const navigating = state.open && state.active >= 0;
  switch (key) {
    case 'ArrowDown':
      return to(!state.open || state.active + 1 >= count ? 0 : state.active + 1);
    case 'ArrowUp':
      return to(!state.open || state.active <= 0 ? count - 1 : state.active - 1);
    case 'Home':
      return navigating ? to(0) : { state, handled: false };
    case 'End':
      return navigating ? to(count - 1) : { state, handled: false };
    case 'Enter':
      // With no option active, the form's own submit searches the catalogue, as it always did.
      return navigating
        ? { state: CLOSED, handled: true, pick: state.active }
        : { state: CLOSED, handled: false };
    case 'Escape':
      return state.open
        ? { state: CLOSED, handled: true }
        : { state: CLOSED, handled: true, clear: true };
    case 'Tab':
      return { state: CLOSED, handled: false };
    default:
      return { state, handled: false };
  }
}

/** The id of a popup's option: the box's aria-activedescendant names the active one by it. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/** What the box's aria-activedescendant says for `state`: nothing while the caret is in the box. */
export const activeDescendant = (listboxId: string, state: ComboState) =>
  state.open && state.active >= 0 ? optionId(listboxId, state.active) : undefined;
