/** A piece of a name: `match` when it is part of the term the suggestions answer. */
export type Segment = { text: string; match: boolean };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` at every case-insensitive occurrence of the term's words, for <mark>. Each word
 * counts on its own, since a product whose name holds "plate" and "carrier" apart matches "plate
 * carrier"; the longest word is tried first, so "carrier" wins over "car" where both fit. In a
 * term of several words a single letter is dropped: it would mark every such letter of a name.
 */
export function highlight(text: string, term: string): Segment[] {
  let words = term.split(/\s+/u).filter(Boolean);
  if (words.length > 1) words = words.filter((w) => [...w].length > 1);
  if (words.length === 0 || text === '') return text ? [{ text, match: false }] : [];
  words.sort((a, b) => b.length - a.length);
  // `u` so that case folds beyond ASCII and a surrogate pair is one character.
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'giu');
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index), match: false });
    out.push({ text: m[0], match: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), match: false });
  return out;
}
