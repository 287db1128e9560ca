import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

/** The name with its marked parts in brackets. */
const marked = (text: string, term: string) =>
  highlight(text, term)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlight', () => {
  it('marks every occurrence whatever its case, keeping the name’s own case', () => {
    expect(marked('Ripstop Poncho, ripstop RIPSTOP', 'RipSTOP')).toBe(
      '[Ripstop] Poncho, [ripstop] [RIPSTOP]',
    );
  });

  it('gives back the whole name, unchanged, in its pieces', () => {
    const name = 'Mirefield EDC 1,000-Lumen Flashlight';
    expect(
      highlight(name, 'lumen')
        .map((s) => s.text)
        .join(''),
    ).toBe(name);
    expect(marked(name, 'nothing here')).toBe(name);
  });

  it('takes regex metacharacters in the term literally', () => {
    expect(marked('Pack (30L) [v2] $40+ a.b*c', '(30L)')).toBe('Pack [(30L)] [v2] $40+ a.b*c');
    expect(marked('Pack (30L) [v2] $40+ a.b*c', '[v2]')).toBe('Pack (30L) [[v2]] $40+ a.b*c');
    expect(marked('Pack (30L) [v2] $40+ a.b*c', '$40+')).toBe('Pack (30L) [v2] [$40+] a.b*c');
    expect(marked('a.b*c axbc', 'a.b*c')).toBe('[a.b*c] axbc');
    expect(marked('back\\slash', '\\s')).toBe('back[\\s]lash');
    expect(marked('x^y|z', '^y|')).toBe('x[^y|]z');
  });

  it('folds case beyond ASCII and keeps characters outside the BMP whole', () => {
    expect(marked('Über Ärmel Jacke', 'über ärmel')).toBe('[Über] [Ärmel] Jacke');
    expect(marked('ΑΣΠΙΔΑ ασπίδα', 'ασπιδα')).toBe('[ΑΣΠΙΔΑ] ασπίδα');
    expect(marked('Fire 🔥🔥 starter', '🔥')).toBe('Fire [🔥][🔥] starter');
  });

  it('marks each word of a term of several, the longest first, dropping lone letters', () => {
    expect(marked('Molle Plate Carrier', 'plate carrier')).toBe('Molle [Plate] [Carrier]');
    expect(marked('Carrier car', 'car carrier')).toBe('[Carrier] [car]');
    expect(marked('A plate and a bag', 'a plate')).toBe('A [plate] and a bag');
  });

  it('marks nothing for an empty or blank term', () => {
    expect(highlight('Poncho', '')).toEqual([{ text: 'Poncho', match: false }]);
    expect(highlight('Poncho', '   ')).toEqual([{ text: 'Poncho', match: false }]);
    expect(highlight('', 'po')).toEqual([]);
  });
});
