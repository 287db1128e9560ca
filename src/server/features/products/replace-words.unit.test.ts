import { describe, expect, it } from 'vitest';
import { replaceWords } from './replace-words';

describe('replaceWords', () => {
  it('replaces the words named and keeps the rest and the separators as typed', () => {
    const text = 'molle plate-carier';
    const out = replaceWords(text, ['molle', 'plate', 'carier'], new Map([['carier', 'carrier']]));
    expect(out).toBe('molle plate-carrier');
  });

  it('replaces each occurrence in order, a word inside an earlier one not mistaken for it', () => {
    const text = 'ripstp rip ripstp';
    const out = replaceWords(text, ['ripstp', 'rip', 'ripstp'], new Map([['ripstp', 'ripstop']]));
    expect(out).toBe('ripstop rip ripstop');
  });

  it('leaves text without words alone', () => {
    expect(replaceWords('  !! ', [], new Map([['a', 'b']]))).toBe('  !! ');
  });

  it('keeps letters outside the basic Latin range intact', () => {
    const out = replaceWords('ärmel naïve 🙂', ['ärmel', 'naïve'], new Map([['naïve', 'native']]));
    expect(out).toBe('ärmel native 🙂');
  });
});
