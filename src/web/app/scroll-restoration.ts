import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@web/lib/router';

const STORAGE_KEY = 'scroll-positions';

function readSaved(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/** Scroll position per history entry, kept across a reload of the tab. */
const positions = readSaved();
/** The history entry on screen. */
let shown: string | undefined;

/**
 * Back and Forward return to where the reader was; any other navigation starts at the top, or
 * at the element its #hash names, opened if it is a closed disclosure or in one. The browser cannot do this itself: it restores before a
 * lazily loaded screen has rendered.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Private mode may refuse storage; positions still work within this page's life.
      }
    };
    // A scroll event arrives a frame after the scroll: it belongs to the entry shown then, which
    // the layout effect below has already set, not to the one a listener was added for.
    const save = () => {
      if (shown) positions.set(shown, window.scrollY);
    };
    window.addEventListener('pagehide', persist);
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('scroll', save);
    };
  }, []);

  useLayoutEffect(() => {
    shown = location.key;
    const saved = positions.get(location.key);
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) {
      // A link to a FAQ answer means to read it: the disclosure it is in opens.
      const disclosure = target.closest('details');
      if (disclosure) disclosure.open = true;
      target.scrollIntoView();
    } else window.scrollTo(0, 0);
    // Only a new history entry moves the page; a re-render of the same one must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
