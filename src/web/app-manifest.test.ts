import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paths } from './lib/paths';
import { THEME_BAR } from './lib/theme';

// Issue 51, installable: the web app manifest and the tags of index.html that point at it. That
// Chromium finds the site installable from them is the e2e tier's (installable.spec.ts).
const root = path.resolve(import.meta.dirname, '..', '..');
const publicFile = (url: string) => path.join(root, 'public', url);
const manifest = JSON.parse(fs.readFileSync(publicFile('manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
};
const indexHtml = fs.readFileSync(path.join(root, 'src', 'web', 'index.html'), 'utf8');

/** A PNG's own width and height, as `sizes` writes them. */
async function pixelsOf(url: string) {
  const { width, height, format } = await sharp(publicFile(url)).metadata();
  return { format, sizes: `${width}x${height}` };
}

describe('the web app manifest', () => {
  it('opens the home page standalone, named in full and in 12 characters or fewer', () => {
    expect(manifest).toMatchObject({
      name: 'Battle Ready',
      start_url: paths.home,
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of the size it states', async () => {
    const listed = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(listed).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)]) {
      expect(await pixelsOf(icon.src), icon.src).toEqual({ format: 'png', sizes: icon.sizes });
    }
  });

  it('offers shortcuts to the Gear Kit, the Mission Matcher and the notifications', () => {
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Gear Kit', paths.profileTab('gear-kit')],
      ['Mission Matcher', paths.missionMatcher],
      ['Notifications', paths.notifications],
    ]);
  });
});

describe('index.html', () => {
  it('links the manifest and a touch icon that exist', async () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(await pixelsOf(touch!)).toEqual({ format: 'png', sizes: '180x180' });
  });

  it('colours the browser’s bar as the page: light as the manifest’s colours, dark set before paint', () => {
    // The installed app's first frame and title bar are the light page's, as the site starts.
    expect([manifest.background_color, manifest.theme_color]).toEqual([
      THEME_BAR.light,
      THEME_BAR.light,
    ]);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_BAR.light}" />`);
    expect(indexHtml).toMatch(
      new RegExp(
        `getItem\\('theme'\\) === 'dark'\\) \\{[^}]*theme-color"\\]'\\)\\.content = '${THEME_BAR.dark}'`,
      ),
    );
  });
});
