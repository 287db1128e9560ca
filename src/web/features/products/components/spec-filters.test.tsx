import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CategoryId } from '@shared/catalog';
import type { UnitSystem } from '@shared/specs';
import { SpecFilters } from './spec-filters';

// The catalogue's claimed-spec bounds as rendered; typing and committing them is the e2e tier's.
const render = (
  category: CategoryId | undefined,
  system: UnitSystem,
  bounds = { maxWeight: 1000, minVolume: 20, maxVolume: undefined },
) =>
  renderToStaticMarkup(
    <SpecFilters category={category} bounds={bounds} system={system} onChange={() => undefined} />,
  );

/** The input a visible or hidden label names, by the label's text. */
function inputLabelled(html: string, label: string) {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) return null;
  return new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? null;
}
const attr = (tag: string | null, name: string) =>
  tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;

describe('the catalogue’s weight and volume bounds', () => {
  it('are labelled number boxes showing the bounds in grams and litres for a metric reader', () => {
    const html = render(undefined, 'metric');
    const weight = inputLabelled(html, 'Weight up to');
    expect(attr(weight, 'type')).toBe('number');
    expect(attr(weight, 'value')).toBe('1000');
    expect(html).toContain(`id="${attr(weight, 'aria-describedby')}"`);
    expect(html).toMatch(/<legend[^>]*>Volume from–to<\/legend>/);
    expect(attr(inputLabelled(html, 'Volume from'), 'value')).toBe('20');
    expect(attr(inputLabelled(html, 'Volume to'), 'value') ?? '').toBe('');
    expect(html).toMatch(/>g<\/span>/);
    expect(html).toMatch(/>L<\/span>/);
  });

  it('show the same bounds in ounces and cubic inches for an imperial reader', () => {
    const html = render(undefined, 'imperial');
    expect(attr(inputLabelled(html, 'Weight up to'), 'value')).toBe('35.3');
    expect(attr(inputLabelled(html, 'Volume from'), 'value')).toBe('1220');
    expect(html).toMatch(/>oz<\/span>/);
    expect(html).toMatch(/>cu in<\/span>/);
  });

  it('offer volume only where the category’s products claim one', () => {
    expect(inputLabelled(render('tech', 'metric'), 'Volume from')).toBeNull();
    expect(inputLabelled(render('tech', 'metric'), 'Weight up to')).not.toBeNull();
    expect(inputLabelled(render('deployment', 'metric'), 'Volume from')).not.toBeNull();
  });
});
