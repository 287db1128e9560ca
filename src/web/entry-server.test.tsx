import { describe, expect, it } from 'vitest';
import type { TViewer } from '@shared/schemas/me';
import { renderPage } from './entry-server';

const site = { name: 'Battle Ready', origin: 'https://battleready.example' };
/** No answers: the page renders what it shows without them (its header, its static parts). */
const nothing = async () => new Response('{}', { status: 404 });

describe('renderPage', () => {
  it('gives the sprite holding exactly the symbols its markup uses, each once', async () => {
    const page = await renderPage('/about', site, nothing, { lowData: false });
    const used = new Set([...page.html.matchAll(/href="#(i-[a-z0-9-]+)"/g)].map((m) => m[1]));
    const symbols = [...page.sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(used.size).toBeGreaterThan(5);
    expect(symbols.toSorted()).toEqual([...used].toSorted());
    expect(page.html).not.toContain('<symbol');
    expect(page.sprite).toMatch(/^<svg id="app-sprite" aria-hidden="true" style="display:none">/);
  });

  it('names the lazy parts its markup holds, for the browser to load before it takes over', async () => {
    const visitor = await renderPage('/about', site, nothing, { lowData: false });
    expect(visitor.state.parts).toEqual(['screen-about']);

    const viewer: TViewer = {
      id: 'u1',
      email: 'm@example.com',
      emailVerified: true,
      name: 'Field Tester',
      branch: null,
      reviewerScore: 0,
      roles: [],
      twoFactorEnabled: false,
      hasPassword: true,
      gearKitCount: 0,
      memberSince: '2026-01-01T00:00:00.000Z',
    };
    const member = await renderPage(
      '/about',
      site,
      async (path) =>
        path.startsWith('/api/me')
          ? Response.json({ viewer })
          : new Response('{}', { status: 404 }),
      { lowData: false },
    );
    expect(member.html).toContain('aria-label="Account menu"');
    expect(member.state.parts.toSorted()).toEqual(
      ['notification-bell', 'screen-about', 'user-menu'].toSorted(),
    );
  });
});
