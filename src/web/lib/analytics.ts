declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * SPEC §2: a page-view event on every route change with the path (query included) and the
 * document title. Events go to window.dataLayer, which a configured tag manager reads; we load
 * no third-party script ourselves (CSP is 'self' only).
 */
export function trackPageView(path: string, title: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title });
}
