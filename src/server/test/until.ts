/**
 * Polls `check` every `everyMs` until it holds; resolves with how long that took, or rejects
 * once `timeoutMs` has passed (the outage tests and the benchmark's outage figures).
 */
export async function until(check: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return performance.now() - started;
}
