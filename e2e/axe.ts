import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

const OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * Axe's default mode gathers every frame's results in a blank page of its own: 1.5 to 1.9 s a
 * scan here. A frame of another origin (the legal documents' sandboxed one) needs it.
 */
const scanFrames = (page: Page) => new AxeBuilder({ page }).options(OPTIONS).analyze();

/**
 * A page of one frame: the same `axe.run(document, options)` as AxeBuilder's legacy mode, but
 * axe-core's 550 KB is evaluated once per page load rather than twice per scan (AxeBuilder
 * injects it on every analyze): 600 ms a scan of /products became 200 ms.
 */
async function scanOneFrame(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    OPTIONS,
  );
}

export const THEMES = ['light', 'dark'] as const;

/**
 * What axe finds on the page as it stands, one line per rule with the nodes it names. It looks
 * once every transition has ended (a toast fading in, a dialog opening) and nothing is marked
 * busy (a list dimmed while its next answer loads): mid-way, text is paler than anyone reads
 * it. Endless animations (spinners) are not waited for.
 */
export async function violations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  const { violations } =
    page.frames().length === 1 ? await scanOneFrame(page) : await scanFrames(page);
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** Pages opened from now on start in `theme`. */
export function startInTheme(page: Page, theme: (typeof THEMES)[number]) {
  return page.addInitScript((t) => {
    // Every frame runs this; a sandboxed one (the legal document's) has no storage.
    if (window === window.top) localStorage.setItem('theme', t);
  }, theme);
}
