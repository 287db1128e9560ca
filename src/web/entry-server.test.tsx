import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

const site = { name: 'Battle Ready', origin: 'https://battleready.example' };
/** No answers: the page renders what it shows without them (its header, its static parts). */
const nothing = async () => new Response('{}', { status: 404 });

describe('renderPage', () => {
  it('gives the sprite holding exactly the symbols its markup uses, each once', async () => {
    const page = await renderPage('/about', site, nothing);
    const used = new Set([...page.html.matchAll(/href="#(i-[a-z0-9-]+)"/g)].map((m) => m[1]));
    const symbols = [...page.sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(used.size).toBeGreaterThan(5);
    expect(symbols.toSorted()).toEqual([...used].toSorted());
    expect(page.html).not.toContain('<symbol');
    expect(page.sprite).toMatch(/^<svg id="app-sprite" aria-hidden="true" style="display:none">/);
  });
});
