import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../api';

/**
 * A named ad placement (SPEC: 'product-detail-top'). It renders nothing unless AdSense is
 * switched on and has a client id in the site settings; off is the default.
 */
export function AdSlot({ name }: { name: string }) {
  const { data } = useQuery(settingsQuery());
  if (!data?.adsenseEnabled || !data.adsenseClientId) return null;
  return (
    <aside aria-label="Advertisement" className="my-6 min-h-24" data-ad-slot-name={name}>
      <ins
        className="adsbygoogle block"
        data-ad-client={data.adsenseClientId}
        data-ad-format="auto"
      />
    </aside>
  );
}
