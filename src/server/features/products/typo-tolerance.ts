import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { replaceWords } from './replace-words';

/**
 * Issue 31: a search that finds fewer products than this as typed tries the similar words of
 * the catalogue's vocabulary (decision 024).
 */
export const FEW_MATCHES = 3;

/**
 * How similar (pg_trgm's similarity, 0-1) a known word must be to stand in for a word typed:
 * pg_trgm's own default, which its `%` operator and index use. On the demo catalogue 32 of 33
 * misspellings at edit distance 1-2 scored 0.33-0.75 against the word meant ("ripstp" 0.5,
 * "flashlite" 0.5, "carier" 0.67); decision 024 has the measurements.
 */
export const SIMILARITY_MIN = 0.3;

/** A term's words (runs of letters and digits, lower case) as the vocabulary knows them. */
export interface TermWords {
  /** The whole term, lower-cased by the database as the search lowers it. */
  lowered: string;
  words: {
    word: string;
    /** A word of the catalogue as it stands. */
    whole: boolean;
    /** Part of a word of the catalogue (or too short to tell). */
    known: boolean;
    /**
     * The catalogue's word most like it (of SIMILARITY_MIN or more), when it is not a whole
     * word: read with the rest, so a misspelt term costs one round trip less.
     */
    similar: string | null;
  }[];
}

/** Words of two letters or fewer are not checked: no trigram index narrows them. */
const CHECKED_FROM = 3;

/**
 * One round trip. A word is a run of [[:alnum:]], exactly as the vocabulary splits the text
 * (migration 0032), so it holds no LIKE wildcard. The most similar word prefers words of
 * names, then the more frequent.
 */
export async function readTerm(db: Db, term: string): Promise<TermWords> {
  type Read = { rows: TermWords[] };
  const result = (await db.execute(sql`
    select lower(${term}) as lowered, coalesce(json_agg(json_build_object(
        'word', w.word,
        'whole', w.whole,
        'known', case when w.whole or char_length(w.word) < ${CHECKED_FROM} then true
          else exists (select 1 from search_words s where s.word like '%' || w.word || '%') end,
        'similar', case when not w.whole then (
          select s.word from search_words s
           where s.word % w.word and similarity(s.word, w.word) >= ${SIMILARITY_MIN}
           order by similarity(s.word, w.word) desc, s.in_names > 0 desc, s.in_texts desc, s.word
           limit 1) end
      ) order by w.n), '[]') as words
    from (
      -- Materialized: each word is looked up as a whole once, not again in every test of it.
      with typed as materialized (
        select m.parts[1] as word, m.n
          from regexp_matches(lower(${term}), '[[:alnum:]]+', 'g') with ordinality as m(parts, n)
      )
      select t.word, t.n, s.word is not null as whole
        from typed t left join search_words s on s.word = t.word
    ) w`)) as unknown as Read;
  return result.rows[0] ?? { lowered: term.toLowerCase(), words: [] };
}

/** Whether the term can be in any product: each word is part of a word of the catalogue. */
export const canMatch = (term: TermWords) => term.words.every((w) => w.known);

/** A number typed is meant as typed: "4711" is no misspelling of the model 4717. */
const correctable = (word: string) => /\p{L}/u.test(word);

/**
 * The term with each word (with a letter) that is not a word of the catalogue replaced by the
 * most similar one; null when nothing changed, or when a word that can be in no product has no
 * similar word.
 */
export function correctTerm(term: TermWords): string | null {
  const replacements = new Map<string, string>();
  for (const w of term.words) {
    const found = !w.whole && correctable(w.word) ? w.similar : null;
    if (found) replacements.set(w.word, found);
    else if (!w.known) return null;
  }
  if (replacements.size === 0) return null;
  return replaceWords(
    term.lowered,
    term.words.map((w) => w.word),
    replacements,
  );
}

/**
 * A search by the spec's meaning first; when it finds fewer than FEW_MATCHES (or cannot match
 * at all, which the vocabulary tells without reading a product) and `exact` is not asked, the
 * corrected term's, if that finds more.
 */
export async function searchTolerant<T>(
  db: Db,
  term: string,
  how: { find: (term: string) => Promise<T>; none: T; size: (found: T) => number; exact?: boolean },
): Promise<{ found: T; correctedTo: string | null }> {
  const words = await readTerm(db, term);
  const asTyped = canMatch(words) ? await how.find(term) : how.none;
  if (how.exact || how.size(asTyped) >= FEW_MATCHES) return { found: asTyped, correctedTo: null };
  const corrected = correctTerm(words);
  if (corrected === null) return { found: asTyped, correctedTo: null };
  const found = await how.find(corrected);
  return how.size(found) > how.size(asTyped)
    ? { found, correctedTo: corrected }
    : { found: asTyped, correctedTo: null };
}
