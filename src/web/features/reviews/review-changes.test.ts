import { describe, expect, it } from 'vitest';
import { hasChanges, reviewChanges, type ReviewVersion } from './review-changes';

const APPROVED: ReviewVersion = {
  title: 'First impressions',
  content: 'Light and quiet.',
  rating: 4,
  durability: 7,
  portability: 9,
  costValue: 6,
  civilianAdaptation: 5,
  overallUtility: 8,
  pros: ['Light', 'Quiet'],
  cons: ['Pricey'],
};

describe('reviewChanges', () => {
  it('names nothing when the review reads as approved', () => {
    const same = reviewChanges(APPROVED, { ...APPROVED, pros: [' Quiet', 'Light '] });
    expect(same).toEqual({
      title: null,
      content: null,
      rating: null,
      scores: [],
      pros: null,
      cons: null,
    });
    expect(hasChanges(same)).toBe(false);
  });

  it('names the changed words, stars, scores and list items only', () => {
    const changes = reviewChanges(APPROVED, {
      ...APPROVED,
      content: 'Light, until the zip failed.',
      rating: 2,
      durability: 3,
      overallUtility: 5,
      pros: ['Light', 'Packs small'],
    });
    expect(changes.title).toBeNull();
    expect(changes.content).toEqual([
      { kind: 'removed', text: 'Light and quiet.' },
      { kind: 'added', text: 'Light, until the zip failed.' },
    ]);
    expect(changes.rating).toEqual({ from: 4, to: 2 });
    expect(changes.scores).toEqual([
      { label: 'Durability', from: 7, to: 3 },
      { label: 'Overall Utility', from: 8, to: 5 },
    ]);
    expect(changes.pros).toEqual({ added: ['Packs small'], removed: ['Quiet'] });
    expect(changes.cons).toBeNull();
    expect(hasChanges(changes)).toBe(true);
  });

  it('counts a change of title alone', () => {
    const changes = reviewChanges(APPROVED, { ...APPROVED, title: 'Six months in' });
    expect(changes.title).toEqual([
      { kind: 'removed', text: 'First impressions' },
      { kind: 'added', text: 'Six months in' },
    ]);
    expect(hasChanges(changes)).toBe(true);
  });
});
