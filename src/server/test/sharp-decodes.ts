import sharp, { type Sharp } from 'sharp';
import { vi } from 'vitest';

type Step = 'header' | 'start' | 'end';

/**
 * Watches sharp in this process: each `metadata()` read of a header, and each `toBuffer()`,
 * which decodes its input, from its start to its end. Tells how many decodes ran at once at
 * most, and the order of it all; `restore` puts sharp back.
 */
export function watchDecodes() {
  const steps: Step[] = [];
  let running = 0;
  let most = 0;
  const { toBuffer, metadata } = sharp.prototype;
  const decodes = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (
    this: Sharp,
    ...args: unknown[]
  ) {
    steps.push('start');
    running += 1;
    most = Math.max(most, running);
    const end = () => {
      running -= 1;
      steps.push('end');
    };
    // Only the promise form is used: a callback would end the decode this does not see.
    const result = (toBuffer as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return result.finally(end) as never;
  });
  const headers = vi.spyOn(sharp.prototype, 'metadata').mockImplementation(function (
    this: Sharp,
    ...args: unknown[]
  ) {
    steps.push('header');
    return (metadata as (...a: unknown[]) => Promise<unknown>).apply(this, args) as never;
  });
  return {
    steps,
    decodes: () => steps.filter((s) => s === 'start').length,
    mostAtOnce: () => most,
    restore() {
      decodes.mockRestore();
      headers.mockRestore();
    },
  };
}
