import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './word-diff';

const side = (parts: DiffPart[], leaves: DiffPart['kind']) =>
  parts
    .filter((p) => p.kind !== leaves)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('names no change in an unchanged text', () => {
    expect(wordDiff('Kept the rain out.', 'Kept the rain out.')).toEqual([
      { kind: 'same', text: 'Kept the rain out.' },
    ]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('marks a replaced word, keeping the words around it', () => {
    expect(wordDiff('The zip held fine.', 'The zip failed fine.')).toEqual([
      { kind: 'same', text: 'The zip ' },
      { kind: 'removed', text: 'held' },
      { kind: 'added', text: 'failed' },
      { kind: 'same', text: ' fine.' },
    ]);
  });

  it('marks words added at the end and removed from the start', () => {
    expect(wordDiff('Light and quiet', 'Light and quiet, until the zip failed')).toEqual([
      { kind: 'same', text: 'Light and ' },
      { kind: 'removed', text: 'quiet' },
      { kind: 'added', text: 'quiet, until the zip failed' },
    ]);
    expect(wordDiff('Very light pack', 'light pack')).toEqual([
      { kind: 'removed', text: 'Very ' },
      { kind: 'same', text: 'light pack' },
    ]);
  });

  it('gives each side back whole, line breaks included', () => {
    const before = 'First line stays.\nSecond line goes away.\n\nThird is kept';
    const after = 'First line stays.\nA new second line.\n\nThird is kept, mostly';
    const parts = wordDiff(before, after);
    expect(side(parts, 'added')).toBe(before);
    expect(side(parts, 'removed')).toBe(after);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual([
      'Second line goes away.',
      'kept',
    ]);
  });

  it('reads changes split only by spaces as one change', () => {
    expect(wordDiff('It held up well', 'It failed badly')).toEqual([
      { kind: 'same', text: 'It ' },
      { kind: 'removed', text: 'held up well' },
      { kind: 'added', text: 'failed badly' },
    ]);
  });

  it('shows a text written from nothing, or emptied, as one part', () => {
    expect(wordDiff('', 'Now it says something')).toEqual([
      { kind: 'added', text: 'Now it says something' },
    ]);
    expect(wordDiff('It said something', '')).toEqual([
      { kind: 'removed', text: 'It said something' },
    ]);
  });

  it('shows a very long rewrite removed then added whole rather than compare every pair', () => {
    const before = Array.from({ length: 2500 }, (_, i) => `old${i}`).join(' ');
    const after = Array.from({ length: 2500 }, (_, i) => `new${i}`).join(' ');
    expect(wordDiff(`Same start ${before} same end`, `Same start ${after} same end`)).toEqual([
      { kind: 'same', text: 'Same start ' },
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
      { kind: 'same', text: ' same end' },
    ]);
  });
});
