import { ALERT_KINDS, alertHeadline } from '@shared/alerts';
import { PAGES, productPath } from '@shared/pages';
import { escapeXml } from '../../lib/xml';
import type { FeedEntry } from './service';

/**
 * The alerts as an Atom feed (RFC 4287), newest first: each entry's link is the product's page,
 * its content the alert's text, batches and source as text (a source is never fetched or
 * linked from here).
 */
export function alertsFeed(entries: FeedEntry[], site: { name: string; url: string }): string {
  const pageUrl = `${site.url}${PAGES.alerts.path}`;
  const updated = entries.reduce<Date | null>(
    (latest, e) => (latest && latest > e.updatedAt ? latest : e.updatedAt),
    null,
  );
  const entry = ({ item, updatedAt }: FeedEntry) => {
    const status = item.resolvedAt ? ` (resolved ${item.resolvedAt.slice(0, 10)})` : '';
    const lines = [
      item.text,
      ...(item.batches ? [`Affected: ${item.batches}`] : []),
      ...(item.source ? [`Source: ${item.source}`] : []),
    ];
    return [
      '<entry>',
      `<id>urn:uuid:${item.id}</id>`,
      `<title>${escapeXml(alertHeadline(item.kind, item.product.name) + status)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(site.url + productPath(item.product.id))}"/>`,
      `<category term="${item.kind}" label="${escapeXml(ALERT_KINDS[item.kind].label)}"/>`,
      `<published>${item.postedAt}</published>`,
      `<updated>${updatedAt.toISOString()}</updated>`,
      `<content type="text">${escapeXml(lines.join('\n'))}</content>`,
      '</entry>',
    ].join('');
  };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${escapeXml(pageUrl)}</id>`,
    `<title>${escapeXml(`${site.name}: gear alerts`)}</title>`,
    `<subtitle>Recalls, counterfeit warnings, safety notices and discontinued gear</subtitle>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${site.url}/alerts.atom`)}"/>`,
    `<author><name>${escapeXml(site.name)}</name></author>`,
    // A feed with no entries yet still needs a time: the epoch says "nothing new".
    `<updated>${(updated ?? new Date(0)).toISOString()}</updated>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
