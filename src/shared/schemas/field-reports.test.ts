import { describe, expect, it } from 'vitest';
import { editLimitMessage, ZRevisionParams } from './field-reports';

describe('the edit limit’s message (issue 44)', () => {
  it.each([
    [3600, 'You can edit again in 60 minutes.'],
    [720, 'You can edit again in 12 minutes.'],
    [661, 'You can edit again in 12 minutes.'],
    [60, 'You can edit again in 1 minute.'],
    [5, 'You can edit again in 1 minute.'],
  ])('after %i seconds to wait says %j, rounding up', (seconds, wait) => {
    expect(editLimitMessage(seconds)).toBe(`You have made 10 edits in the last hour. ${wait}`);
  });
});

describe('a version in the path (issue 44)', () => {
  it.each(['0', '-1', '1.5', 'one', '01', '1234567890'])('names no version for %j', (version) => {
    const parsed = ZRevisionParams.safeParse({ id: crypto.randomUUID(), version });
    expect(parsed.error?.issues[0]?.message).toBe('Version not found');
  });

  it('reads a version number', () => {
    const id = crypto.randomUUID();
    expect(ZRevisionParams.parse({ id, version: '12' })).toEqual({ id, version: 12 });
  });
});
