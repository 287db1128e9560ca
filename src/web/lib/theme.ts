import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = 'theme';

function read(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * The class on <html> is the theme, whoever sets it (setTheme, the inline script in
 * index.html, the e2e scans of both themes): what shows it (the header's toggle, the toaster's
 * colours) follows the class itself, so it can never disagree with the page.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Private mode may refuse storage; the theme still applies for this visit.
  }
}

/** The theme lives on <html> (set before paint by the inline script in index.html); light by default. */
export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, read, () => 'light' as Theme);
  return [theme, () => setTheme(theme === 'dark' ? 'light' : 'dark')];
}
