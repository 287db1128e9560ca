import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toPublicSettings } from '@shared/schemas/site';
import { settingsQuery } from '@web/features/site';
import { LowDataProvider } from '@web/lib/low-data';
import { StaticRouter } from '@web/lib/router';
import { Footer } from './footer';

// SPEC Footer: the site's links, plus the external social links an admin set (issue 32).
function render(stored: Record<string, string>, lowData = false) {
  const client = new QueryClient();
  client.setQueryData(settingsQuery().queryKey, {
    ...toPublicSettings(stored, 'Battle Ready'),
    googleSignIn: false,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LowDataProvider initial={lowData}>
        <StaticRouter url="/">
          <Footer />
        </StaticRouter>
      </LowDataProvider>
    </QueryClientProvider>,
  );
}

describe('the footer', () => {
  it('shows no social links, nor their list, while none is set', () => {
    const html = render({});
    expect(html).toContain('href="/about"');
    expect(html).not.toContain('aria-label="Social media"');
  });

  it('links each network set, in a new tab that says so, and no other', () => {
    const html = render({
      social_instagram_url: 'https://www.instagram.com/battleready',
      social_x_url: 'https://x.com/battleready',
    });
    expect(html).toContain('aria-label="Social media"');
    expect(html).toMatch(
      /<a href="https:\/\/www\.instagram\.com\/battleready" rel="me noopener noreferrer" target="_blank"[^>]*>Instagram.*?\(opens in a new tab\)<\/span><\/a>/,
    );
    expect(html).toContain('href="https://x.com/battleready"');
    expect(html).not.toMatch(/Facebook|YouTube|LinkedIn/);
  });

  it('offers low-data mode as a labelled switch, on as the page was drawn', () => {
    const off = render({});
    expect(off).toMatch(
      /<button type="button" role="switch" aria-checked="false"[^>]*id="low-data-mode"/,
    );
    expect(off).toMatch(/<label for="low-data-mode"[^>]*>Low-data mode<\/label>/);
    expect(render({}, true)).toMatch(/role="switch" aria-checked="true"[^>]*id="low-data-mode"/);
  });
});
