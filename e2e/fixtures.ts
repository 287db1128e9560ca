import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * Every page must load without uncaught errors or CSP violations. A test that navigates to a
 * page the server rightly answers with 404 declares it, so that one console line is expected.
 */
export const test = base.extend<{
  expect404: boolean;
  expectOffline: boolean;
  expectedStatuses: number[];
  pageErrors: string[];
}>({
  expect404: [false, { option: true }],
  // A test that takes the browser offline expects what was never kept to fail to load (the live
  // events, a product view's count).
  expectOffline: [false, { option: true }],
  // A test that shows the server refusing a request (a wrong password) names those statuses.
  expectedStatuses: [[], { option: true }],
  // A server-rendered page is visible before React has taken it over, and a click before then
  // does nothing: every page load waits for the app (src/web/app/app.tsx marks it).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const ready = () => page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const res = await goto(...args);
        await ready();
        return res;
      };
      page.reload = async (...args) => {
        const res = await reload(...args);
        await ready();
        return res;
      };
      await use(page);
      // The next test may be given this page again (reuseContext, playwright.config.ts).
      page.goto = goto;
      page.reload = reload;
      return;
    }
    await use(page);
  },
  pageErrors: [
    async ({ page, expect404, expectOffline, expectedStatuses }, use) => {
      const errors: string[] = [];
      const onPageError = (e: Error) => errors.push(e.message);
      page.on('pageerror', onPageError);
      // A violation a script catches (a library probing for eval) logs nothing by itself.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} from ${e.sourceFile}`),
        ),
      );
      const onConsole = (m: ConsoleMessage) => {
        const expected =
          [...(expect404 ? [404] : []), ...expectedStatuses].some((status) =>
            m.text().includes(`status of ${status}`),
          ) ||
          (expectOffline &&
            /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(m.text()));
        if (m.type() === 'error' && !expected) errors.push(m.text());
      };
      page.on('console', onConsole);
      await use(errors);
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Picks an option of one of our selects (native `<select>`s) by the labels a reader sees. */
export async function choose(
  scope: Page | Locator,
  selectName: string | RegExp,
  option: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: selectName }).selectOption({ label: option });
}
