import { expect, type Frame, type Page } from '@playwright/test';
import axe, { type AxeResults, type PartialResult, type RunOptions } from 'axe-core';

const OPTIONS: RunOptions = { resultTypes: ['violations'] };
/** Nothing named: the whole page (axe reads an empty `include` as the document). */
const WHOLE_PAGE = { include: [], exclude: [] };

type InPage = { axe: typeof axe };

/** axe-core's 550 KB, evaluated once per document rather than on every scan. */
async function withAxe(frame: Frame) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
}

/**
 * `axe.runPartial` in `frame` and in each frame within it, depth first, as `axe.finishRun`
 * takes them; a frame within that cannot be scanned counts as null (the legal documents' frame
 * is sandboxed, of another origin, and scanned this way).
 */
async function partialResults(
  frame: Frame,
  context: unknown,
  isTop = true,
): Promise<(PartialResult | null)[]> {
  try {
    await withAxe(frame);
    const within = await frame.evaluate(
      (c) => (window as unknown as InPage).axe.utils.getFrameContexts(c as never),
      context,
    );
    const own = await frame.evaluate(
      ([c, options]) => (window as unknown as InPage).axe.runPartial(c as never, options),
      [context, OPTIONS] as const,
    );
    const found: (PartialResult | null)[] = [own];
    for (const { frameSelector, frameContext } of within) {
      const element = await frame.evaluateHandle(
        (selector) => (window as unknown as InPage).axe.utils.shadowSelect(selector),
        frameSelector,
      );
      const inner = await element.asElement()?.contentFrame();
      found.push(...(inner ? await partialResults(inner, frameContext, false) : [null]));
    }
    return found;
  } catch (error) {
    if (isTop) throw error;
    return [null];
  }
}

/**
 * What @axe-core/playwright's default mode does, without its cost: it evaluated axe-core again
 * on every scan and finished each in a blank page of its own (1.5 to 1.9 s a scan of a page
 * with a frame here); this finishes in the page's own top frame, where axe already is.
 */
async function scan(page: Page): Promise<AxeResults> {
  const partials = await partialResults(page.mainFrame(), WHOLE_PAGE);
  return page.evaluate(
    ([p, options]) => (window as unknown as InPage).axe.finishRun(p as PartialResult[], options),
    [partials, OPTIONS] as const,
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
  const { violations } = await scan(page);
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
