declare global {
  interface Window {
    dataLayer?: unknown[];
    adsbygoogle?: unknown[];
  }
}

/**
 * The little of the browser that the analytics and ad code touch, so a node unit test can pass a
 * stand-in (there is no DOM in the unit project).
 */
export interface ThirdPartyPage {
  /** The content of <meta name="…"> in the server-rendered head. */
  meta(name: string): string | null;
  /** Appends an async <script src> to the head. */
  addScript(src: string, crossOrigin?: 'anonymous'): void;
  /** The command queue a Google script reads, created empty on first use. */
  queue(name: 'dataLayer' | 'adsbygoogle'): unknown[];
  origin(): string;
}

export const browserPage = (): ThirdPartyPage => ({
  meta: (name) =>
    document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null,
  addScript: (src, crossOrigin) => {
    const script = document.createElement('script');
    script.async = true;
    if (crossOrigin) script.crossOrigin = crossOrigin;
    script.src = src;
    document.head.append(script);
  },
  queue: (name) => (window[name] ??= []),
  origin: () => window.location.origin,
});
