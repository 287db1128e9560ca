import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names, leaving out the falsy ones', () => {
    expect(cn('btn', false, undefined, null, ['px-4', { 'py-2': true, 'mt-1': false }])).toBe(
      'btn px-4 py-2',
    );
  });

  it('merges nothing: classes that only look alike all stay, in order', () => {
    const alike = 'p-5 pt-0 px-4 md:px-2 bg-card hover:bg-muted btn btn-primary';
    expect(cn(alike)).toBe(alike);
  });

  it('lets the same class stand twice', () => {
    expect(cn('p-2', 'p-2')).toBe('p-2 p-2');
  });

  // Tests run as development does (vitest sets DEV), so every test that renders checks its calls.
  it('throws in tests on two utilities setting the same property, naming both', () => {
    expect(import.meta.env.DEV).toBe(true);
    expect(() => cn('px-4', 'px-2')).toThrow('px-4 (overridden by px-2)');
    expect(() => cn('h-9 w-full', 'h-auto')).toThrow('h-9 (overridden by h-auto)');
    expect(() => cn('bg-primary', 'bg-transparent')).toThrow(
      'bg-primary (overridden by bg-transparent)',
    );
    expect(() => cn('rounded-md', 'rounded-full')).toThrow(
      'rounded-md (overridden by rounded-full)',
    );
  });

  it('throws when a later size or shorthand overrides what came before', () => {
    // A font size sets the line height too, in Tailwind 4 and in tailwind-merge.
    expect(() => cn('text-sm leading-tight', 'text-base')).toThrow(
      'text-sm (overridden by text-base), leading-tight (overridden by text-base)',
    );
    expect(() => cn('pt-0', 'p-5')).toThrow('pt-0 (overridden by p-5)');
  });
});
