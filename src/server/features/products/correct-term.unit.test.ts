import { describe, expect, it } from 'vitest';
import { correctTerm, type TermWords } from './typo-tolerance';

type Word = TermWords['words'][number];
const word = (w: string, over: Partial<Word> = {}): Word => ({
  word: w,
  whole: false,
  known: false,
  similar: null,
  ...over,
});
const term = (lowered: string, ...words: Word[]): TermWords => ({ lowered, words });

describe('correctTerm (issue 31)', () => {
  it('replaces a word the catalogue does not have by its most similar one, keeping separators', () => {
    expect(
      correctTerm(
        term(
          'molle plate-carier',
          word('molle', { whole: true, known: true }),
          word('plate', { whole: true, known: true }),
          word('carier', { similar: 'carrier' }),
        ),
      ),
    ).toBe('molle plate-carrier');
  });

  it('leaves whole words alone even when something is similar to them', () => {
    expect(
      correctTerm(term('boot', word('boot', { whole: true, known: true, similar: 'boots' }))),
    ).toBeNull();
  });

  it('never corrects a number', () => {
    expect(correctTerm(term('4711', word('4711', { known: true, similar: '4717' })))).toBeNull();
  });

  it('gives up when a word that can be in no product has nothing similar', () => {
    expect(
      correctTerm(term('ripstp xqzvw', word('ripstp', { similar: 'ripstop' }), word('xqzvw'))),
    ).toBeNull();
  });

  it('keeps a part of a word as typed when nothing is similar to it', () => {
    expect(
      correctTerm(
        term('rip duffle', word('rip', { known: true }), word('duffle', { similar: 'duffel' })),
      ),
    ).toBe('rip duffel');
  });
});
