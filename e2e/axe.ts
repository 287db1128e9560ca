import { expect, type Frame, type Page } from '@playwright/test';
import axe, { type AxeResults, type PartialResult, type RunOptions } from 'axe-core';

const OPTIONS: RunOptions = { resultTypes: ['violations'] };
/**
 * The rules whose findings depend on colours: all a theme changes (below), so the second theme
 * is scanned for these alone. The whole set cost as much again, on the suite's busiest CPU.
 */
const COLOUR_OPTIONS: RunOptions = {
  ...OPTIONS,
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
};
/** Nothing named: the whole page (axe reads an empty `include` as the document). */
const WHOLE_PAGE = { include: [], exclude: [] };
/** What a scan looks at: the whole page, or the element a CSS selector names and all within. */
const contextOf = (within?: string) => (within ? { include: [[within]], exclude: [] } : WHOLE_PAGE);

type InPage = { axe: typeof axe };

/** axe-core's 550 KB, evaluated once per document rather than on every scan. */
async function withAxe(frame: Frame) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
}

/** Where a frame keeps its own partial result until the scan is finished in it. */
const KEPT = '__axePartial';

/**
 * `axe.runPartial` in `frame` and in each frame within it, depth first, as `axe.finishRun`
 * takes them; a frame within that cannot be scanned counts as null (the legal documents' frame
 * is sandboxed, of another origin, and scanned this way). The top frame's own result stays in
 * the page, where the scan is finished (`keep`): it names every node of the page, near a
 * megabyte, and carrying it out and back through the protocol took 1.3 s a scan.
 */
async function partialResults(
  frame: Frame,
  context: unknown,
  options: RunOptions,
  keep = false,
): Promise<(PartialResult | null)[]> {
  try {
    await withAxe(frame);
    const within = await frame.evaluate(
      (c) => (window as unknown as InPage).axe.utils.getFrameContexts(c as never),
      context,
    );
    const own = await frame.evaluate(
      async ([c, options, key]) => {
        const partial = await (window as unknown as InPage).axe.runPartial(c as never, options);
        if (!key) return partial;
        (window as unknown as Record<string, unknown>)[key] = partial;
        return null;
      },
      [context, options, keep ? KEPT : null] as const,
    );
    const found: (PartialResult | null)[] = keep ? [] : [own];
    for (const { frameSelector, frameContext } of within) {
      const element = await frame.evaluateHandle(
        (selector) => (window as unknown as InPage).axe.utils.shadowSelect(selector),
        frameSelector,
      );
      const inner = await element.asElement()?.contentFrame();
      found.push(...(inner ? await partialResults(inner, frameContext, options) : [null]));
    }
    return found;
  } catch (error) {
    if (keep) throw error;
    return [null];
  }
}

/**
 * What @axe-core/playwright's default mode does, without its cost: it evaluated axe-core again
 * on every scan and finished each in a blank page of its own (1.5 to 1.9 s a scan of a page
 * with a frame here); this finishes in the page's own top frame, where axe and that frame's
 * partial result already are, and brings back only the violations.
 */
async function scan(
  page: Page,
  options: RunOptions,
  within?: string,
): Promise<AxeResults['violations']> {
  const frames = await partialResults(page.mainFrame(), contextOf(within), options, true);
  return page.evaluate(
    async ([inner, options, key]) => {
      const kept = window as unknown as Record<string, PartialResult | undefined>;
      const own = kept[key]!;
      delete kept[key];
      const results = await (window as unknown as InPage).axe.finishRun(
        [own, ...(inner as PartialResult[])],
        options,
      );
      return results.violations;
    },
    [frames, options, KEPT] as const,
  );
}

const THEMES = ['light', 'dark'] as const;

/**
 * What axe finds on the page as it stands, one line per rule with the nodes it names. It looks once every transition has ended (a toast
 * fading in, a dialog opening, colours changing with the theme) and nothing is marked busy (a
 * list dimmed while its next answer loads): mid-way, text is paler than anyone reads it.
 * Endless animations (spinners) are not waited for.
 */
export async function violations(page: Page, options: RunOptions = OPTIONS, within?: string) {
  for (let scans = 1; ; scans++) {
    await settled(page);
    const toasts = await toastsNow(page);
    const found = await scan(page, options, within);
    // A toast that timed out and began to fade during the scan was read half transparent: the
    // page changed under the scan, so it is read again once settled (twice at most).
    if (scans === 3 || (await toastsNow(page)) === toasts) {
      return found.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
    }
  }
}

/** Nothing marked busy, and no transition or animation under way but endless ones. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
              ).length,
        ),
      // Transitions here last 150 to 300 ms: look often rather than at the default 100, 250,
      // 500 and 1000 ms, which waited up to half a second past the end of each.
      { intervals: [50] },
    )
    .toBe(0);
}

/** The toasts shown and leaving, in order: what a scan must not see change under it. */
const toastsNow = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-sonner-toast]')]
      .map((t) => (t.getAttribute('data-removed') === 'true' ? 'leaving' : 'shown'))
      .join(),
  );

/**
 * What axe finds on a page of the site as it stands (a dialog open, a tab chosen), in light and
 * in dark, each line naming the theme it was found in: one set-up serves
 * both themes. The theme is the `dark` class on <html> and nothing else (src/web/lib/theme.ts;
 * its toggle and the toaster follow the class), so this sets the class as the header's toggle
 * would, which a dialog over the page puts out of reach, and leaves the page in the theme it had.
 * The class changes colours only (no `dark:` variant of the styles hides or shows anything), so
 * light is scanned with every rule and dark with the colour rules.
 */
export async function violationsInBothThemes(page: Page, within?: string) {
  const html = page.locator('html');
  const setDark = (dark: boolean) => html.evaluate((el, d) => el.classList.toggle('dark', d), dark);
  const wasDark = await html.evaluate((el) => el.classList.contains('dark'));
  const found: string[] = [];
  for (const theme of THEMES) {
    await setDark(theme === 'dark');
    const options = theme === 'light' ? OPTIONS : COLOUR_OPTIONS;
    for (const v of await violations(page, options, within)) found.push(`${theme}: ${v}`);
  }
  await setDark(wasDark);
  return found;
}

/**
 * What axe finds at desktop and phone widths (1280 and 390 px), in each theme: on the whole page,
 * or `within` the element a CSS selector names (a tab's panel, when the page around it was scanned
 * with the first tab and is the same for every other).
 */
export async function violationsEverywhere(page: Page, within?: string) {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const v of await violationsInBothThemes(page, within)) found.push(`${width}px ${v}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}
