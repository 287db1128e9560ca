import { describe, expect, it } from 'vitest';
import { MODERATION_LIST_MAX } from '@shared/limits';
import { firstPage, LONG_WAIT_SHARE } from './queue-order';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const same = (id: string) => id;

describe('a moderation queue’s first page (issue 44)', () => {
  it('puts every long-waiting item first, the longest first, then the ranked rest', () => {
    const risky = ids('risky', 300);
    const old = ['old2', 'old1'];
    const page = firstPage(old, [...risky, 'old1', 'old2'], same);
    expect(page).toHaveLength(MODERATION_LIST_MAX);
    expect(page.slice(0, 3)).toEqual(['old2', 'old1', 'risky0']);
  });

  it('gives a backlog of long-waiting items half the page, the riskiest the rest', () => {
    const risky = ids('risky', 300);
    const old = ids('old', 500);
    const page = firstPage(old, [...risky, ...old], same);
    expect(page).toHaveLength(MODERATION_LIST_MAX);
    expect(page.slice(0, LONG_WAIT_SHARE)).toEqual(old.slice(0, LONG_WAIT_SHARE));
    expect(page.slice(LONG_WAIT_SHARE)).toEqual(
      risky.slice(0, MODERATION_LIST_MAX - LONG_WAIT_SHARE),
    );
  });

  it('fills the page with more long-waiting items when few others wait', () => {
    const old = ids('old', 500);
    const page = firstPage(old, ['risky0', ...old], same);
    expect(page).toEqual([
      ...old.slice(0, LONG_WAIT_SHARE),
      'risky0',
      ...old.slice(LONG_WAIT_SHARE, MODERATION_LIST_MAX - 1),
    ]);
  });
});
