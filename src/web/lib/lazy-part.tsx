import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

// A part of a page in its own chunk that a server render may draw (a screen, a member's header
// menu). The render waits for the chunk and notes the part's name; the browser loads every
// noted chunk before it takes the page over, so hydration meets the part's markup with its
// code at hand. A part that suspended there instead would be drawn again beside the server's
// markup (Preact resumes a suspended hydration by rendering anew, decision 031). What no
// server render draws (a dialog that opens on a click) stays a plain `lazy()`. A part drawn
// inside kept markup (a StaticPart) is not loaded first, and one inside a part that waits for
// the reader (low-data mode) is loaded when that part wakes (`PartsNeeded`).

type Module<P> = { default: ComponentType<P> };

/** The names of the parts one server render drew: given by the renderer; the browser has none. */
export const DrawnParts = createContext<Set<string> | null>(null);
/**
 * The names of the parts drawn inside a part of the page that waits for the reader (low-data
 * mode, partial-hydration.tsx `HydrateWhenReached`): their chunks load when it wakes.
 */
export const DrawnLater = createContext<Set<string> | null>(null);

/**
 * When a part drawn here is needed in the browser: `now`, to take the page over; `later`, when
 * a part waiting for the reader wakes; `never` inside kept markup (a `StaticPart`), which the
 * browser does not render on the page the server drew.
 */
export type PartsNeeded = 'now' | 'later' | 'never';
export const PartsNeededContext = createContext<PartsNeeded>('now');

const preloads = new Map<string, () => Promise<unknown>>();
let drawnLater: readonly string[] = [];

/**
 * `load`'s component, rendered at once when its chunk is here and suspending until it is
 * otherwise. `name` is unique among parts: it is how the page names the part to the browser.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
): { Part: ComponentType<P>; preload: () => Promise<Module<P>> } {
  if (preloads.has(name)) throw new Error(`two lazy parts named ${name}`);
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  preloads.set(name, preload);
  const Lazy = lazy(preload);
  function Part(props: P) {
    const needed = useContext(PartsNeededContext);
    const now = useContext(DrawnParts);
    const later = useContext(DrawnLater);
    if (needed === 'now') now?.add(name);
    else if (needed === 'later') later?.add(name);
    // Chosen once per mount: a part that mounted suspended must not remount when it loads.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Part, preload };
}

/** Loads the chunks of the parts a server render drew (unknown names are left alone). */
export async function preloadParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => preloads.get(name)?.()));
}

/** The parts the page's server render drew inside parts that wait for the reader (main.tsx). */
export function notePartsDrawnLater(names: readonly string[]): void {
  drawnLater = names;
}

/** Loads the chunks of the parts drawn inside parts that wait for the reader. */
export function preloadPartsDrawnLater(): Promise<void> {
  return preloadParts(drawnLater);
}
