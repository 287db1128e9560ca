import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBreaker, isUnanswered } from './breaker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the database breaker', () => {
  it('opens when tripped and closes on the first probe the database answers', async () => {
    let answers = false;
    const ping = vi.fn(async () => {
      if (!answers) throw new Error('Query read timeout');
      breaker.answered();
    });
    const breaker = createBreaker(ping);
    expect(breaker.isOpen()).toBe(false);
    breaker.trip();
    breaker.trip();
    expect(breaker.isOpen()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_100);
    // Two probes, not four: a second trip while open starts no second prober.
    expect(ping).toHaveBeenCalledTimes(2);
    expect(breaker.isOpen()).toBe(true);
    answers = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(breaker.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('closes as soon as any ping is answered, a health check’s included', () => {
    const breaker = createBreaker(async () => undefined);
    breaker.trip();
    breaker.answered();
    expect(breaker.isOpen()).toBe(false);
  });

  it('probes no more once stopped', async () => {
    const ping = vi.fn(async () => {
      throw new Error('Query read timeout');
    });
    const breaker = createBreaker(ping);
    breaker.trip();
    breaker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ping).toHaveBeenCalledTimes(0);
    expect(breaker.isOpen()).toBe(false);
  });

  it('counts only waits that ran out on the server, not in the pool’s own queue', () => {
    expect(isUnanswered(new Error('Query read timeout'))).toBe(true);
    expect(isUnanswered(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isUnanswered(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isUnanswered(new Error('connect ECONNREFUSED'))).toBe(false);
  });
});
