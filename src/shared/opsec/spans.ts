// The OPSEC check's shared pieces: a detector's spans, and how its patterns are built.

export interface Span {
  start: number;
  end: number;
}

export type Detector = (text: string) => Span[];

/**
 * The matches of the global regex `re` that `keep` accepts. A pattern with a `hit` group (and the
 * `d` flag) reports only that group: a cue such as "DSN" or "grid" is why a number is suspect, but
 * the number is what the member should take out.
 */
export function spansOf(
  text: string,
  re: RegExp,
  keep: (match: RegExpExecArray) => boolean = () => true,
): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(re)) {
    if (!keep(match)) continue;
    const hit = match.indices?.groups?.hit;
    spans.push(
      hit
        ? { start: hit[0], end: hit[1] }
        : { start: match.index, end: match.index + match[0].length },
    );
  }
  return spans;
}

/** A non-capturing group of alternatives, each already a pattern. */
export const oneOf = (patterns: readonly string[]) => `(?:${patterns.join('|')})`;

export const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An alternation of literals, longest first so "SFG(A)" is tried before "SFG". */
export const alternation = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

/** Title case, lower case and capitals: "Battalion", "battalion", "BATTALION". */
export const inThreeCases = (...words: string[]) =>
  words.flatMap((word) => [word, word.toLowerCase(), word.toUpperCase()]);

/** Not inside a longer number, date or path: "2/75" stands alone, not in "12/75" or "v1.2/75". */
export const NOT_IN_A_NUMBER = String.raw`(?<![\w./-])`;
