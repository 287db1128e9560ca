import { describe, expect, it } from 'vitest';
import { USERNAME_MAX } from './limits';
import { randomUsername } from './random-name';

describe('randomUsername (SPEC §1)', () => {
  const names = Array.from({ length: 500 }, randomUsername);

  it('is an adjective and a role noun, sometimes with a suffix word', () => {
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+( [A-Z][a-z]+)?$/);
    const withSuffix = names.filter((n) => n.split(' ').length === 3).length;
    // About one in three: far from never and far from always.
    expect(withSuffix).toBeGreaterThan(100);
    expect(withSuffix).toBeLessThan(250);
  });

  it('fits the username limit and varies', () => {
    for (const name of names) expect(name.length).toBeLessThanOrEqual(USERNAME_MAX);
    expect(new Set(names).size).toBeGreaterThan(200);
  });
});
