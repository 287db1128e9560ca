import {
  Suspense,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { options } from 'preact';
import { useNavigate } from './router';

// Issue 46: a cheap phone spent as long hydrating a page's text as its buttons, all in one long
// task. Two ways out of hydrating everything at once (decision 032):
// - `StaticPart`: content that never changes keeps the server's markup and is never hydrated.
//   Preact leaves an element's content alone while hydrating when the element sets its own
//   HTML, and writes that HTML only when it changes, which the empty string below never does.
// - `HydrateWhenSeen`: an interactive part below the fold is hydrated when it comes near the
//   screen or the reader reaches for it. It suspends while the page is taken over; Preact keeps
//   a suspended part's markup and, when the suspension ends, renders the part over it.
// Both apply only to the page the server drew: mounted by a client-side navigation or on a
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
  if (!kept) return <Tag {...attributes}>{children}</Tag>;
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

class Waiting {
  done = false;
  readonly promise: Promise<void>;
  private resolve!: () => void;
  private stop: (() => void) | null = null;

  constructor() {
    this.promise = new Promise((resolve) => (this.resolve = resolve));
  }

  /** Wakes the part when `node`, its markup, comes near the screen or is reached for. */
  watch(node: Element): void {
    // A part suspends again when its parent renders before it woke: one watch is enough.
    if (this.done || this.stop) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.open();
      },
      { rootMargin: NEAR },
    );
    observer.observe(node);
    const open = () => this.open();
    for (const type of REACHES) node.addEventListener(type, open, { capture: true });
    this.stop = () => {
      observer.disconnect();
      for (const type of REACHES) node.removeEventListener(type, open, { capture: true });
    };
  }

  open(): void {
    if (this.done) return;
    this.done = true;
    this.stop?.();
    this.resolve();
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

function Gate({ children }: { children: ReactElement }) {
  // Made once, while the page is taken over; a part mounted later has nothing to wait for.
  const [wait] = useState(() => {
    if (!hydrating) return null;
    const part = new Waiting();
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
      <Gate>
        <Tag {...attributes}>{children}</Tag>
      </Gate>
    </Suspense>
  );
}
