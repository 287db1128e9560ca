/** A run of words a text kept, lost or gained, with the spaces and line breaks between them. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * Past this many token pairs (about a thousand words changed on each side) the comparison's table
 * (4 bytes a pair) grows too big for a click: the part that differs is then shown removed, then
 * added, whole. An edit's common start and end are set aside first, so most edits stay far under.
 */
const MAX_CELLS = 4_000_000;

/** Words and the whitespace after them alternate, so joining the tokens gives the text back. */
const tokens = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The longest common subsequence of two token lists, walked into removed, added and kept runs. */
function middle(a: string[], b: string[], parts: DiffPart[]) {
  if (a.length * b.length > MAX_CELLS) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
    return;
  }
  const width = b.length + 1;
  // lengths[i * width + j]: the common subsequence's length of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push(parts, 'removed', a[i++]!);
    } else {
      push(parts, 'added', b[j++]!);
    }
  }
  while (i < a.length) push(parts, 'removed', a[i++]!);
  while (j < b.length) push(parts, 'added', b[j++]!);
}

/**
 * Changes split only by a space read as one: "~~held up~~ __failed__", not word against word. A
 * kept run of nothing but whitespace between two changes joins both sides of the change.
 */
function joinChanges(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) push(out, 'removed', removed);
    if (added) push(out, 'added', added);
    removed = added = '';
  };
  parts.forEach((part, at) => {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if ((removed || added) && /^\s+$/.test(part.text) && at + 1 < parts.length) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      push(out, 'same', part.text);
    }
  });
  flush();
  return out;
}

/**
 * Issue 30: what an edit changed in a text, word by word (line breaks count as spaces between
 * words, and are kept). Joining the parts that are not `added` gives `before` back; joining those
 * not `removed` gives `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const parts: DiffPart[] = [];
  if (start > 0) push(parts, 'same', a.slice(0, start).join(''));
  middle(a.slice(start, a.length - end), b.slice(start, b.length - end), parts);
  if (end > 0) push(parts, 'same', a.slice(a.length - end).join(''));
  return joinChanges(parts);
}
