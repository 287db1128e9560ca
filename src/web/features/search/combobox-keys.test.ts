import { describe, expect, it } from 'vitest';
import type { TSuggestions } from '@shared/schemas/search';
import {
  activeDescendant,
  CLOSED,
  comboKey,
  optionId,
  type ComboOutcome,
  type ComboState,
} from './combobox-keys';
import { suggestOptions } from './suggest-options';

const OPEN: ComboState = { open: true, active: -1 };

/** Presses the keys in turn on a popup of `count` options; the outcome of the last. */
function press(keys: string[], count: number, from: ComboState = OPEN): ComboOutcome {
  let out: ComboOutcome = { state: from, handled: false };
  for (const key of keys) out = comboKey(out.state, key, count);
  return out;
}
const activeAfter = (keys: string[], count = 4, from?: ComboState) =>
  press(keys, count, from).state.active;

const answer: TSuggestions = {
  query: 'ripstp',
  correctedTo: 'ripstop',
  products: [
    {
      id: 'p-1',
      name: 'Basecamp Forge Ripstop Shelter Poncho',
      imageUrl: null,
      picture: null,
      category: 'deployment',
      price: 89,
      battleReadyIndex: 82,
    },
  ],
  categories: [{ id: 'deployment', label: 'Deployment Essentials' }],
  questions: [
    {
      id: 'q-1',
      text: 'Is the ripstop loud in the wind?',
      productId: 'p-1',
      productName: 'Basecamp Forge Ripstop Shelter Poncho',
    },
  ],
};

describe('the combobox’s keys', () => {
  it('Down moves from the box to the first option, on down, and wraps from the last to the first', () => {
    expect(activeAfter(['ArrowDown'])).toBe(0);
    expect(activeAfter(['ArrowDown', 'ArrowDown', 'ArrowDown'])).toBe(2);
    expect(activeAfter(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'])).toBe(3);
    expect(activeAfter(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'])).toBe(0);
  });

  it('Up moves from the box to the last option, on up, and wraps from the first to the last', () => {
    expect(activeAfter(['ArrowUp'])).toBe(3);
    expect(activeAfter(['ArrowUp', 'ArrowUp'])).toBe(2);
    expect(activeAfter(['ArrowDown', 'ArrowUp'])).toBe(3);
  });

  it('the arrows open a closed popup, and take the key from the caret', () => {
    expect(press(['ArrowDown'], 4, CLOSED)).toEqual({
      state: { open: true, active: 0 },
      handled: true,
    });
    expect(press(['ArrowUp'], 4, CLOSED).state).toEqual({ open: true, active: 3 });
  });

  it('Home and End go to the first and last option once one is active, else move the caret', () => {
    expect(activeAfter(['ArrowDown', 'ArrowDown', 'End'])).toBe(3);
    expect(activeAfter(['ArrowUp', 'Home'])).toBe(0);
    for (const key of ['Home', 'End']) {
      expect(press([key], 4)).toEqual({ state: OPEN, handled: false });
      expect(press([key], 4, CLOSED)).toEqual({ state: CLOSED, handled: false });
    }
  });

  it('Escape closes the popup, and a second Escape empties the box', () => {
    const first = press(['ArrowDown', 'Escape'], 4);
    expect(first).toEqual({ state: CLOSED, handled: true });
    expect(comboKey(first.state, 'Escape', 4)).toEqual({
      state: CLOSED,
      handled: true,
      clear: true,
    });
  });

  it('Tab closes the popup and lets focus move on', () => {
    expect(press(['ArrowDown', 'Tab'], 4)).toEqual({ state: CLOSED, handled: false });
  });

  it('Enter with no option active is left to the form, which searches the catalogue', () => {
    expect(press(['Enter'], 4)).toEqual({ state: CLOSED, handled: false });
    expect(press(['ArrowDown', 'Escape', 'Enter'], 4)).toEqual({ state: CLOSED, handled: false });
  });

  it('Enter on a product opens it, on a category lists it, on a question opens its tab, on “See all results” searches', () => {
    const options = suggestOptions('  ripstp ', answer);
    const enterAfter = (keys: string[]) => {
      const out = press([...keys, 'Enter'], options.length);
      expect(out.handled).toBe(true);
      expect(out.state).toEqual(CLOSED);
      return options[out.pick!]!.href;
    };
    expect(enterAfter(['ArrowDown'])).toBe('/product/p-1');
    expect(enterAfter(['ArrowDown', 'ArrowDown'])).toBe('/products?category=deployment');
    expect(enterAfter(['ArrowDown', 'ArrowDown', 'ArrowDown'])).toBe(
      '/product/p-1?tab=questions#question-q-1',
    );
    expect(enterAfter(['ArrowUp'])).toBe('/products?search=ripstp');
    expect(enterAfter(['ArrowDown', 'End'])).toBe('/products?search=ripstp');
  });

  it('aria-activedescendant follows the active option, and is gone with the caret in the box', () => {
    let state = OPEN;
    expect(activeDescendant('lb', state)).toBeUndefined();
    const seen: (string | undefined)[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'End', 'Home', 'ArrowUp', 'Escape']) {
      state = comboKey(state, key, 3).state;
      seen.push(activeDescendant('lb', state));
    }
    expect(seen).toEqual(['lb-0', 'lb-1', 'lb-2', 'lb-0', 'lb-2', undefined]);
    expect(optionId('lb', 2)).toBe('lb-2');
  });

  it('other keys (typing) leave the popup as it is for the box to handle', () => {
    expect(press(['ArrowDown', 'a'], 4)).toEqual({
      state: { open: true, active: 0 },
      handled: false,
    });
  });
});
