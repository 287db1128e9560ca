import { gtagScriptUrl, integrationsFromPage } from '@shared/integrations';
import { browserPage, type ThirdPartyPage } from './third-party';

/**
 * SPEC §2: a page view on every route change, with the path (query included) and the document
 * title, sent to Google Analytics when the page names an analytics ID (decision 010). Without
 * one this does nothing: no script, no dataLayer.
 */
export function createAnalytics(page: ThirdPartyPage) {
  let id: string | null | undefined;

  // Google's own gtag(): gtag.js reads Arguments objects from the dataLayer, never arrays.
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    page.queue('dataLayer').push(arguments);
  }

  return {
    trackPageView(path: string, title: string) {
      if (id === undefined) {
        id = integrationsFromPage(page.meta).analyticsId;
        if (id) {
          gtag('js', new Date());
          // We send each page view ourselves, so the tag must not send its own on load.
          gtag('config', id, { send_page_view: false });
          page.addScript(gtagScriptUrl(id));
        }
      }
      if (!id) return;
      gtag('event', 'page_view', {
        page_path: path,
        page_location: page.origin() + path,
        page_title: title,
      });
    },
  };
}

let analytics: ReturnType<typeof createAnalytics> | undefined;

/** Called by useHead once per navigation, with the page's final title. */
export function trackPageView(path: string, title: string) {
  (analytics ??= createAnalytics(browserPage())).trackPageView(path, title);
}
