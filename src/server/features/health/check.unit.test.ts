import { describe, expect, it } from 'vitest';
import { CHECK_FRESH_MS, CHECK_OVERDUE_MS, CHECK_STALE_MS, createHealthCheck } from './check';

/** A ping whose round trips the test settles by hand, on a clock the test moves. */
function harness() {
  let clock = 0;
  const pending: { resolve: () => void; reject: (err: Error) => void }[] = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const check = createHealthCheck(ping, () => clock);
  const settled = async (promise: Promise<void>) => {
    let state = 'pending';
    promise.then(
      () => (state = 'ok'),
      () => (state = 'failed'),
    );
    await new Promise((r) => setImmediate(r));
    return state;
  };
  const answerFirst = async () => {
    const first = check();
    pending.shift()!.resolve();
    await first;
  };
  return { check, pending, settled, answerFirst, advance: (ms: number) => (clock += ms) };
}

describe('createHealthCheck', () => {
  it('waits for a round trip on the first check', async () => {
    const h = harness();
    const first = h.check();
    expect(h.pending).toHaveLength(1);
    expect(await h.settled(first)).toBe('pending');
    h.pending[0]!.resolve();
    expect(await h.settled(first)).toBe('ok');
  });

  it('answers from a round trip made within the last second, sending none', async () => {
    const h = harness();
    await h.answerFirst();
    h.advance(CHECK_FRESH_MS);
    expect(await h.settled(h.check())).toBe('ok');
    expect(h.pending).toHaveLength(0);
  });

  it('answers at once from an older round trip while the next one is on its way', async () => {
    const h = harness();
    await h.answerFirst();
    h.advance(CHECK_FRESH_MS + 1);
    expect(await h.settled(h.check())).toBe('ok');
    expect(h.pending).toHaveLength(1);
  });

  it('waits for the database once the last round trip is older than the stale limit', async () => {
    const h = harness();
    await h.answerFirst();
    h.advance(CHECK_STALE_MS + 1);
    const check = h.check();
    expect(await h.settled(check)).toBe('pending');
    h.pending[0]!.resolve();
    expect(await h.settled(check)).toBe('ok');
  });

  it('fails the check after a background round trip failed, until the database answers', async () => {
    const h = harness();
    await h.answerFirst();
    h.advance(CHECK_FRESH_MS + 1);
    await h.check();
    h.pending.shift()!.reject(new Error('database down'));
    await new Promise((r) => setImmediate(r));
    const next = h.check();
    expect(h.pending).toHaveLength(1);
    h.pending[0]!.reject(new Error('database down'));
    expect(await h.settled(next)).toBe('failed');
  });

  it('stops answering from an older round trip once the next one is overdue (a hung server)', async () => {
    const h = harness();
    await h.answerFirst();
    h.advance(CHECK_FRESH_MS + 1);
    expect(await h.settled(h.check())).toBe('ok');
    h.advance(CHECK_OVERDUE_MS + 1);
    const waiting = h.check();
    expect(await h.settled(waiting)).toBe('pending');
    // One round trip on its way at a time: the waiting check shares it.
    expect(h.pending).toHaveLength(1);
    h.pending[0]!.reject(new Error('Query read timeout'));
    expect(await h.settled(waiting)).toBe('failed');
  });
});
