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

/** The fill of each star in the row symbol a rating is drawn with. */
function rowOf(value: number) {
  const { html, sprite } = serverRender(<Stars value={value} />);
  const id = /<use href="#(i-stars-\d+)"><\/use>/.exec(html)?.[1];
  const row = sprite.slice(sprite.indexOf(`<symbol id="${id}" viewBox="0 0 132 24">`));
  const stars = [
    ...row.matchAll(/<use href="#i-star" x="(\d+)" width="24"(?: class="([^"]*)")?\/>/g),
  ];
  expect(stars.map((m) => m[1])).toEqual(['0', '27', '54', '81', '108']);
  return stars.map(([, , fill]) =>
    fill === undefined ? 'full' : fill === 'fill-amber-400/50' ? 'half' : fill,
  );
}

describe('Stars', () => {
  it('draw a rating as a row symbol of five uses of the star, to the nearest half', () => {
    const empty = 'fill-none text-muted-foreground/40';
    expect(rowOf(2.4)).toEqual(['full', 'full', 'half', empty, empty]);
    expect(rowOf(2)).toEqual(['full', 'full', empty, empty, empty]);
    expect(rowOf(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('name the rating and hide the drawing', () => {
    const { html, sprite } = serverRender(<Stars value={2.4} />);
    expect(html).toBe(
      '<span role="img" aria-label="2.4 out of 5 stars" class="stars">' +
        '<svg aria-hidden="true"><use href="#i-stars-5"></use></svg></span>',
    );
    expect(symbolIds(sprite)).toEqual(['i-star', 'i-stars-5']);
  });

  it('share a row among ratings that round alike, and the star with the star icon', () => {
    const { sprite } = serverRender(
      <>
        <Star />
        <Stars value={4} />
        <Stars value={4.2} />
        <Stars value={3} />
      </>,
    );
    expect(symbolIds(sprite)).toEqual(['i-star', 'i-stars-8', 'i-stars-6']);
  });
});
