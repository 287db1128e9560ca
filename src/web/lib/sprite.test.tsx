import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heart, Search, Star } from '@web/components/icons';
import { Stars } from '@web/components/stars';
import { SpriteContext, SpriteSheet } from './sprite';

/** What a server render writes: the markup and its sprite. */
function serverRender(node: ReactNode) {
  const sheet = new SpriteSheet();
  const html = renderToStaticMarkup(<SpriteContext value={sheet}>{node}</SpriteContext>);
  return { html, sprite: sheet.markup() };
}

const symbolIds = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('sprite icons', () => {
  it('draw a <use> of their symbol, hidden from assistive technology, with the caller’s classes', () => {
    expect(renderToStaticMarkup(<Heart className="size-4 fill-current" />)).toBe(
      '<svg aria-hidden="true" class="icon size-4 fill-current"><use href="#i-heart"></use></svg>',
    );
  });

  it('are not hidden when the caller names them', () => {
    const html = renderToStaticMarkup(<Search aria-label="Search" role="img" />);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="Search"');
  });

  it('render the same markup with and without a sprite to collect into, so hydration agrees', () => {
    const page = (
      <p>
        <Heart className="size-5" />
        <Stars value={3.5} />
      </p>
    );
    expect(serverRender(page).html).toBe(renderToStaticMarkup(page));
  });

  it('collect into the sprite the drawings a render used, each once', () => {
    const { html, sprite } = serverRender(
      <>
        <Heart />
        <Search />
        <Heart className="size-6" />
      </>,
    );
    expect(symbolIds(sprite)).toEqual(['i-heart', 'i-search']);
    expect(html.match(/href="#i-heart"/g)).toHaveLength(2);
  });

  it('give a sprite with lucide’s drawing, hidden and outside the flow, and none without icons', () => {
    const { sprite } = serverRender(<Search />);
    expect(sprite).toBe(
      '<svg id="app-sprite" aria-hidden="true" style="display:none">' +
        '<symbol id="i-search" viewBox="0 0 24 24"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></symbol>' +
        '</svg>',
    );
    expect(serverRender(<p>No icons</p>).sprite).toBe('');
  });
});

describe('Stars', () => {
  it('use the star symbol five times, full, half and empty', () => {
    const { html, sprite } = serverRender(<Stars value={2.5} />);
    expect(symbolIds(sprite)).toEqual(['i-star']);
    const stars = [
      ...html.matchAll(/<use href="#i-star" x="(\d+)" width="24" height="24"( class="[^"]*")?>/g),
    ];
    expect(stars.map((m) => [m[1], m[2] ?? ''])).toEqual([
      ['0', ''],
      ['27', ''],
      ['54', ' class="fill-amber-400/50"'],
      ['81', ' class="fill-none text-muted-foreground/40"'],
      ['108', ' class="fill-none text-muted-foreground/40"'],
    ]);
    expect(html).toContain('aria-label="2.5 out of 5 stars"');
  });

  it('share the symbol the star icon draws', () => {
    const { sprite } = serverRender(
      <>
        <Star />
        <Stars value={4} />
      </>,
    );
    expect(symbolIds(sprite)).toEqual(['i-star']);
  });
});
