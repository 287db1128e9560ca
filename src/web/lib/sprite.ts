import { createContext, useContext, useInsertionEffect } from 'react';

// Icons are drawn once per document (issue 26): each drawing is a <symbol> in one hidden
// sprite outside #root, and every icon is an <svg> holding a <use> of it. A catalogue page
// repeated each icon's paths on every card, a third of its HTML.

/** An element of a lucide drawing: tag, attributes (with React's `key`), children. */
type DrawingNode = readonly [
  tag: string,
  attributes: Readonly<Record<string, string>>,
  children?: readonly DrawingNode[],
];

/** A lucide icon's drawing, on lucide's 24-unit grid. */
export interface Drawing {
  name: string;
  node: readonly DrawingNode[];
  /** Wider than lucide's 24-unit square (a row of stars). */
  width?: number;
}

const SPRITE_ID = 'app-sprite';

const symbolId = (name: string) => `i-${name}`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function elementMarkup([tag, attributes, children = []]: DrawingNode): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${attribute(value)}"`)
    .join('');
  return children.length > 0
    ? `<${tag}${attrs}>${children.map(elementMarkup).join('')}</${tag}>`
    : `<${tag}${attrs}/>`;
}

/** The same markup on both sides: the server writes it into the page, the browser adds it. */
const symbolMarkup = (drawing: Drawing) =>
  `<symbol id="${symbolId(drawing.name)}" viewBox="0 0 ${drawing.width ?? 24} 24">${drawing.node.map(elementMarkup).join('')}</symbol>`;

const spriteMarkup = (symbols: string) =>
  `<svg id="${SPRITE_ID}" aria-hidden="true" style="display:none">${symbols}</svg>`;

/** The drawings one server render used, each once, for that page's sprite. */
export class SpriteSheet {
  readonly #drawings = new Map<string, Drawing>();

  add(drawing: Drawing) {
    this.#drawings.set(drawing.name, drawing);
  }

  /** The hidden sprite <svg> holding their symbols, or '' when the render drew no icon. */
  markup(): string {
    if (this.#drawings.size === 0) return '';
    return spriteMarkup([...this.#drawings.values()].map(symbolMarkup).join(''));
  }
}

/** Given by the server's renderer; the browser has none. */
export const SpriteContext = createContext<SpriteSheet | null>(null);

/** Names whose symbol this document holds, so each is looked for once. */
const inDocument = new Set<string>();

/** The server's sprite, or a new one when the page arrived without (a member's page). */
function sprite(): Element {
  const existing = document.getElementById(SPRITE_ID);
  if (existing) return existing;
  document.body.insertAdjacentHTML('afterbegin', spriteMarkup(''));
  return document.body.firstElementChild as Element;
}

function addSymbol(drawing: Drawing) {
  if (inDocument.has(drawing.name)) return;
  inDocument.add(drawing.name);
  if (document.getElementById(symbolId(drawing.name))) return;
  sprite().insertAdjacentHTML('beforeend', symbolMarkup(drawing));
}

/**
 * The `href` of the drawing's symbol, which the page will hold. A server render notes the
 * drawing for the page's sprite (it runs no effects, so during render); in the browser a
 * screen the server did not render may need a symbol the page lacks, added before it paints.
 * Neither changes what the component renders, so server markup and hydration agree.
 */
export function useSymbol(drawing: Drawing): string {
  useContext(SpriteContext)?.add(drawing);
  useInsertionEffect(() => addSymbol(drawing), [drawing]);
  return `#${symbolId(drawing.name)}`;
}
