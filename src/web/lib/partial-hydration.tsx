import {
  Suspense,
  useContext,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { options } from 'preact';
import { PartsNeededContext } from './lazy-part';
import { useNavigate } from './router';

// Issue 46: a cheap phone spent as long hydrating a page's text as its buttons, all in one long
// task. Two ways out of hydrating everything at once (decision 032):
// - `StaticPart`: content that never changes keeps the server's markup and is never hydrated.
//   Preact leaves an element's content alone while hydrating when the element sets its own
//   HTML, and writes that HTML only when it changes, which the empty string below never does.
// - `HydrateWhenSeen`: an interactive part below the fold is hydrated when it comes near the
//   screen or the reader reaches for it. It suspends while the page is taken over; Preact keeps
//   a suspended part's markup and, when the suspension ends, renders the part over it.
// - `HydrateWhenReached` (low-data mode, issue 51): a part whose code is not even fetched until
//   the reader reaches into it; what they did meanwhile is done again once it has rendered.
// All apply only to the page the server drew: mounted by a client-side navigation or on a
// member screen, they render their children like any element.

let hydrating = false;

/** Takes the server's markup over with `hydrate`, static parts kept and later parts waiting. */
export function hydratePartially(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

const KEPT = { __html: '' };

/** A same-site link clicked inside kept markup: the router follows it, as a `Link` would. */
function followLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  const { ctrlKey, metaKey, altKey, shiftKey, button, defaultPrevented, target } = event;
  if (ctrlKey || metaKey || altKey || shiftKey || button !== 0 || defaultPrevented) return;
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if (anchor.target || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  const here = url.pathname === window.location.pathname && url.search === window.location.search;
  // A fragment of this page is the browser's to scroll to.
  if (here && url.hash) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

type PartProps = HTMLAttributes<HTMLElement> & {
  /** The element that holds the part; a `div` unless said. */
  as?: 'div' | 'section' | 'nav' | 'header' | 'article' | 'p' | 'ul' | 'ol' | 'li';
  children: ReactNode;
};

/**
 * Content that never changes while it is on screen (text, images, links): hydration keeps the
 * server's markup and its links navigate through the router. Nothing inside may need an event
 * handler, state or an effect: on a first visit it never gets them. Content that depends on
 * data needs a `key` naming the data, so that other data draws it afresh.
 */
export function StaticPart({ as: Tag = 'div', children, ...attributes }: PartProps) {
  const navigate = useNavigate();
  // Chosen once per mount: kept markup must not be rebuilt when a parent renders again.
  const [kept] = useState(() => hydrating);
  // The parts drawn inside are not needed to take the page over, which keeps this markup.
  const needed = useContext(PartsNeededContext);
  if (!kept) {
    return (
      <PartsNeededContext value={needed === 'now' ? 'never' : needed}>
        <Tag {...attributes}>{children}</Tag>
      </PartsNeededContext>
    );
  }
  return (
    <Tag
      {...attributes}
      onClick={(event) => followLink(event, navigate)}
      dangerouslySetInnerHTML={KEPT}
    />
  );
}

/** How near the screen a waiting part hydrates: a flick's scroll ahead of the reader. */
const NEAR = '400px 0px';
/** What a reader does first to a part they reach for: it hydrates before the click lands. */
const REACHES = ['pointerdown', 'focusin', 'keydown'] as const;

/** What a reader does that a part waiting for them replays once it has rendered. */
const REPLAYED = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup'];

/** A press, key or focus on a link is the browser's to follow: no reason to fetch a part's code. */
const onLink = (event: Event) =>
  event.target instanceof Element && event.target.closest('a[href]') !== null;

class Waiting {
  /** Woken and ready: the part renders. */
  done = false;
  private opened = false;
  readonly promise: Promise<void>;
  private resolve!: () => void;
  private stop: (() => void) | null = null;
  private node: Element | null = null;
  private readonly replay: Event[] = [];
  /** Fields typed in meanwhile, with what they held when the code arrived. */
  private readonly typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  private stopKeeping: (() => void) | null = null;

  /**
   * `seen`: the part also wakes when it comes near the screen. `load`: what it needs before it
   * renders (its code); until then, what the reader does to it is kept to be done again.
   */
  constructor(
    private readonly seen: boolean,
    private readonly load?: () => Promise<unknown>,
  ) {
    this.promise = new Promise((resolve) => (this.resolve = resolve));
  }

  /** Wakes the part when `node`, its markup, comes near the screen or is reached for. */
  watch(node: Element): void {
    // A part suspends again when its parent renders before it woke: one watch is enough.
    if (this.opened || this.stop) return;
    this.node = node;
    const observer = this.seen
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) this.open();
          },
          { rootMargin: NEAR },
        )
      : null;
    observer?.observe(node);
    const reach = (event: Event) => {
      if (this.load && onLink(event)) return;
      this.open(event);
    };
    for (const type of REACHES) node.addEventListener(type, reach, { capture: true });
    this.stop = () => {
      observer?.disconnect();
      for (const type of REACHES) node.removeEventListener(type, reach, { capture: true });
    };
  }

  open(reached?: Event): void {
    if (this.opened) return;
    this.opened = true;
    this.stop?.();
    this.stop = null;
    if (!this.load) return this.ready();
    const node = this.node;
    const keep = (event: Event) => {
      if (onLink(event)) return;
      // Without its code, a button in a form would submit it the browser's way.
      if (event.type === 'click') event.preventDefault();
      this.replay.push(event);
    };
    const typing = (event: Event) => {
      const field = event.target;
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        this.typed.set(field, field.value);
      }
    };
    if (reached && REPLAYED.includes(reached.type)) keep(reached);
    for (const type of REPLAYED) node?.addEventListener(type, keep, { capture: true });
    node?.addEventListener('input', typing, { capture: true });
    this.stopKeeping = () => {
      for (const type of REPLAYED) node?.removeEventListener(type, keep, { capture: true });
      node?.removeEventListener('input', typing, { capture: true });
    };
    this.load().then(
      () => this.ready(),
      () => {
        // No code (no connection): the markup stays as it is, and the next reach tries again.
        this.stopKeeping?.();
        this.replay.length = 0;
        this.opened = false;
        if (node) this.watch(node);
      },
    );
  }

  private ready(): void {
    this.done = true;
    // What the fields hold now: the render that follows sets them to the part's own state.
    for (const field of this.typed.keys()) this.typed.set(field, field.value);
    this.resolve();
    // After the render the resolution brings (Preact renders it in a microtask), on the nodes it
    // reused. Not from the part's own effect: Preact mounts a woken part afresh.
    if (this.load) setTimeout(() => this.replayKept());
  }

  /** Does again, on the part now rendered over the same nodes, what the reader did meanwhile. */
  private replayKept(): void {
    // Kept until now: the part has rendered, and what the reader does next reaches it itself.
    this.stopKeeping?.();
    this.stopKeeping = null;
    // The words typed go back in, told to the part as typing is.
    for (const [field, value] of this.typed) {
      if (!field.isConnected || field.value === value) continue;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    this.typed.clear();
    for (const event of this.replay.splice(0)) {
      const target = event.target;
      if (!(target instanceof Element) || !target.isConnected) continue;
      const Kind = event.constructor as new (type: string, init: Event) => Event;
      target.dispatchEvent(new Kind(event.type, event));
    }
  }
}

