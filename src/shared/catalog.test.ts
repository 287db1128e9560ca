import { describe, expect, it } from 'vitest';
import { branchLabel, categoryName } from '@shared/catalog';

describe('branchLabel', () => {
  it.each([
    ['army', 'Army'],
    ['navy', 'Navy'],
    ['air_force', 'Air Force'],
    ['marines', 'Marines'],
    ['coast_guard', 'Coast Guard'],
    ['space_force', 'Space Force'],
    ['veteran', 'Veteran'],
  ])('labels %s as %s', (id, label) => {
    expect(branchLabel(id)).toBe(label);
  });

  it("shows 'family' as 'Military Family'", () => {
    expect(branchLabel('family')).toBe('Military Family');
  });

  it("is 'All' for null, undefined and the empty string", () => {
    expect(branchLabel(null)).toBe('All');
    expect(branchLabel(undefined)).toBe('All');
    expect(branchLabel('')).toBe('All');
  });

  it("is 'All' for 'All' (the top branch of a product without reviews)", () => {
    expect(branchLabel('All')).toBe('All');
  });

  it("is 'All' for an unknown id or a label passed as an id", () => {
    expect(branchLabel('police')).toBe('All');
    expect(branchLabel('Army')).toBe('All');
  });
});

describe('categoryName', () => {
  it.each([
    ['deployment', 'Deployment Essentials'],
    ['training', 'Training & PT Gear'],
    ['barracks', 'Barracks & Downtime'],
    ['tech', 'Tech & Communications'],
    ['nutrition', 'Nutrition & Sustainment'],
    ['daily', 'Daily Essentials'],
  ])('names %s %s', (id, name) => {
    expect(categoryName(id)).toBe(name);
  });

  it('falls back to the id itself for an unknown category', () => {
    expect(categoryName('weapons')).toBe('weapons');
  });
});
