import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';

// The FAQ as the server renders it: static markup the browser keeps (decision 032).

const site = { name: 'Battle Ready', origin: 'https://battleready.example' };

async function faqHtml() {
  const { html } = await renderPage('/faq', site, async () => new Response('{}', { status: 404 }), {
    lowData: false,
  });
  return html;
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The text of the FAQ item with this id, as a reader sees it. */
function itemText(html: string, id: string): string | undefined {
  const item = html.match(new RegExp(`<details id="${id}" name="faq"[^>]*>.*?</details>`, 's'));
  return item?.[0]
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;|&#39;|&amp;/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ');
}

describe('the FAQ’s methodology of “How long it lasts” (issue 47)', () => {
  it('comes right after the Battle-Ready Index, in the same one-open-at-a-time group', async () => {
    const html = await faqHtml();
    const ids = [...html.matchAll(/<details id="([^"]+)" name="faq"/g)].map((m) => m[1]);
    expect(ids.slice(0, 2)).toEqual(['battle-ready-index', 'how-long-it-lasts']);
  });

  it('says who counts, what counts as failed, the estimate, its band and its limits', async () => {
    const text = itemText(await faqHtml(), 'how-long-it-lasts')!;
    expect(text).toContain('How is “How long it lasts” worked out?');
    for (const said of [
      "A product's page shows how long it lasts",
      'Each approved review with at least one approved field report is one owner',
      'a report still waiting for a moderator never does',
      'even if a later report says it was repaired',
      'still in service, retired or lost all count as not failed when last heard of',
      'Kaplan-Meier estimate',
      '95 % interval',
      'Greenwood',
      'median time to failure',
      'what gave out',
      'Below 5 owners nothing is shown',
      'Not enough field reports yet',
      'still in service at 12 months is the figure on product cards',
      '"Most durable" sort',
    ])
      expect(text).toContain(said);
  });
});
