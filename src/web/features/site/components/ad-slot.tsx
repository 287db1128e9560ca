import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from '@web/lib/router';
import { pageAds } from '@web/lib/ads';

/**
 * A named ad placement (SPEC: 'product-detail-top'). It renders nothing unless the page names an
 * AdSense client (switched on and set in the site settings; off by default). The IDs come from
 * the page's own head, the same read of the settings as its CSP, so an ad never meets a CSP
 * that refuses it.
 */
export function AdSlot({ name }: { name: string }) {
  const { pathname } = useLocation();
  // The server renders no ad; the browser adds it once the page is its own.
  const client = useSyncExternalStore(
    noChanges,
    () => pageAds().client(),
    () => null,
  );
  if (!client) return null;
  // A fresh unit per page, so moving between products asks for a new ad.
  return <AdUnit key={pathname} name={name} client={client} />;
}

const noChanges = () => () => undefined;

function AdUnit({ name, client }: { name: string; client: string }) {
  const ref = useRef<HTMLModElement>(null);
  useEffect(() => {
    const ins = ref.current;
    // Development's StrictMode runs effects twice; AdSense refuses a second push for one unit.
    if (!ins || ins.dataset.adRequested) return;
    ins.dataset.adRequested = 'true';
    pageAds().requestAd();
  }, []);
  return (
    <aside aria-label="Advertisement" className="my-6 min-h-24" data-ad-slot-name={name}>
      <ins
        ref={ref}
        className="adsbygoogle block"
        data-ad-client={client}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
