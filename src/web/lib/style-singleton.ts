import { useEffect } from 'react';

// Stands in for the `react-style-singleton` package (vite.config.ts aliases it here), which Radix's
// scroll lock uses to add the rules that hide the page's scrollbar while a dialog is open. The
// package writes them into a <style> element, which our pages' CSP refuses: it allows only the
// inline styles whose hashes it names, and these rules are made at run time (they carry the
// scrollbar's width). A constructed stylesheet adopted by the document is CSSOM, which the CSP
// does not govern, so the same rules apply with nothing inline (decision 018). Same API and
// lifecycle as the package: the first `add` installs the sheet, the last `remove` takes it away.

export interface Stylesheet {
  add(style: string): void;
  remove(): void;
}

export function stylesheetSingleton(): Stylesheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && sheet) {
        const gone = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    // A dynamic sheet follows its styles; a static one keeps what its first render gave it.
    const refresh = isDynamic ? styles : null;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `refresh` says when styles count
    }, [refresh]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
