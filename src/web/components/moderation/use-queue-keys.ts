import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/** The attribute each queue item carries, with its id as the value. */
export const QUEUE_ITEM = 'data-queue-item';
/** The attribute of the list holding them. */
export const QUEUE_LIST = 'data-queue';

export interface QueueKeyActions {
  /** Select or unselect; a queue with nothing to select leaves x and Space alone. */
  toggle?: (id: string) => void;
  approve: (id: string) => void;
  reject: (id: string) => void;
}

/** What the keys do, as the queue's help shows them (issue 29). */
export const QUEUE_KEYS = [
  ['j or ↓', 'next item'],
  ['k or ↑', 'previous item'],
  ['Home / End', 'first / last item'],
  ['x', 'select or unselect'],
  ['a', 'approve'],
  ['r', 'reject (asks for a note)'],
] as const;

const itemsIn = (list: Element | null) => [
  ...(list ?? document).querySelectorAll<HTMLElement>(`[${QUEUE_ITEM}]`),
];

const idOf = (el: HTMLElement | undefined) => el?.getAttribute(QUEUE_ITEM) ?? null;

/**
 * Moving through a moderation queue with the keyboard: keys act on the focused item itself,
 * never while focus is in one of its buttons, links or fields (where Space and letters mean what
 * they always do). `focusAfter(ids)`: once the list is redrawn without those items (decided),
 * focus goes to the one that followed them, so a moderator goes on where they were.
 */
export function useQueueKeys(actions: QueueKeyActions, listedIds: readonly string[]) {
  const pending = useRef<{ gone: string[]; next: string | null } | null>(null);

  useLayoutEffect(() => {
    const wanted = pending.current;
    if (!wanted || wanted.gone.some((id) => listedIds.includes(id))) return;
    pending.current = null;
    if (wanted.next === null) return;
    document.querySelector<HTMLElement>(`[${QUEUE_ITEM}="${CSS.escape(wanted.next)}"]`)?.focus();
  }, [listedIds]);

  /**
   * Once every one of `ids` has left the list, focus the first item that stays after the first
   * of them in its list (or else the nearest before it).
   */
  const focusAfter = (ids: readonly string[]) => {
    // Within the list holding them: a tab may hold more than one queue (issue 30).
    const decided = document.querySelector(`[${QUEUE_ITEM}="${CSS.escape(ids[0] ?? '')}"]`);
    const listed = itemsIn(decided?.closest(`[${QUEUE_LIST}]`) ?? null).map(idOf);
    const first = listed.findIndex((id) => id !== null && ids.includes(id));
    const stays = (id: string | null) => id !== null && !ids.includes(id);
    const next =
      (first < 0 ? undefined : listed.slice(first + 1).find(stays)) ??
      listed.slice(0, Math.max(first, 0)).reverse().find(stays) ??
      null;
    pending.current = { gone: [...ids], next };
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const item = e.target as HTMLElement;
    if (!item.hasAttribute(QUEUE_ITEM) || e.altKey || e.ctrlKey || e.metaKey) return;
    const items = itemsIn(item.closest(`[${QUEUE_LIST}]`));
    const at = items.indexOf(item);
    const id = idOf(item)!;
    const move = (to: HTMLElement | undefined) => to?.focus();
    switch (e.key) {
      case 'j':
      case 'ArrowDown':
        move(items[at + 1]);
        break;
      case 'k':
      case 'ArrowUp':
        move(items[at - 1]);
        break;
      case 'Home':
        move(items[0]);
        break;
      case 'End':
        move(items.at(-1));
        break;
      case 'x':
      case ' ':
        if (!actions.toggle) return;
        actions.toggle(id);
        break;
      case 'a':
        actions.approve(id);
        break;
      case 'r':
        actions.reject(id);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  return { onKeyDown, focusAfter };
}
