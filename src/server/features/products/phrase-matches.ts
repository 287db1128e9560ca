import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import { containsPattern } from '../../lib/sql-text';
import { cardColumns, toProductCardDto } from './dto';
import { products, searchWords } from './schema';

/** Where a term is looked for: the name alone, or the name and description (search_text). */
export type MatchField = 'name' | 'text';

/** Words shorter than this have no trigram of their own to narrow the index search. */
const PART_LENGTH = 3;

/**
 * Whether the term has two words or more a trigram can narrow: only then is the search of its
 * rarest parts cheaper than that of the whole term. A guess made here, in JavaScript; the
 * statement splits the term itself and is right whatever this says.
 */
export const isPhrase = (term: string) =>
  (term.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => [...w].length >= PART_LENGTH).length >= 2;

const FIELDS = {
  name: {
    column: products.name,
    found: searchWords.inNames,
    contains: (column: SQL, pattern: SQL) => sql`${column} ilike ${pattern}`,
  },
  text: {
    column: products.searchText,
    found: searchWords.inTexts,
    contains: (column: SQL, pattern: SQL) => sql`${column} like lower(${pattern})`,
  },
} satisfies Record<MatchField, { column: AnyPgColumn; found: AnyPgColumn; contains: unknown }>;

/** The spec's meaning of search on `field`: it contains the term, in any case. */
export const termFilter = (field: MatchField, term: string): SQL =>
  FIELDS[field].contains(sql`${FIELDS[field].column}`, sql`${containsPattern(term)}`);

/**
 * A LIKE pattern any text that contains the term matches: the three letters found in the
 * fewest products (by the vocabulary's counts) of each of the term's two rarest words, in the
 * order of the words. A word is a run of [[:alnum:]] of lower(term), as the vocabulary splits
 * the text, so a part holds no wildcard, and ILIKE and the search text lower case as lower()
 * does. A term without such a word gives '%', which every text matches.
 */
function partsPattern(term: SQL, found: AnyPgColumn): SQL {
  return sql`(select coalesce('%' || string_agg(r.part, '%' order by r.n) || '%', '%') from (
      select p.part, m.n
        from regexp_matches(lower(${term}), '[[:alnum:]]+', 'g') with ordinality as m(parts, n)
        cross join lateral (
          select substr(m.parts[1], i, ${PART_LENGTH}) as part,
            (select coalesce(sum(${found}), 0) from ${searchWords}
              where ${searchWords.word} like '%' || substr(m.parts[1], i, ${PART_LENGTH}) || '%'
            ) as found
          from generate_series(1, char_length(m.parts[1]) - ${PART_LENGTH - 1}) as i
          order by found, part
          limit 1) p
       order by p.found, m.n
       limit 2) r)`;
}

type CardKey = keyof typeof cardColumns;

function prepare(db: Db, field: MatchField) {
  const { column, found, contains } = FIELDS[field];
  // Only the parts reach the trigram index: the term's own trigrams, those of its common
  // letters among them, would have it read many times as many entries. The fence, an offset
  // (of 0: drizzle writes none for the number), keeps the planner from adding the term to the
  // index search: it tests what the parts find.
  const candidates = db
    .select({ ...cardColumns, searched: sql<string>`${column}`.as('searched') })
    .from(products)
    .where(contains(sql`${column}`, partsPattern(sql`${sql.placeholder('term')}`, found)))
    .offset(sql.placeholder('fence'))
    .as('candidates');
  const card = Object.fromEntries(
    Object.keys(cardColumns).map((key) => [key, candidates[key as CardKey]]),
  ) as { [K in CardKey]: (typeof candidates)[K] };
  return db
    .select(card)
    .from(candidates)
    .where(contains(sql`${candidates.searched}`, sql`${sql.placeholder('pattern')}`))
    .orderBy(sql`${candidates.battleReadyIndex} desc nulls last`, candidates.id)
    .limit(sql.placeholder('limit'))
    .prepare(`phrase_matches_${field}`);
}

// Prepared once per database and field: the plan does not depend on the term (its pattern
// reaches the index as the value of a subquery), so it is made once, not again per search.
const statements = new WeakMap<Db, Map<MatchField, ReturnType<typeof prepare>>>();

/**
 * Up to `limit` products whose field contains the term, best Battle-Ready Index first, found
 * through the trigram index by the rarest parts of its words, the term tested on what they find.
 */
export async function phraseMatches(db: Db, field: MatchField, term: string, limit: number) {
  let byField = statements.get(db);
  if (!byField) statements.set(db, (byField = new Map()));
  let statement = byField.get(field);
  if (!statement) byField.set(field, (statement = prepare(db, field)));
  const rows = await statement.execute({ term, pattern: containsPattern(term), limit, fence: 0 });
  return rows.map(toProductCardDto);
}
