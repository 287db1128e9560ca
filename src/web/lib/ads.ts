import { adsenseScriptUrl, integrationsFromPage } from '@shared/integrations';
import { browserPage, type ThirdPartyPage } from './third-party';

/**
 * AdSense, when the page names a client ID (switched on and set, decision 010): the script is
 * loaded with the first ad unit, and each unit asks for its ad with Google's
 * `(adsbygoogle = window.adsbygoogle || []).push({})`.
 */
export function createAds(page: ThirdPartyPage) {
  let id: string | null | undefined;
  let loaded = false;
  const client = () =>
    id === undefined ? (id = integrationsFromPage(page.meta).adsenseClientId) : id;
  /** Call once per <ins class="adsbygoogle"> after it is in the document. */
  const requestAd = () => {
    const current = client();
    if (!current) return;
    if (!loaded) {
      loaded = true;
      page.addScript(adsenseScriptUrl(current), 'anonymous');
    }
    page.queue('adsbygoogle').push({});
  };
  return { client, requestAd };
}

let ads: ReturnType<typeof createAds> | undefined;
export const pageAds = () => (ads ??= createAds(browserPage()));
