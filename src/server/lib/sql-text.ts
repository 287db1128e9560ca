import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A case-insensitive "contains" pattern with LIKE's wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` (already lower case) contains `term` in any case: LIKE against the term lowered by
 * the database itself, so both sides fold case by the same rules.
 */
export function containsLowered(column: AnyColumn, term: string): SQL {
  return sql`${column} like lower(${containsPattern(term)})`;
}

export function matchesAny(term: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)));
}
