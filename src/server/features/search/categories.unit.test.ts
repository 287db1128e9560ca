import { describe, expect, it } from 'vitest';
import { matchingCategories } from './categories';

describe('matchingCategories', () => {
  it('finds a category by part of its label, in any case', () => {
    expect(matchingCategories('DEPLOY', 3)).toEqual([
      { id: 'deployment', label: 'Deployment Essentials' },
    ]);
  });

  it('needs every word of the term, in any order', () => {
    expect(matchingCategories('gear pt', 3).map((c) => c.id)).toEqual(['training']);
    expect(matchingCategories('gear tech', 3)).toEqual([]);
  });

  it('finds a category by its id', () => {
    expect(matchingCategories('barracks', 3).map((c) => c.id)).toEqual(['barracks']);
  });

  it('keeps to the limit, in the catalogue order', () => {
    expect(matchingCategories('s', 2).map((c) => c.id)).toEqual(['deployment', 'barracks']);
  });

  it('finds nothing for a term of separators only', () => {
    expect(matchingCategories('%_ .*', 3)).toEqual([]);
  });
});
