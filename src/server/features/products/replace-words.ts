/**
 * `text` with its words, found in order, replaced where `replacements` names another: the
 * separators typed between them stay, so "mil-spek" corrected still reads "mil-spec".
 */
export function replaceWords(
  text: string,
  words: readonly string[],
  replacements: ReadonlyMap<string, string>,
): string {
  let out = '';
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) continue;
    out += text.slice(from, at) + (replacements.get(word) ?? word);
    from = at + word.length;
  }
  return out + text.slice(from);
}
