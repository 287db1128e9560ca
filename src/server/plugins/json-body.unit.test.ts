import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('nestsDeeperThan', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
  });

  it('counts objects and arrays alike, side by side not adding up', () => {
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(nestsDeeperThan(`[${Array(100).fill('[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\" twice' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '\\', b: [[[1]]] }), 3)).toBe(true);
  });
});
