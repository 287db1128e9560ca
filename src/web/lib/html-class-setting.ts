import { useSyncExternalStore } from 'react';

/**
 * A reader's setting kept in localStorage and shown as a class on <html> (the theme, the unit
 * system). The inline script in index.html sets the class before first paint; the class itself
 * is the truth, whoever sets it (the toggle, that script, the e2e scans), so what shows it can
 * never disagree with the page. The server renders the default; pages that differ by the
 * setting render both and let the class pick (styles.css), so hydration always matches.
 */
export function htmlClassSetting<T extends string>(key: string, on: T, off: T) {
  const read = (): T => (document.documentElement.classList.contains(on) ? on : off);
  const subscribe = (onChange: () => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  };
  const set = (value: T) => {
    document.documentElement.classList.toggle(on, value === on);
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode may refuse storage; the setting still applies for this visit.
    }
  };
  return function useSetting(): [T, (value: T) => void] {
    return [useSyncExternalStore(subscribe, read, () => off), set];
  };
}