const parts = new WeakMap<Promise<void>, Waiting>();

// Preact hands a suspension to this hook with the suspending vnode, whose node is the markup it
// keeps: the node the part watches. And a waiting part renders with what the app knows when it
// wakes (a member's own answers, a live update), which may differ from what the server drew,
// but hydration trusts the markup's attributes and would keep the server's. So a waiting part
// does not wake hydrating: Preact then diffs it against the markup's own attributes, reusing its
// nodes, as it renders over a page's existing markup. The hook and the vnode's fields have the
// names Preact's build gives them (`_catchError`, `_flags`, `_dom`, MODE_HYDRATE), as
// hydration-check.ts's hook does (decision 032).
type Suspending = { __u: number; __e: unknown };
const MODE_HYDRATE = 1 << 5;
const hooks = options as typeof options & {
  __e: (error: unknown, vnode: Suspending, oldVNode: unknown, info: unknown) => void;
};
const catchError = hooks.__e;
hooks.__e = (error, vnode, oldVNode, info) => {
  catchError(error, vnode, oldVNode, info);
  const part = parts.get(error as Promise<void>);
  if (!part) return;
  vnode.__u &= ~MODE_HYDRATE;
  // No markup to keep (the server drew nothing here): the part renders now.
  if (vnode.__e instanceof Element) part.watch(vnode.__e);
  else part.open();
};

function Gate({
  children,
  seen,
  load,
}: {
  children: ReactElement;
  seen: boolean;
  load?: () => Promise<unknown>;
}) {
  // Made once, while the page is taken over; a part mounted later has nothing to wait for.
  const [wait] = useState(() => {
    if (!hydrating) return null;
    const part = new Waiting(seen, load);
    parts.set(part.promise, part);
    return part;
  });
  // Suspending is how a part waits: Preact keeps its markup meanwhile.
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * An interactive part that may be below the fold (a card's Gear Kit heart, a review's votes):
 * on the page the server drew it hydrates when it comes near the screen or is touched, focused
 * or typed in.
 */
export function HydrateWhenSeen({ as: Tag = 'div', children, ...attributes }: PartProps) {
  return (
    // Its own boundary: when the part hydrates, only the part renders again.
    <Suspense fallback={null}>
      <Gate seen>
        <Tag {...attributes}>{children}</Tag>
      </Gate>
    </Suspense>
  );
}

/**
 * A part of the page the reader may never use (low-data mode, issue 51; the screen below the
 * header): on the page the server drew, its code is neither fetched nor run until the reader
 * presses, types or focuses inside it. Following a link is no reach: the browser loads the next
 * page drawn for the mode. Then `load` fetches the chunks of the lazy parts drawn inside it
 * (noted as needed `later`), it renders over its markup, and the presses and keys it was given
 * meanwhile are dispatched again on the same nodes.
 */
export function HydrateWhenReached({
  load,
  fallback,
  children,
}: {
  load: () => Promise<unknown>;
  /** Shown while its code loads where it was not drawn by the server (a page reached in the app). */
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Gate seen={false} load={load}>
        {/* An element for the gate to watch that leaves the layout as it is. */}
        <div className="contents">
          <PartsNeededContext value="later">{children}</PartsNeededContext>
        </div>
      </Gate>
    </Suspense>
  );
}
