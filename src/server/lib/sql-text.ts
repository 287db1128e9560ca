import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** A case-insensitive "contains" pattern with LIKE's wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function matchesAny(term: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)));
}
